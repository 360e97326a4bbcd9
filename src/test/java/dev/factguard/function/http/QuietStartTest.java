package dev.factguard.function.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Test;

/** A start logs what an operator needs, not the probes of libraries for hardware FactGuard never uses. */
@QuarkusTest
class QuietStartTest {

    @Test
    void the_tokenizer_gpu_probe_does_not_warn() {
        // DJL's CudaUtils warns "Failed to detect GPU count" twice on every start without a CUDA driver.
        assertThat(Logger.getLogger("ai.djl.util.cuda.CudaUtils").isEnabled(Logger.Level.WARN))
                .isFalse();
        assertThat(Logger.getLogger("dev.factguard").isEnabled(Logger.Level.WARN))
                .isTrue();
    }

    @Test
    void the_redis_clients_own_fault_lines_are_off() {
        // Its failed-reconnect "Unhandled Error" (with a stack trace), its "No handler waiting for message" and its
        // closed-connection warnings: RedisGate reports each kind of fault itself, one line per interval.
        for (String logger : new String[] {
            "io.vertx.redis.client.impl.RedisConnectionManager", "io.vertx.redis.client.impl.RedisStandaloneConnection"
        }) {
            assertThat(Logger.getLogger(logger).isEnabled(Logger.Level.ERROR))
                    .as(logger)
                    .isFalse();
        }
        assertThat(Logger.getLogger("io.vertx.redis.client.impl.RedisConnectionManager")
                        .isEnabled(Logger.Level.FATAL))
                .as("FATAL still reaches the log")
                .isTrue();
    }
}
