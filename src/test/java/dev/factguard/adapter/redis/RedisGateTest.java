package dev.factguard.adapter.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.WriteOutcomeUnknownException;
import dev.factguard.testing.RedisResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.core.http.ConnectionPoolTooBusyException;
import io.vertx.mutiny.redis.client.Response;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/** How the gate tells a bug from an outage, and an unknown outcome from "nothing was written", on a real Redis. */
@QuarkusTest
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class RedisGateTest {

    @Inject
    Instance<RedisDataSource> redis;

    /** No fail-fast window, so each call reaches Redis. */
    private RedisGate gate() {
        return new RedisGate(redis.get(), Duration.ZERO, Duration.ofMinutes(1), Clock.systemUTC());
    }

    @Test
    void a_script_bug_is_an_error_reply_and_propagates_as_such() {
        assertThatThrownBy(() -> gate().call(r -> r.execute("EVAL", "return redis.call('NO_SUCH_COMMAND')", "0")))
                .isNotInstanceOf(StoreUnavailableException.class)
                .hasMessageContaining("Unknown Redis command");
    }

    @Test
    void a_full_connection_pool_fails_that_call_only_while_an_outage_makes_the_next_ones_fail_fast() {
        RedisGate gate = new RedisGate(redis.get(), Duration.ofMinutes(1), Duration.ofMinutes(1), Clock.systemUTC());
        // What the Vert.x pool throws when every connection is busy and max-pool-waiting calls wait already.
        Throwable busy = failure(gate.readAsync(r -> CompletableFuture.failedFuture(
                new ConnectionPoolTooBusyException("Connection pool reached max wait queue size of 1024"))));
        assertThat(busy)
                .isInstanceOf(StoreUnavailableException.class)
                .hasMessageContaining("this instance's Redis connections are all busy")
                .hasMessageContaining("quarkus.redis.max-pool-size");
        assertThat(gate.read(r -> r.execute("PING")).toString())
                .as("Redis is fine: the next call reaches it")
                .isEqualTo("PONG");

        Throwable refused = failure(gate.readAsync(
                r -> CompletableFuture.failedFuture(new java.net.ConnectException("Connection refused"))));
        assertThat(refused).isInstanceOf(StoreUnavailableException.class);
        assertThatThrownBy(() -> gate.read(r -> r.execute("PING")))
                .isInstanceOf(StoreUnavailableException.class)
                .hasMessageContaining("failing fast");
    }

    private static Throwable failure(java.util.concurrent.CompletionStage<?> stage) {
        try {
            stage.toCompletableFuture().get(5, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            return e.getCause();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        throw new AssertionError("the call succeeded");
    }

    @Test
    void a_connection_killed_under_a_write_is_an_unknown_outcome_not_an_error_reply() throws Exception {
        String list = "gate-test-" + System.nanoTime();
        Throwable failure = killedUnder(gate(), g -> g.call(r -> r.execute("BLPOP", list, "0")));
        assertThat(failure)
                .isInstanceOf(WriteOutcomeUnknownException.class)
                .hasMessageContaining("connection closed")
                .hasMessageContaining("may have been applied; safe to retry with the same idempotency key");
    }

    @Test
    void a_read_whose_connection_is_killed_is_retried_on_a_new_one() throws Exception {
        String list = "gate-test-" + System.nanoTime();
        CompletableFuture<Response> running =
                CompletableFuture.supplyAsync(() -> gate().read(r -> r.execute("BLPOP", list, "0")));
        awaitBlocked(running);
        // Kill exactly the blocked connection: killing every client would also close the pooled connection the
        // retry may pick, which is a different fault (two dropped connections in a row).
        String blocked = null;
        for (String line : redis.get().execute("CLIENT", "LIST").toString().split("\n")) {
            if (line.contains("cmd=blpop")) {
                blocked = line.substring(line.indexOf("id=") + 3, line.indexOf(' ', line.indexOf("id=")));
            }
        }
        assertThat(blocked).as("the BLPOP's connection").isNotNull();
        assertThat(redis.get().execute("CLIENT", "KILL", "ID", blocked).toInteger())
                .isEqualTo(1);
        // The killed BLPOP can never answer; only the retry on a new connection can receive this element.
        redis.get().execute("RPUSH", list, "x");
        assertThat(running.get(10, TimeUnit.SECONDS).get(1).toString()).isEqualTo("x");
    }

    @Test
    void a_write_left_unanswered_by_a_paused_redis_says_it_may_have_been_applied_and_it_was() throws Exception {
        String key = "gate-test-" + System.nanoTime();
        RedisGate gate = gate();
        gate.call(r -> r.execute("CLIENT", "PAUSE", "1500", "WRITE"));
        // Through the typed API, as the adapters call it: its timeout maps as the raw command's does.
        assertThatThrownBy(() -> gate.call(r -> {
                    r.value(String.class).set(key, "v");
                    return null;
                }))
                .isInstanceOf(WriteOutcomeUnknownException.class)
                .hasMessageContaining("may have been applied");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        String value = null;
        while (value == null && System.nanoTime() < deadline) {
            Thread.sleep(100);
            value = gate.read(r -> r.value(String.class).get(key));
        }
        assertThat(value).as("the write was applied when the pause ended").isNotNull();
    }

    @Test
    void each_kind_of_fault_is_logged_once_per_interval() throws Exception {
        List<LogRecord> warnings = new CopyOnWriteArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
                    warnings.add(record);
                }
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        Logger logger = Logger.getLogger(RedisGate.class.getName());
        logger.addHandler(handler);
        try {
            RedisGate gate = gate();
            String list = "gate-test-" + System.nanoTime();
            killedUnder(gate, g -> g.call(r -> r.execute("BLPOP", list, "0")));
            killedUnder(gate, g -> g.call(r -> r.execute("BLPOP", list, "0")));
            gate.call(r -> r.execute("CLIENT", "PAUSE", "5000", "WRITE"));
            for (int i = 0; i < 2; i++) {
                assertThatThrownBy(() -> gate.call(r -> r.execute("SET", list + "-k", "v")))
                        .isInstanceOf(WriteOutcomeUnknownException.class);
            }
        } finally {
            redis.get().execute("CLIENT", "UNPAUSE");
            logger.removeHandler(handler);
        }
        assertThat(warnings)
                .as("one line for the killed connections, one for the timeouts")
                .hasSize(2);
        assertThat(warnings)
                .allSatisfy(r -> assertThat(r.getThrown()).as("no stack trace").isNull());
    }

    /**
     * Runs {@code call} while its connection is killed from another one; the failure, or null if it succeeded.
     * On a machine so loaded that the client's 1 s timeout fires before the kill lands, tries again (up to 5 times).
     */
    private Throwable killedUnder(RedisGate gate, Function<RedisGate, Object> call) throws Exception {
        Throwable failure = null;
        for (int attempt = 0; attempt < 5; attempt++) {
            failure = killedOnce(gate, call);
            if (failure == null || !failure.getMessage().contains("timeout")) {
                return failure;
            }
        }
        return failure;
    }

    private void awaitBlocked(CompletableFuture<?> running) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!redis.get().execute("CLIENT", "LIST").toString().contains("cmd=blpop") && !running.isDone()) {
            assertThat(System.nanoTime()).as("the call reached Redis").isLessThan(deadline);
            Thread.sleep(5);
        }
    }

    private Throwable killedOnce(RedisGate gate, Function<RedisGate, Object> call) throws Exception {
        CompletableFuture<Object> running = CompletableFuture.supplyAsync(() -> call.apply(gate));
        awaitBlocked(running);
        redis.get().execute("CLIENT", "KILL", "TYPE", "normal", "SKIPME", "yes");
        try {
            running.get(10, TimeUnit.SECONDS);
            return null;
        } catch (ExecutionException e) {
            return e.getCause();
        }
    }
}
