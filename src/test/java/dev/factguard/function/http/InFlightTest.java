package dev.factguard.function.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class InFlightTest {

    private static InFlight limit(int n) {
        return new InFlight("forecasts", "forecasts", "factguard.overload.forecasts", n);
    }

    @Test
    void past_the_limit_entering_fails_until_one_exits() {
        InFlight inFlight = limit(2);
        assertThat(inFlight.tryEnter()).isTrue();
        assertThat(inFlight.tryEnter()).isTrue();
        assertThat(inFlight.tryEnter()).isFalse();
        assertThat(inFlight.current()).isEqualTo(2);
        inFlight.exit();
        assertThat(inFlight.tryEnter()).isTrue();
        assertThat(inFlight.tryEnter()).isFalse();
    }

    @Test
    void threads_racing_never_have_more_inside_than_the_limit_and_refusals_take_no_place() throws Exception {
        InFlight inFlight = limit(3);
        AtomicInteger inside = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        AtomicInteger admitted = new AtomicInteger();
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int i = 0; i < 20_000; i++) {
                    if (inFlight.tryEnter()) {
                        admitted.incrementAndGet();
                        most.accumulateAndGet(inside.incrementAndGet(), Math::max);
                        most.accumulateAndGet(inFlight.current(), Math::max);
                        Thread.yield();
                        inside.decrementAndGet();
                        inFlight.exit();
                    }
                }
            });
            thread.start();
            threads.add(thread);
        }
        start.countDown();
        for (Thread thread : threads) {
            thread.join();
        }
        assertThat(most.get()).isBetween(1, 3);
        assertThat(admitted.get()).isPositive();
        assertThat(inFlight.current()).isZero();
        // Every place is free again: three enter.
        assertThat(inFlight.tryEnter() && inFlight.tryEnter() && inFlight.tryEnter())
                .isTrue();
    }

    @Test
    void a_limit_below_one_names_its_setting() {
        assertThatThrownBy(() -> limit(0)).hasMessageContaining("factguard.overload.forecasts must be at least 1");
    }

    @Test
    void unset_limits_follow_the_cores_and_bad_ones_name_their_key() {
        assertThat(LoadShedding.perCore("functions", "function calls", 0, 2).limit())
                .isEqualTo(2 * LoadShedding.PER_CORE);
        assertThat(LoadShedding.perCore("functions", "function calls", 5, 2).limit())
                .isEqualTo(5);
        assertThatThrownBy(() -> LoadShedding.perCore("functions", "function calls", -1, 2))
                .hasMessageContaining("factguard.overload.functions must be 0");
        assertThat(ForecastThreads.threads(0, 2)).isEqualTo(2 * ForecastThreads.PER_CORE);
        assertThatThrownBy(() -> ForecastThreads.threads(-1, 2))
                .hasMessageContaining("factguard.overload.forecast-threads");
    }

    @Test
    void retry_after_is_whole_seconds_rounded_up_and_never_zero() {
        assertThat(LoadShedding.retryAfterSeconds(Duration.ofMillis(2500))).isEqualTo(3);
        assertThat(LoadShedding.retryAfterSeconds(Duration.ofSeconds(1))).isEqualTo(1);
        assertThat(LoadShedding.retryAfterSeconds(Duration.ZERO)).isEqualTo(1);
        assertThatThrownBy(() -> LoadShedding.retryAfterSeconds(Duration.ofSeconds(-1)))
                .hasMessageContaining("factguard.overload.retry-after");
    }
}
