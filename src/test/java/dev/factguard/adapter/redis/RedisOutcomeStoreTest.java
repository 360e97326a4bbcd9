package dev.factguard.adapter.redis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.OutcomeStoreContract;
import dev.factguard.core.outcome.FeatureKeys;
import dev.factguard.core.outcome.HashedOutcomeStore;
import dev.factguard.core.outcome.OutcomeStore;
import dev.factguard.testing.RedisResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class RedisOutcomeStoreTest extends OutcomeStoreContract {

    @Inject
    OutcomeStore store;

    // Instance: a required RedisDataSource injection point would fail the test classes that run without Redis.
    @Inject
    jakarta.enterprise.inject.Instance<RedisDataSource> redis;

    @Inject
    Optional<RedisGate> gate;

    @Inject
    FeatureKeys featureKeys;

    @Override
    protected OutcomeStore store() {
        return store;
    }

    @Override
    protected OutcomeStore otherInstance() {
        // A second gate and store over the same Redis, as another instance holds them (with the same secret).
        return HashedOutcomeStore.of(
                new RedisOutcomeStore(
                        new RedisGate(redis.get(), Duration.ofMillis(200), Duration.ofMinutes(1), Clock.systemUTC()),
                        new RedisKeys("fg"),
                        Duration.ofDays(7)),
                featureKeys);
    }

    @Override
    protected void awaitHeader(String tenant, String forecastKey) {
        String key = new RedisKeys("fg").forecastLearner(tenant, forecastKey);
        long until = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (!redis.get().key().exists(key) && System.nanoTime() < until) {
            Thread.onSpinWait();
        }
    }

    @Test
    void the_service_keeps_outcomes_in_redis_when_hosts_are_configured() {
        assertThat(gate).isPresent();
        assertThat(HashedOutcomeStore.unwrap(store)).isInstanceOf(RedisOutcomeStore.class);
    }

    @Test
    void a_remembered_forecast_expires_with_its_ttl() {
        String t = tenant("ttl");
        store.readAndRemember(t, List.of("w:a"), "fc_ttl");
        long ttl = redis.get().key().ttl(new RedisKeys("fg").forecast(t, "fc_ttl"));
        assertThat(ttl)
                .isBetween(
                        Duration.ofDays(7).toSeconds() - 60, Duration.ofDays(7).toSeconds());
    }
}
