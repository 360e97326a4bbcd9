package dev.factguard.adapter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.search.SearchThrottle;
import dev.factguard.core.search.SearchThrottle.Admission;
import dev.factguard.core.search.SearchThrottle.Admission.Outcome;
import dev.factguard.testing.MutableClock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** What every {@link SearchThrottle} must do; extended once per adapter. */
public abstract class SearchThrottleContract {

    /** 250 ms into a one-second window. */
    protected final MutableClock clock = new MutableClock(Instant.parse("2026-01-01T00:00:00.250Z"));

    /** A throttle numbering its windows by {@link #clock}. */
    protected abstract SearchThrottle throttle();

    /** Lets a back-off of {@code period} run out (a clock for in-memory; a real wait for Redis). */
    protected abstract void letBackOffRunOut(Duration period) throws Exception;

    /** A provider name no other test (or earlier run on the same store) used. */
    protected static String provider(String name) {
        return name + System.nanoTime();
    }

    @Test
    void admits_the_limit_in_a_window_then_says_when_the_next_one_starts() {
        SearchThrottle throttle = throttle();
        String brave = provider("brave");
        for (int i = 0; i < 3; i++) {
            assertThat(throttle.admit(brave, 3)).isEqualTo(Admission.ADMITTED);
        }
        assertThat(throttle.admit(brave, 3)).isEqualTo(new Admission(Outcome.OVER_LIMIT, 750));
        clock.advance(Duration.ofSeconds(1));
        assertThat(throttle.admit(brave, 3)).isEqualTo(Admission.ADMITTED);
    }

    @Test
    void zero_means_no_limit() {
        SearchThrottle throttle = throttle();
        String searxng = provider("searxng");
        for (int i = 0; i < 50; i++) {
            assertThat(throttle.admit(searxng, 0)).isEqualTo(Admission.ADMITTED);
        }
    }

    @Test
    void each_provider_has_its_own_limit() {
        SearchThrottle throttle = throttle();
        String brave = provider("brave");
        assertThat(throttle.admit(brave, 1)).isEqualTo(Admission.ADMITTED);
        assertThat(throttle.admit(brave, 1).outcome()).isEqualTo(Outcome.OVER_LIMIT);
        assertThat(throttle.admit(provider("tavily"), 1)).isEqualTo(Admission.ADMITTED);
    }

    @Test
    void a_back_off_refuses_every_request_until_it_runs_out() throws Exception {
        SearchThrottle throttle = throttle();
        String ddg = provider("duckduckgo");
        Duration period = Duration.ofMillis(400);
        throttle.backOff(ddg, period);

        Admission refused = throttle.admit(ddg, 0);
        assertThat(refused.outcome()).isEqualTo(Outcome.BACKED_OFF);
        assertThat(refused.waitMillis()).isBetween(1L, period.toMillis());
        assertThat(throttle.admit(ddg, 5).outcome()).isEqualTo(Outcome.BACKED_OFF);

        letBackOffRunOut(period);
        assertThat(throttle.admit(ddg, 5)).isEqualTo(Admission.ADMITTED);
    }

    @Test
    void concurrent_requests_never_get_more_than_the_limit() throws Exception {
        SearchThrottle throttle = throttle();
        String brave = provider("brave");
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Callable<Admission>> asks = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                asks.add(() -> throttle.admit(brave, 5));
            }
            int admitted = 0;
            for (Future<Admission> answer : pool.invokeAll(asks)) {
                admitted += answer.get().outcome() == Outcome.ADMITTED ? 1 : 0;
            }
            assertThat(admitted).isEqualTo(5);
        } finally {
            pool.shutdownNow();
        }
    }
}
