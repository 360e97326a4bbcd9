package dev.factguard.adapter.redis;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.factguard.adapter.SearchCacheContract;
import dev.factguard.core.search.SearchCache;
import dev.factguard.testing.RedisResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Optional;

@QuarkusTest
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class RedisSearchCacheTest extends SearchCacheContract {

    @Inject
    Optional<RedisGate> gate;

    @Inject
    ObjectMapper json;

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
}
