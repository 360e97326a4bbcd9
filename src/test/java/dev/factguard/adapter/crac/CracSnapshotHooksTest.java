package dev.factguard.adapter.crac;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.crac.CracSnapshotHooks.Step;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CracSnapshotHooksTest {

    private final List<String> ran = new ArrayList<>();

    private Step step(String name) {
        return new Step(name, () -> ran.add(name));
    }

    @Test
    void before_checkpoint_runs_the_priming_steps_in_order_and_nothing_of_the_restore() {
        CracSnapshotHooks hooks =
                new CracSnapshotHooks(List.of(step("forecast"), step("freshness")), List.of(step("redis")));

        hooks.beforeCheckpoint(null);

        assertThat(ran).containsExactly("forecast", "freshness");
    }

    @Test
    void after_restore_runs_the_restore_steps_only() {
        CracSnapshotHooks hooks = new CracSnapshotHooks(List.of(step("forecast")), List.of(step("redis")));

        hooks.afterRestore(null);

        assertThat(ran).containsExactly("redis");
    }

    @Test
    void a_failing_step_is_skipped_and_does_not_abort_the_snapshot() {
        Step broken = new Step("embedding", () -> {
            throw new IllegalStateException("model missing");
        });
        CracSnapshotHooks hooks = new CracSnapshotHooks(
                List.of(step("forecast"), broken, step("freshness")), List.of(broken, step("redis")));

        hooks.beforeCheckpoint(null);
        hooks.afterRestore(null);

        assertThat(ran).containsExactly("forecast", "freshness", "redis");
        assertThat(hooks.prime()).isEqualTo(2);
    }
}
