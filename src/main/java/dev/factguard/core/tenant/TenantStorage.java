package dev.factguard.core.tenant;

import java.util.Map;

/**
 * Everything a backend holds of one tenant, taken as a whole. Implementations find the tenant's data by where it
 * is kept (for Redis, every key under the tenant's hash tag), so data added by a later store is covered without
 * a list to keep. Thread-safe.
 */
public interface TenantStorage {

    /**
     * Removes every stored item of {@code tenant} and what this instance holds of it in memory. Other instances
     * notice on their next read (their caches are checked against the store). Idempotent: erasing a tenant with
     * nothing left removes nothing and succeeds.
     *
     * @throws ErasureIncompleteException when the backend failed part way; erasing again finishes the job
     * @throws dev.factguard.core.StoreUnavailableException when the backend failed before anything was removed
     */
    Erasure erase(String tenant);

    /**
     * What the tenant has stored that neither the knowledge nor the outcome store reads out (its settings, and any
     * store added later), by the name it is kept under; a value is a string, a map or a list.
     */
    Map<String, Object> others(String tenant);
}
