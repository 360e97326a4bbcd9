package dev.factguard.adapter.search;

import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.function.UnaryOperator;

/**
 * How long a provider that throttled us asked us to wait, read from its answer's headers: {@code Retry-After}
 * (seconds, or an HTTP date), else {@code X-RateLimit-Reset} as Brave sends it — seconds until each of its windows
 * resets, comma-separated ({@code "1, 1419704"}: this second, this month), paired with
 * {@code X-RateLimit-Remaining} ({@code "0, 9000"}): the wait is that of the windows with nothing left. Stateless.
 */
final class RetryAfter {

    /** Above this a reset is an epoch second, not a number of seconds (some providers send either). */
    private static final long EPOCH_SECONDS = 1_000_000_000L;

    private RetryAfter() {}

    /**
     * @param header a header's value by name, null when absent
     * @return the wait the headers ask for, or null when they say nothing usable
     */
    static Duration of(UnaryOperator<String> header, Instant now) {
        Duration retryAfter = retryAfter(header.apply("Retry-After"), now);
        return retryAfter != null
                ? retryAfter
                : reset(header.apply("X-RateLimit-Reset"), header.apply("X-RateLimit-Remaining"), now);
    }

    private static Duration retryAfter(String value, Instant now) {
        if (value == null || value.isBlank()) {
            return null;
        }
        Long seconds = seconds(value);
        if (seconds != null) {
            return positive(Duration.ofSeconds(seconds));
        }
        try {
            return positive(Duration.between(
                    now,
                    ZonedDateTime.parse(value.strip(), DateTimeFormatter.RFC_1123_DATE_TIME)
                            .toInstant()));
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    private static Duration reset(String resets, String remaining, Instant now) {
        if (resets == null || resets.isBlank()) {
            return null;
        }
        String[] reset = resets.split(",");
        String[] left = remaining == null ? new String[0] : remaining.split(",");
        Duration spent = null;
        Duration soonest = null;
        for (int i = 0; i < reset.length; i++) {
            Long value = seconds(reset[i]);
            if (value == null) {
                continue;
            }
            Duration wait = value > EPOCH_SECONDS
                    ? Duration.between(now, Instant.ofEpochSecond(value))
                    : Duration.ofSeconds(value);
            soonest = soonest == null || wait.compareTo(soonest) < 0 ? wait : soonest;
            Long windowLeft = i < left.length ? seconds(left[i]) : null;
            if (windowLeft != null && windowLeft <= 0 && (spent == null || wait.compareTo(spent) > 0)) {
                spent = wait;
            }
        }
        return positive(spent != null ? spent : soonest);
    }

    private static Long seconds(String value) {
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Duration positive(Duration wait) {
        return wait == null || wait.isNegative() || wait.isZero() ? null : wait;
    }
}
