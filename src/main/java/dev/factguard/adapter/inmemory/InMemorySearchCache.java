package dev.factguard.adapter.inmemory;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.factguard.core.search.SearchCache;
import dev.factguard.core.search.SearchResult;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Search cache for a single instance, bounded twice: entries expire {@code ttl} after they were written, and past
 * {@code maxEntries} the least valuable ones (Caffeine's frequency-and-recency policy) are evicted first, so a burst
 * of one-off queries cannot push out the subjects asked about again and again. Thread-safe.
 */
public final class InMemorySearchCache implements SearchCache {

    private final Cache<String, List<SearchResult>> entries;

    /** @param clock read for expiry, so tests can let time pass */
    public InMemorySearchCache(Duration ttl, Clock clock, int maxEntries) {
        this.entries = Caffeine.newBuilder()
                .expireAfterWrite(ttl)
                .maximumSize(maxEntries)
                .ticker(() -> clock.millis() * 1_000_000L)
                // Eviction on the writing thread: no background task to wait for, and a size that tests can rely on.
                .executor(Runnable::run)
                .build();
    }

    @Override
    public Optional<List<SearchResult>> get(String provider, String query) {
        return Optional.ofNullable(entries.getIfPresent(provider + "\u0000" + query));
    }

    @Override
    public void put(String provider, String query, List<SearchResult> results) {
        entries.put(provider + "\u0000" + query, List.copyOf(results));
    }

    /** Entries held, expired ones not yet cleaned up included (for tests). */
    long size() {
        entries.cleanUp();
        return entries.estimatedSize();
    }
}
