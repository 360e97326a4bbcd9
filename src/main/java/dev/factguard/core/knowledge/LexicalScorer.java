package dev.factguard.core.knowledge;

import dev.factguard.core.text.AnalyzedText;
import dev.factguard.core.text.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Lexical coverage of a query by one fact: the weighted share of the query's content terms the fact
 * contains (key and text together), where exact anchors weigh double, scaled by the square root of the
 * share of ordinary (non-anchor) words matched, times a penalty for every anchor the fact lacks.
 *
 * <p>The penalty is what tells a near miss from a match: "Nordwind K7 kettle" shares every word but one
 * with a fact about the "Nordwind K5 kettle", and that one word decides the answer.
 */
public final class LexicalScorer {

    /** Weight of an anchor term relative to an ordinary content word. */
    static final double ANCHOR_WEIGHT = 2.0;
    /** Factor applied per query anchor the fact does not contain. */
    static final double MISSING_ANCHOR_FACTOR = 0.25;

    private LexicalScorer() {}

    /** Coverage in [0, 1] and the anchors the fact lacks; score 0 when the query has no content terms. */
    public static FactMatch score(AnalyzedText query, Fact fact, Set<String> factStems) {
        double total = 0;
        double matched = 0;
        int ordinary = 0;
        int ordinaryMatched = 0;
        List<String> missing = null;
        for (Term term : query.terms()) {
            double weight = term.specific() ? ANCHOR_WEIGHT : 1.0;
            total += weight;
            boolean hit = factStems.contains(term.stem());
            if (!term.specific()) {
                ordinary++;
                ordinaryMatched += hit ? 1 : 0;
            }
            if (hit) {
                matched += weight;
            } else if (term.specific()) {
                if (missing == null) {
                    missing = new ArrayList<>(2);
                }
                missing.add(term.stem());
            }
        }
        if (total == 0 || matched == 0) {
            return new FactMatch(fact, 0.0, "lexical", missing);
        }
        double score = matched / total;
        if (ordinary > 0) {
            // Shared anchors alone do not answer a question: "hat sizes of the Apollo 11 crew" names Apollo 11
            // like the landing fact does, but asks about something the fact never mentions.
            score *= Math.sqrt((double) ordinaryMatched / ordinary);
        }
        if (missing != null) {
            score *= Math.pow(MISSING_ANCHOR_FACTOR, missing.size());
        }
        return new FactMatch(fact, score, "lexical", missing);
    }
}
