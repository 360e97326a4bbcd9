package dev.factguard.core.forecast;

/**
 * Relative weights of the signals; need not sum to 1 (they are renormalised over the present signals).
 * All must be ≥ 0 and at least one &gt; 0.
 */
public record Weights(double ambiguity, double coverage, double history, double volatility) {
    public Weights {
        if (ambiguity < 0 || coverage < 0 || history < 0 || volatility < 0) {
            throw new IllegalArgumentException("weights must be >= 0");
        }
        if (ambiguity + coverage + history + volatility <= 0) {
            throw new IllegalArgumentException("at least one weight must be > 0");
        }
    }
}
