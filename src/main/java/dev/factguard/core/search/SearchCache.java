package dev.factguard.core.search;

import java.util.List;
import java.util.Optional;

/**
 * Search results cached per provider and query, so a burst of refreshes about the same subject costs one
 * provider request. Results are public web content, so the cache is shared by all tenants. Implementations
 * are thread-safe; a backend that cannot be reached throws
 * {@link dev.factguard.core.StoreUnavailableException}.
 */
public interface SearchCache {

    /** The cached results, or empty on a miss or after expiry. */
    Optional<List<SearchResult>> get(String provider, String query);

    /** Caches {@code results} (possibly empty: "nothing found" is an answer too) for the configured TTL. */
    void put(String provider, String query, List<SearchResult> results);
}
