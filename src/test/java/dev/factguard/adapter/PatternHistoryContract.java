package dev.factguard.adapter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.history.PatternHistory;
import dev.factguard.core.history.Recorded;
import dev.factguard.core.history.ShapeStats;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** What every {@link PatternHistory} must do; extended once per adapter. */
public abstract class PatternHistoryContract {

    protected abstract PatternHistory history();

    protected String tenant(String name) {
        return name + "-" + getClass().getSimpleName() + "-" + System.nanoTime();
    }

    @Test
    void an_unseen_shape_has_no_counts() {
        assertThat(history().stats(tenant("t"), "what|short|anchored")).isEqualTo(ShapeStats.NONE);
    }

    @Test
    void records_hallucinations_and_totals_per_shape() {
        String t = tenant("t");
        history().record(t, "what|short|anchored", true, null);
        history().record(t, "what|short|anchored", false, null);
        Recorded last = history().record(t, "what|short|anchored", true, null);
        assertThat(last.counted()).isTrue();
        assertThat(last.stats()).isEqualTo(new ShapeStats(2, 3));
        assertThat(history().stats(t, "how|short|vague")).isEqualTo(ShapeStats.NONE);
    }

    @Test
    void a_feedback_id_counts_once() {
        String t = tenant("t");
        assertThat(history().record(t, "s|short|vague", true, "id-1").counted()).isTrue();
        Recorded again = history().record(t, "s|short|vague", true, "id-1");
        assertThat(again.counted()).isFalse();
        assertThat(again.stats()).isEqualTo(new ShapeStats(1, 1));
    }

    @Test
    void tenants_do_not_share_history() {
        String a = tenant("a");
        history().record(a, "s|short|vague", true, "shared-id");
        String b = tenant("b");
        assertThat(history().stats(b, "s|short|vague")).isEqualTo(ShapeStats.NONE);
        assertThat(history().record(b, "s|short|vague", true, "shared-id").counted()).isTrue();
    }

    @Test
    void parallel_records_lose_no_update() throws Exception {
        String t = tenant("par");
        ExecutorService pool = Executors.newFixedThreadPool(8);
        List<Callable<Recorded>> calls = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            boolean hallucinated = i % 4 == 0;
            calls.add(() -> history().record(t, "p|short|vague", hallucinated, null));
        }
        for (Future<Recorded> f : pool.invokeAll(calls)) {
            f.get();
        }
        pool.shutdown();
        assertThat(history().stats(t, "p|short|vague")).isEqualTo(new ShapeStats(50, 200));
    }
}
