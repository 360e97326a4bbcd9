package dev.factguard.core.history;

/**
 * Optional time decay of pattern history: an observation {@code halfLifeSeconds} old counts half, so a
 * shape that hallucinated last year but not since drifts back towards the prior. Off (0) by default.
 * The same arithmetic runs in Java (in-memory adapter, reads) and in the Redis adapter's Lua script.
 */
public record Decay(double halfLifeSeconds) {
    public static final Decay OFF = new Decay(0);

    public Decay {
        if (!(halfLifeSeconds >= 0)) {
            throw new IllegalArgumentException("halfLifeSeconds must be >= 0, was " + halfLifeSeconds);
        }
    }

    public boolean enabled() {
        return halfLifeSeconds > 0;
    }

    /** The factor a weight recorded at {@code thenSeconds} keeps at {@code nowSeconds} (1 when off or in the future). */
    public double factor(double thenSeconds, double nowSeconds) {
        if (!enabled() || nowSeconds <= thenSeconds) {
            return 1.0;
        }
        return Math.pow(0.5, (nowSeconds - thenSeconds) / halfLifeSeconds);
    }

    /** Stats whose weighted counts are decayed from {@code thenSeconds} to {@code nowSeconds}. */
    public ShapeStats decayed(ShapeStats stats, double thenSeconds, double nowSeconds) {
        if (!enabled()) {
            return stats;
        }
        double f = factor(thenSeconds, nowSeconds);
        return new ShapeStats(stats.hallucinations(), stats.total(), stats.weightedHallucinations() * f,
                stats.weightedTotal() * f);
    }
}
