package dev.factguard.core.history;

/**
 * Turns a shape's counts into a rate with a Beta prior: {@code (h + a) / (n + a + b)} where
 * {@code a = prior × strength} and {@code b = (1 − prior) × strength}. With the defaults (prior 0.3,
 * strength 4) one hallucination moves an unseen shape to 0.44, not to 1.0, and the rate approaches the raw
 * ratio as observations accumulate.
 *
 * @param priorRate     the rate assumed before any observation, in [0, 1]
 * @param priorStrength how many pseudo-observations the prior is worth, &gt; 0
 */
public record HistorySmoothing(double priorRate, double priorStrength) {
    public HistorySmoothing {
        if (!(priorRate >= 0 && priorRate <= 1)) {
            throw new IllegalArgumentException("priorRate must be in [0, 1], was " + priorRate);
        }
        if (!(priorStrength > 0)) {
            throw new IllegalArgumentException("priorStrength must be > 0, was " + priorStrength);
        }
    }

    /**
     * The smoothed rate, or null when nothing was observed (the signal is then absent). Uses the decayed
     * weights, which equal the counts when decay is off.
     */
    public Double rate(ShapeStats stats) {
        if (stats.total() == 0) {
            return null;
        }
        double a = priorRate * priorStrength;
        return (stats.weightedHallucinations() + a) / (stats.weightedTotal() + priorStrength);
    }
}
