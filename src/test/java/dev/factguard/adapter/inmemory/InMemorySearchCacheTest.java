package dev.factguard.adapter.inmemory;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.SearchCacheContract;
import dev.factguard.core.search.SearchCache;
import dev.factguard.core.search.SearchResult;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

class InMemorySearchCacheTest extends SearchCacheContract {

    private Instant now = Instant.parse("2026-01-01T00:00:00Z");
    private final Clock clock = new Clock() {
        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    };
    private final InMemorySearchCache cache = new InMemorySearchCache(Duration.ofMillis(ttlMillis()), clock, 1000);

    @Override
    protected SearchCache cache() {
        return cache;
    }

    @Override
    protected long ttlMillis() {
        return 60_000;
    }

    @Override
    protected void expire() {
        now = now.plusMillis(ttlMillis() + 1);
    }

    @Test
    void holds_at_most_max_entries_however_many_distinct_queries_arrive() {
        InMemorySearchCache small = new InMemorySearchCache(Duration.ofHours(1), clock, 100);
        List<SearchResult> results = List.of(new SearchResult("t", "s", "https://example.com"));
        for (int i = 0; i < 5_000; i++) {
            small.put("duckduckgo", "query " + i, results);
        }
        assertThat(small.size()).isLessThanOrEqualTo(100);
        small.put("duckduckgo", "asked again", results);
        assertThat(small.get("duckduckgo", "asked again")).contains(results);
    }
}
