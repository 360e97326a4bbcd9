package dev.factguard.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.adapter.inmemory.InMemorySearchCache;
import dev.factguard.adapter.inmemory.InMemorySearchThrottle;
import dev.factguard.core.StoreUnavailableException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class CachingWebSearchTest {

    private final AtomicInteger calls = new AtomicInteger();
    private final WebSearch provider = new WebSearch() {
        @Override
        public String name() {
            return "stub";
        }

        @Override
        public List<SearchResult> search(String query, int maxResults) {
            calls.incrementAndGet();
            if (query.startsWith("fail")) {
                throw new SearchFailure("stub", SearchFailure.Kind.RATE_LIMITED, "slow down");
            }
            return List.of(new SearchResult(query, "snippet", "https://example.com"));
        }
    };

    @Test
    void the_same_subject_twice_costs_one_provider_request() {
        CachingWebSearch search =
                new CachingWebSearch(provider, new InMemorySearchCache(Duration.ofHours(1), Clock.systemUTC(), 100));
        assertThat(search.search("CEO of Twitter", 3)).isEqualTo(search.search("CEO of Twitter", 3));
        assertThat(calls).hasValue(1);
        assertThat(search.name()).isEqualTo("stub");
    }

    @Test
    void a_hit_costs_no_slot_of_the_providers_rate_limit() {
        // One request per second and no waiting: only the first search may reach the throttle.
        WebSearch throttled = new ThrottledWebSearch(
                provider, new InMemorySearchThrottle(Clock.systemUTC()), 1, Duration.ZERO, Duration.ZERO);
        CachingWebSearch search =
                new CachingWebSearch(throttled, new InMemorySearchCache(Duration.ofHours(1), Clock.systemUTC(), 100));
        for (int i = 0; i < 5; i++) {
            assertThat(search.search("CEO of Twitter", 3)).hasSize(1);
        }
        assertThat(calls).hasValue(1);
    }

    @Test
    void failures_are_not_cached() {
        CachingWebSearch search =
                new CachingWebSearch(provider, new InMemorySearchCache(Duration.ofHours(1), Clock.systemUTC(), 100));
        assertThatThrownBy(() -> search.search("fail", 3)).isInstanceOf(SearchFailure.class);
        assertThatThrownBy(() -> search.search("fail", 3)).isInstanceOf(SearchFailure.class);
        assertThat(calls).hasValue(2);
    }

    @Test
    void a_cache_that_is_down_is_skipped() {
        SearchCache down = new SearchCache() {
            @Override
            public Optional<List<SearchResult>> get(String p, String q) {
                throw new StoreUnavailableException("down", null);
            }

            @Override
            public void put(String p, String q, List<SearchResult> r) {
                throw new StoreUnavailableException("down", null);
            }
        };
        assertThat(new CachingWebSearch(provider, down).search("CEO of Twitter", 3))
                .hasSize(1);
    }
}
