package dev.factguard.adapter.inmemory;

import dev.factguard.adapter.SearchCacheContract;
import dev.factguard.core.search.SearchCache;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

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
}
