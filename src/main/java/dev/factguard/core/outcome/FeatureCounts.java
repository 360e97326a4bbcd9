package dev.factguard.core.outcome;

/**
 * Outcomes recorded for one feature of one tenant.
 *
 * @param hallucinated outcomes reported as hallucinated, 0 ≤ hallucinated ≤ total
 * @param total        outcomes reported
 */
public record FeatureCounts(long hallucinated, long total) {
    public static final FeatureCounts NONE = new FeatureCounts(0, 0);

    public FeatureCounts {
        if (hallucinated < 0 || total < 0 || hallucinated > total) {
            throw new IllegalArgumentException("need 0 <= hallucinated <= total, was " + hallucinated + "/" + total);
        }
    }

    public FeatureCounts plus(boolean outcome) {
        return new FeatureCounts(hallucinated + (outcome ? 1 : 0), total + 1);
    }

    /** These counts without one outcome {@link #plus} added. */
    public FeatureCounts minus(boolean outcome) {
        return new FeatureCounts(hallucinated - (outcome ? 1 : 0), total - 1);
    }
}
