package dev.factguard.adapter.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.core.WriteOutcomeUnknownException;
import dev.factguard.testing.RedisResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.mutiny.redis.client.Response;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A write retried with the same idempotency key counts once, even when the first attempt's answer was lost. */
@QuarkusTest
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class RedisOnceTest {

    // A counter bump with a reply of two values, as a feedback script would be.
    private static final String COUNT = RedisOnce.wrap("""
            local n = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
            return {n, ARGV[1]}""");

    @Inject
    Instance<RedisDataSource> redis;

    private final RedisKeys keys = new RedisKeys("fg");

    private RedisOnce once() {
        return new RedisOnce(
                new RedisGate(redis.get(), Duration.ZERO, Duration.ofMinutes(1), Clock.systemUTC()),
                Duration.ofMinutes(5));
    }

    private Response count(String tenant, String idempotencyKey) {
        return once().run(COUNT, keys.once(tenant, idempotencyKey), List.of(keys.outcomes(tenant)), List.of("shape"));
    }

    private long stored(String tenant) {
        return redis.get().execute("HGET", keys.outcomes(tenant), "shape").toLong();
    }

    @Test
    void a_repeat_with_the_same_key_returns_the_first_reply_and_writes_nothing() {
        String t = "once-" + System.nanoTime();
        Response first = count(t, "k1");
        Response repeat = count(t, "k1");
        assertThat(first.get(0).toLong()).isEqualTo(1);
        assertThat(repeat.get(0).toLong()).isEqualTo(1);
        assertThat(repeat.get(1).toString()).isEqualTo("shape");
        assertThat(stored(t)).isEqualTo(1);
        assertThat(count(t, "k2").get(0).toLong())
                .as("another key is another write")
                .isEqualTo(2);
    }

    @Test
    void a_retry_after_an_unknown_outcome_counts_once() throws Exception {
        String t = "once-" + System.nanoTime();
        redis.get().execute("CLIENT", "PAUSE", "1500", "WRITE");
        assertThatThrownBy(() -> count(t, "k")).isInstanceOf(WriteOutcomeUnknownException.class);
        // The paused write runs when the pause ends; the client's retry must not add to it.
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (redis.get().execute("HGET", keys.outcomes(t), "shape") == null && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(count(t, "k").get(0).toLong()).isEqualTo(1);
        assertThat(stored(t)).isEqualTo(1);
    }
}
