package dev.factguard.core.forecast;

import java.util.Map;
import java.util.Optional;

/**
 * Where tenants' own thresholds are kept. Implementations are thread-safe; a backend that cannot be reached throws
 * {@link dev.factguard.core.StoreUnavailableException} (a write whose outcome is unknown, its subclass
 * {@link dev.factguard.core.WriteOutcomeUnknownException}: every write here is safe to repeat).
 */
public interface ThresholdStore {

    /** The tenant's own thresholds, or empty when it uses the service's. */
    Optional<Thresholds> get(String tenant);

    /** Every tenant's own thresholds. */
    Map<String, Thresholds> all();

    /** Sets the tenant's own thresholds, replacing any it had. */
    void put(String tenant, Thresholds thresholds);

    /** Removes the tenant's own thresholds; returns whether it had any. */
    boolean remove(String tenant);

    /** A number that changes with every {@link #put} and {@link #remove}: cheap to read, to tell a copy is behind. */
    long version();
}
