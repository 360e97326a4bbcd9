package dev.factguard.adapter.redis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.SearchThrottleContract;
import dev.factguard.adapter.inmemory.InMemorySearchThrottle;
import dev.factguard.core.search.SearchThrottle;
import dev.factguard.core.search.SearchThrottle.Admission;
import dev.factguard.core.search.SearchThrottle.Admission.Outcome;
import dev.factguard.testing.RedisResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.time.Duration;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class RedisSearchThrottleTest extends SearchThrottleContract {

    // Instance<>: a plain injection point would fail the other test applications, which run without Redis.
    @Inject
    Instance<RedisDataSource> redis;

    /** One service instance: its own gate and local fallback, on the shared Redis. */
    private RedisSearchThrottle instance() {
        RedisGate gate = new RedisGate(redis.get(), Duration.ofMillis(200), Duration.ofMinutes(1), clock);
        return new RedisSearchThrottle(gate, new RedisKeys("fg"), new InMemorySearchThrottle(clock), clock);
    }

    @Override
    protected SearchThrottle throttle() {
        return instance();
    }

    @Override
    protected void letBackOffRunOut(Duration period) throws InterruptedException {
        Thread.sleep(period.toMillis() + 100);
    }

    @Test
    void two_instances_share_the_limit_and_the_back_off() {
        SearchThrottle first = instance();
        SearchThrottle second = instance();
        String brave = provider("brave");

        assertThat(first.admit(brave, 2)).isEqualTo(Admission.ADMITTED);
        assertThat(second.admit(brave, 2)).isEqualTo(Admission.ADMITTED);
        assertThat(first.admit(brave, 2).outcome()).isEqualTo(Outcome.OVER_LIMIT);
        assertThat(second.admit(brave, 2).outcome()).isEqualTo(Outcome.OVER_LIMIT);

        String ddg = provider("duckduckgo");
        first.backOff(ddg, Duration.ofMinutes(1));
        Admission skipped = second.admit(ddg, 0);
        assertThat(skipped.outcome()).isEqualTo(Outcome.BACKED_OFF);
        assertThat(skipped.waitMillis()).isGreaterThan(50_000);
    }

    @Test
    void while_redis_is_down_each_instance_limits_on_its_own() throws InterruptedException {
        SearchThrottle throttle = instance();
        String brave = provider("brave");
        String ddg = provider("duckduckgo");
        RedisResource.redis().stop();
        try {
            assertThat(throttle.admit(brave, 1)).isEqualTo(Admission.ADMITTED);
            assertThat(throttle.admit(brave, 1).outcome()).isEqualTo(Outcome.OVER_LIMIT);
            throttle.backOff(ddg, Duration.ofMinutes(1));
            assertThat(throttle.admit(ddg, 0).outcome()).isEqualTo(Outcome.BACKED_OFF);
        } finally {
            RedisResource.redis().start();
        }
        RedisGate probe = new RedisGate(redis.get(), Duration.ZERO, Duration.ofMinutes(1), clock);
        long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        while (!probe.ping() && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertThat(probe.ping()).as("Redis is back for the other tests").isTrue();
    }
}
