package dev.factguard.core.forecast;

/**
 * How fast the fact a prompt asks for changes, in [0, 1]. A null answer means the signal does not apply
 * (a timeless question, or no scorer configured): it is then absent and its weight redistributed.
 */
@FunctionalInterface
public interface VolatilityScorer {
    /** No volatility scoring: the signal stays absent. */
    VolatilityScorer NONE = prompt -> null;

    Double score(String prompt);
}
