package dev.factguard.core.forecast;

/**
 * How fast the fact a prompt asks for changes, in [0, 1] (0.0 for a timeless question). A null answer
 * means "no scorer": the signal is then absent and its weight redistributed.
 */
@FunctionalInterface
public interface VolatilityScorer {
    /** No volatility scoring: the signal stays absent. */
    VolatilityScorer NONE = prompt -> null;

    Double score(String prompt);
}
