package dev.factguard.adapter.logging;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.search.SearchFailure;
import dev.factguard.testing.LogCapture;
import dev.factguard.testing.MutableClock;
import org.junit.jupiter.api.Test;

class JBossLogObserverTest {

    private final MutableClock clock = new MutableClock(java.time.Instant.parse("2026-01-01T00:00:00Z"));

    @Test
    void each_signal_is_one_line_with_the_token_its_alarm_counts() {
        JBossLogObserver observer = new JBossLogObserver(20, clock);
        try (LogCapture log = new LogCapture()) {
            observer.degraded("redis", "forecast", "answered without redis");
            observer.searchFailed("duckduckgo", SearchFailure.Kind.RATE_LIMITED, "HTTP 202");
            observer.searchFailed("brave", SearchFailure.Kind.UNAUTHORIZED, "key refused\n(HTTP 401)");
            observer.storeUnavailable("knowledge-add", "Redis unavailable: connection refused");
            assertThat(log.lines())
                    .containsExactly(
                            "degraded=redis function=forecast: answered without redis",
                            "search_failure=rate_limited provider=duckduckgo: HTTP 202",
                            "search_failure=unauthorized provider=brave: key refused (HTTP 401)",
                            "store_unavailable function=knowledge-add: Redis unavailable: connection refused");
            assertThat(log.anyStackTrace()).isFalse();
        }
    }

    @Test
    void past_its_budget_a_signal_is_counted_and_the_next_line_says_how_many_were_left_out() {
        JBossLogObserver observer = new JBossLogObserver(2, clock);
        try (LogCapture log = new LogCapture()) {
            for (int i = 0; i < 5; i++) {
                observer.degraded("redis", "forecast", "answered without redis");
            }
            observer.storeUnavailable("feedback", "Redis unavailable");
            assertThat(log.lines()).as("another signal has its own budget").hasSize(3);
            clock.advance(java.time.Duration.ofSeconds(1));
            observer.degraded("redis", "forecast", "answered without redis");
            assertThat(log.lines().get(3))
                    .isEqualTo("degraded=redis function=forecast: answered without redis"
                            + " (3 earlier lines of this signal not logged: over the budget)");
        }
    }

    @Test
    void a_long_reason_is_cut_so_one_line_stays_short() {
        String page = "x".repeat(5_000);
        assertThat(JBossLogObserver.oneLine(page)).hasSize(301);
        assertThat(JBossLogObserver.oneLine(null)).isEqualTo("no reason given");
    }
}
