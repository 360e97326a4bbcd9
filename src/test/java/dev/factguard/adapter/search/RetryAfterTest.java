package dev.factguard.adapter.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RetryAfterTest {

    static final Instant NOW = Instant.parse("2026-11-29T12:00:00Z");

    private static Duration of(Map<String, String> headers) {
        return RetryAfter.of(headers::get, NOW);
    }

    @Test
    void reads_retry_after_in_seconds_or_as_an_http_date() {
        assertThat(of(Map.of("Retry-After", "120"))).isEqualTo(Duration.ofSeconds(120));
        assertThat(of(Map.of("Retry-After", "Sun, 29 Nov 2026 12:05:00 GMT"))).isEqualTo(Duration.ofMinutes(5));
    }

    @Test
    void reads_the_reset_of_the_spent_window_from_brave_s_rate_limit_headers() {
        // Brave: per-second and per-month windows; the month's quota is spent.
        assertThat(of(Map.of("X-RateLimit-Reset", "1, 1419704", "X-RateLimit-Remaining", "1, 0")))
                .isEqualTo(Duration.ofSeconds(1419704));
        // Only this second's allowance is spent.
        assertThat(of(Map.of("X-RateLimit-Reset", "1, 1419704", "X-RateLimit-Remaining", "0, 8000")))
                .isEqualTo(Duration.ofSeconds(1));
        // No remaining counts: the soonest reset.
        assertThat(of(Map.of("X-RateLimit-Reset", "30, 900"))).isEqualTo(Duration.ofSeconds(30));
        // An epoch second rather than a number of seconds.
        assertThat(of(Map.of("X-RateLimit-Reset", String.valueOf(NOW.getEpochSecond() + 45))))
                .isEqualTo(Duration.ofSeconds(45));
    }

    @Test
    void retry_after_wins_over_the_rate_limit_headers() {
        assertThat(of(Map.of("Retry-After", "7", "X-RateLimit-Reset", "1, 1419704", "X-RateLimit-Remaining", "1, 0")))
                .isEqualTo(Duration.ofSeconds(7));
    }

    @Test
    void says_nothing_when_the_headers_are_absent_unreadable_or_in_the_past() {
        assertThat(of(Map.of())).isNull();
        assertThat(of(Map.of("Retry-After", "soon"))).isNull();
        assertThat(of(Map.of("Retry-After", "0"))).isNull();
        assertThat(of(Map.of("Retry-After", "Sun, 29 Nov 2026 11:00:00 GMT"))).isNull();
        assertThat(of(Map.of("X-RateLimit-Reset", "x, y"))).isNull();
    }
}
