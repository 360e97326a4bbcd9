package dev.factguard.core.history;

/**
 * Observed outcomes for one prompt shape of one tenant.
 *
 * @param hallucinations answers reported as hallucinated (0 ≤ hallucinations ≤ total)
 * @param total          answers reported
 */
public record ShapeStats(long hallucinations, long total) {
    public static final ShapeStats NONE = new ShapeStats(0, 0);

    public ShapeStats {
        if (hallucinations < 0 || total < 0 || hallucinations > total) {
            throw new IllegalArgumentException(
                    "need 0 <= hallucinations <= total, was " + hallucinations + "/" + total);
        }
    }

    /** The raw observed rate, or NaN when nothing was observed. */
    public double rawRate() {
        return total == 0 ? Double.NaN : (double) hallucinations / total;
    }
}
