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
 */
public record FactMatch(Fact fact, double score, String source, List<String> missingAnchors) {
    public FactMatch {
        if (fact == null) {
            throw new IllegalArgumentException("fact must not be null");
        }
        if (score < 0.0 || score > 1.0 || Double.isNaN(score)) {
            throw new IllegalArgumentException("score must be in [0, 1], was " + score);
        }
        missingAnchors = missingAnchors == null ? List.of() : List.copyOf(missingAnchors);
    }
}
