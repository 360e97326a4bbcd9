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
}
