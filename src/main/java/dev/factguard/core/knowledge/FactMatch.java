package dev.factguard.core.knowledge;

import java.util.List;

/**
 * A fact retrieved for a query.
 *
 * @param fact           the fact
 * @param score          how well the fact covers the query, in [0, 1]
 * @param source         which matcher produced the score ("lexical", "embedding", "hybrid")
 * @param missingAnchors what the query names or asks for that the fact lacks — the usual sign of a near
 *                       miss: its exact anchors (numbers, model names, proper nouns, as stems, e.g. "k7"),
 *                       then the parts of its {@link QuestionFocus focus} the fact does not hold, by label
 *                       (e.g. "power (watts)", "chair", "a date or time"); each costs the score the same
 *                       factor; never null
 * @param namesSubject   whether the query names the fact's subject: it shares one of its names (such as
 *                       "Nordwind") or two thirds of the words of its key (the name the tenant gave it, such as
 *                       "support hotline"), so that a near miss is a question about the same thing that the fact
 *                       does not answer
 */
public record FactMatch(Fact fact, double score, String source, List<String> missingAnchors, boolean namesSubject) {
    public FactMatch {
        if (fact == null) {
            throw new IllegalArgumentException("fact must not be null");
        }
        if (score < 0.0 || score > 1.0 || Double.isNaN(score)) {
            throw new IllegalArgumentException("score must be in [0, 1], was " + score);
        }
        missingAnchors = missingAnchors == null ? List.of() : List.copyOf(missingAnchors);
    }

    /** A match whose subject is not known to be named (a passage, a test). */
    public FactMatch(Fact fact, double score, String source, List<String> missingAnchors) {
        this(fact, score, source, missingAnchors, false);
    }

    /** A match with no detected miss: the fact holds everything the query names and asks for. */
    public boolean holdsAll() {
        return missingAnchors.isEmpty();
    }
}
