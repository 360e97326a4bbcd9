package dev.factguard.adapter.inmemory;

import dev.factguard.core.search.SearchCache;
import dev.factguard.core.search.SearchResult;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/** Search cache for a single instance, bounded: past {@code maxEntries} the oldest half is dropped. */
public final class InMemorySearchCache implements SearchCache {

    private record Entry(List<SearchResult> results, long expiresAt) {}

    private final ConcurrentMap<String, Entry> entries = new ConcurrentHashMap<>();
    private final Duration ttl;
    private final Clock clock;
    private final int maxEntries;

    public InMemorySearchCache(Duration ttl, Clock clock, int maxEntries) {
        this.ttl = ttl;
        this.clock = clock;
        this.maxEntries = maxEntries;
    }

    @Override
    public Optional<List<SearchResult>> get(String provider, String query) {
        Entry entry = entries.get(provider + "\u0000" + query);
        if (entry == null || entry.expiresAt() <= clock.millis()) {
            return Optional.empty();
        }
        return Optional.of(entry.results());
    }

    @Override
    public void put(String provider, String query, List<SearchResult> results) {
        long now = clock.millis();
        if (entries.size() >= maxEntries) {
            entries.values().removeIf(e -> e.expiresAt() <= now);
            if (entries.size() >= maxEntries) {
                entries.clear();
            }
        }
        entries.put(provider + "\u0000" + query, new Entry(List.copyOf(results), now + ttl.toMillis()));
    }
}
