package dev.factguard.adapter.redis;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.factguard.adapter.SearchCacheContract;
import dev.factguard.core.search.SearchCache;
import dev.factguard.core.search.SearchResult;
import dev.factguard.testing.RedisResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class RedisSearchCacheTest extends SearchCacheContract {

    @Inject
    Optional<RedisGate> gate;

    @Inject
    ObjectMapper json;

    /** The service's own cache, with the configured cache-ttl (1 h). */
    @Inject
    SearchCache service;

    @Inject
    Instance<RedisDataSource> redis;

    @Override
    protected SearchCache cache() {
        // Built here rather than injected: the service's cache lives an hour, the contract needs a short TTL.
        return new RedisSearchCache(gate.orElseThrow(), new RedisKeys("fg"), Duration.ofMillis(ttlMillis()), json);
    }

    @Override
    protected long ttlMillis() {
        return 300;
    }

    @Override
    protected void expire() throws InterruptedException {
        Thread.sleep(ttlMillis() + 200);
    }

    @Test
    void every_key_the_service_caches_expires_within_the_cache_ttl_so_a_noeviction_redis_cannot_fill_with_it() {
        String query = "ttl " + System.nanoTime();
        service.put("duckduckgo", query, List.of(new SearchResult("t", "s", "https://example.com")));
        service.put("duckduckgo", query, List.of());
        List<String> keys = redis.get().key().keys("fg:search:*");
        assertThat(keys).contains(new RedisKeys("fg").search("duckduckgo", RedisSearchCache.sha256(query)));
        for (String key : keys) {
            assertThat(redis.get().key().pttl(key))
                    .as(key)
                    .isPositive()
                    .isLessThanOrEqualTo(Duration.ofHours(1).toMillis());
        }
    }
}
