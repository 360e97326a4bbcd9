package dev.factguard.core.knowledge;

import dev.factguard.core.text.AnalyzedText;
import dev.factguard.core.text.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * Lexical coverage of a query by one fact: the weighted share of the query's content terms the fact
 * contains (key and text together), where exact anchors weigh double, scaled by the square root of the
 * share of ordinary (non-anchor) words matched, times a penalty for every anchor the fact lacks and for
 * every part of the question's {@link QuestionFocus focus} it does not hold.
 *
 * <p>The penalty is what tells a near miss from a match: "Nordwind K7 kettle" shares every word but one
 * with a fact about the "Nordwind K5 kettle", and that one word decides the answer. So does the focus:
 * "the K5 kettle's power in watts" shares the subject with a fact giving its capacity in litres, and the
 * fact still does not answer it. A term that asks for a kind of answer is matched by any form of it
 * ("how far" by "384,400 kilometres", "CEO" by "chief executive"); a number followed by a unit is matched
 * by a number in the same unit ("after ten days" by "within 14 days": the fact settles the comparison).
 */
public final class LexicalScorer {

    /** Weight of an anchor term relative to an ordinary content word. */
    static final double ANCHOR_WEIGHT = 2.0;
    /** Factor applied per query anchor the fact does not contain and per focus it does not hold. */
    static final double MISSING_ANCHOR_FACTOR = 0.25;

    private LexicalScorer() {}

    /**
     * Coverage in [0, 1] and what the fact lacks (anchors, then focus labels); score 0 when the query has
     * no content terms. With {@code dropZero}, a fact that scores 0 gives null instead, sparing the labels a
     * search would throw away; without it, the labels of a 0 are kept for fusion with sentence similarity.
     */
    static FactMatch score(AnalyzedText query, QuestionFocus focus, FactProfile fact, Fact source, boolean dropZero) {
        List<Term> terms = query.terms();
        double total = 0;
        double matched = 0;
        int ordinary = 0;
        int ordinaryMatched = 0;
        List<String> missing = null;
        for (int i = 0; i < terms.size(); i++) {
            Term term = terms.get(i);
            double weight = term.specific() ? ANCHOR_WEIGHT : 1.0;
            total += weight;
            QuestionFocus.Requirement asks = focus.requirementAt(i);
            boolean hit = fact.contains(term.stem())
                    || (asks != null && asks.heldBy(fact, focus.queryStems()))
                    || (term.specific() && sameQuantity(terms, i, fact));
            if (!term.specific()) {
                ordinary++;
                ordinaryMatched += hit ? 1 : 0;
            }
            if (hit) {
                matched += weight;
            } else if (term.specific()) {
                missing = add(missing, term.stem());
            }
        }
        if (dropZero && (matched == 0 || (ordinary > 0 && ordinaryMatched == 0))) {
            return null;
        }
        missing = unheldFocus(focus, fact, terms, missing);
        if (ordinary > 0 && ordinaryMatched == 0 && matched > 0 && missing == null) {
            // Only the subject matched ("Nordwind" in a question about its supervisory board): the fact is
            // about the right thing but says nothing of what is asked. Lexically that already scores 0; the
            // label carries the penalty to a fused score, where sentence similarity would cover it.
            missing = add(null, ordinaryStems(terms));
        }
        if (total == 0 || matched == 0) {
            return new FactMatch(source, 0.0, "lexical", missing);
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
        return new FactMatch(source, score, "lexical", missing);
    }

    /** Focus labels the fact does not hold; an anchor that asks (such as "CEO") was counted once already. */
    private static List<String> unheldFocus(
            QuestionFocus focus, FactProfile fact, List<Term> terms, List<String> missing) {
        for (QuestionFocus.Requirement r : focus.requirements()) {
            if (!r.heldBy(fact, focus.queryStems()) && !isAnchor(terms, r.term())) {
                String label = r.label();
                if (missing == null || !missing.contains(label)) {
                    missing = add(missing, label);
                }
            }
        }
        return missing;
    }

    /** A number in the query followed by a unit, met by a number in the fact followed by the same unit. */
    private static boolean sameQuantity(List<Term> terms, int at, FactProfile fact) {
        if (!isNumber(terms.get(at).stem())) {
            return false;
        }
        for (int j = at + 1; j <= at + 2 && j < terms.size(); j++) {
            String unit = terms.get(j).stem();
            if (FocusLexicon.UNITS.contains(unit)) {
                return fact.quantityUnits().contains(unit);
            }
        }
        return false;
    }

    private static boolean isNumber(String stem) {
        for (int i = 0; i < stem.length(); i++) {
            char c = stem.charAt(i);
            if (!Character.isDigit(c) && c != '.' && c != ',' && c != ':') {
                return false;
            }
        }
        return true;
    }

    private static boolean isAnchor(List<Term> terms, String stem) {
        if (stem == null) {
            return false;
        }
        for (Term term : terms) {
            if (term.specific() && term.stem().equals(stem)) {
                return true;
            }
        }
        return false;
    }

    private static String ordinaryStems(List<Term> terms) {
        StringBuilder out = new StringBuilder();
        for (Term term : terms) {
            if (!term.specific()) {
                out.append(out.length() == 0 ? "" : " ").append(term.stem());
            }
        }
        return out.toString();
    }

    private static List<String> add(List<String> list, String item) {
        List<String> out = list == null ? new ArrayList<>(2) : list;
        out.add(item);
        return out;
    }
}
