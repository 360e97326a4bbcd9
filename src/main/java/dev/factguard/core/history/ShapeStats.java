package dev.factguard.core.history;

/**
 * Observed outcomes for one prompt shape of one tenant.
 *
 * @param hallucinations         answers reported as hallucinated (0 ≤ hallucinations ≤ total)
 * @param total                  answers reported
 * @param weightedHallucinations hallucinations after time decay (equal to the count when decay is off)
 * @param weightedTotal          total after time decay (equal to the count when decay is off)
 */
public record ShapeStats(long hallucinations, long total, double weightedHallucinations, double weightedTotal) {
    public static final ShapeStats NONE = new ShapeStats(0, 0);

    public ShapeStats {
        if (hallucinations < 0 || total < 0 || hallucinations > total) {
            throw new IllegalArgumentException(
                    "need 0 <= hallucinations <= total, was " + hallucinations + "/" + total);
        }
        if (!(weightedHallucinations >= 0 && weightedTotal >= 0 && weightedHallucinations <= weightedTotal + 1e-9)) {
            throw new IllegalArgumentException("need 0 <= weightedHallucinations <= weightedTotal, was "
                    + weightedHallucinations + "/" + weightedTotal);
        }
    }

    /** Counts without decay. */
    public ShapeStats(long hallucinations, long total) {
        this(hallucinations, total, hallucinations, total);
    }

    /** The raw observed rate, or NaN when nothing was observed. */
    public double rawRate() {
        return total == 0 ? Double.NaN : (double) hallucinations / total;
    }
}
