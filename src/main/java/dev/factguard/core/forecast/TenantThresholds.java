package dev.factguard.core.forecast;

/**
 * The thresholds a tenant's forecasts are decided with: its own when it set them, else the service's. Read on every
 * forecast, so an implementation answers from memory, never from a store. Thread-safe.
 */
public interface TenantThresholds {

    /** The thresholds for {@code tenant}; never null. */
    Thresholds of(String tenant);

    /** The same thresholds for every tenant. */
    static TenantThresholds fixed(Thresholds thresholds) {
        if (thresholds == null) {
            throw new IllegalArgumentException("thresholds must not be null");
        }
        return tenant -> thresholds;
    }
}
