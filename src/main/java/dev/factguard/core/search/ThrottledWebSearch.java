package dev.factguard.core.search;

import dev.factguard.core.search.SearchThrottle.Admission;
import java.time.Duration;
import java.util.List;

/**
 * A provider behind its rate limit and back-off ({@link SearchThrottle}).
 *
 * <p>Over the limit, a search waits for the next window as long as that fits in {@code maxWait} — a provider
 * limited to 1 request/s would otherwise lose every second claim of a refresh to the next provider — and past
 * that it fails {@code RATE_LIMITED} without sending anything, so a chain moves on at once rather than queue
 * behind a busy provider. When the provider itself throttles us ({@code RATE_LIMITED}: HTTP 429, DuckDuckGo's
 * 202 or challenge page), it is backed off for {@code backoff}, or for as long as the provider asked (its
 * {@code Retry-After}) when that is longer, up to {@link #MAX_BACKOFF}: searches fail fast without a request until
 * then. A search that would have to wait while the provider's last request failed fast (refused, 5xx, unreadable,
 * in under a second) does not wait: it fails at once with that reason, since sleeping only to send a request that
 * is likely to fail the same way costs every later claim of a refresh its second. Thread-safe if the delegate and
 * the throttle are.
 */
public final class ThrottledWebSearch implements WebSearch {

    /**
     * The longest back-off a provider's own {@code Retry-After} can ask for. A spent monthly quota may say "in three
     * weeks"; probing again once an hour costs one request and notices a raised quota the same hour.
     */
    public static final Duration MAX_BACKOFF = Duration.ofHours(1);
    /** A failure quicker than one rate-limit window: waiting a window to repeat it would cost more than it did. */
    private static final long FAST_NANOS = Duration.ofSeconds(1).toNanos();

    private final WebSearch delegate;
    private final SearchThrottle throttle;
    private final int perSecond;
    private final Duration maxWait;
    private final Duration backoff;
    private final Sleeper sleeper;
    /** When the provider's last request failed fast (System.nanoTime), and why; null reason after a success. */
    private volatile long lastFastFailure;

    private volatile String lastFastFailureReason;

    /** Waits for a rate-limit slot; a seam so tests can see every wait without spending it. */
    interface Sleeper {
        void sleep(long millis) throws InterruptedException;
    }

    /**
     * @param perSecond requests per second allowed to the provider; 0 for no limit
     * @param maxWait   longest a search waits for a free slot (0: never waits)
     * @param backoff   how long a provider that throttled us is skipped (0: never)
     */
    public ThrottledWebSearch(
            WebSearch delegate, SearchThrottle throttle, int perSecond, Duration maxWait, Duration backoff) {
        this(delegate, throttle, perSecond, maxWait, backoff, Thread::sleep);
    }

    ThrottledWebSearch(
            WebSearch delegate,
            SearchThrottle throttle,
            int perSecond,
            Duration maxWait,
            Duration backoff,
            Sleeper sleeper) {
        if (delegate == null || throttle == null) {
            throw new IllegalArgumentException("delegate and throttle must not be null");
        }
        if (perSecond < 0) {
            throw new IllegalArgumentException("perSecond must not be negative, was " + perSecond);
        }
        if (maxWait == null || maxWait.isNegative() || backoff == null || backoff.isNegative()) {
            throw new IllegalArgumentException("maxWait and backoff must be zero or positive");
        }
        this.delegate = delegate;
        this.throttle = throttle;
        this.perSecond = perSecond;
        this.maxWait = maxWait;
        this.backoff = backoff;
        this.sleeper = sleeper;
    }

    @Override
    public String name() {
        return delegate.name();
    }

    @Override
    public List<SearchResult> search(String query, int maxResults) {
        awaitAdmission();
        long sent = System.nanoTime();
        try {
            List<SearchResult> results = delegate.search(query, maxResults);
            lastFastFailureReason = null;
            return results;
        } catch (SearchFailure e) {
            if (e.kind() == SearchFailure.Kind.RATE_LIMITED && !backoff.isZero()) {
                throttle.backOff(name(), backoffFor(e));
            } else if (System.nanoTime() - sent < FAST_NANOS) {
                lastFastFailure = System.nanoTime();
                lastFastFailureReason = e.getMessage();
            }
            throw e;
        }
    }

    /** The reason of a fast failure within the last two windows, or null. */
    private String recentFastFailure() {
        String reason = lastFastFailureReason;
        return reason != null && System.nanoTime() - lastFastFailure < 2 * FAST_NANOS ? reason : null;
    }

    /** The configured back-off, or what the provider asked for when longer (capped at MAX_BACKOFF). */
    private Duration backoffFor(SearchFailure throttled) {
        Duration asked = throttled.retryAfter().orElse(Duration.ZERO);
        Duration capped = asked.compareTo(MAX_BACKOFF) > 0 ? MAX_BACKOFF : asked;
        return capped.compareTo(backoff) > 0 ? capped : backoff;
    }

    private void awaitAdmission() {
        long deadline = System.nanoTime() + maxWait.toNanos();
        while (true) {
            Admission admission = throttle.admit(name(), perSecond);
            switch (admission.outcome()) {
                case ADMITTED:
                    return;
                case BACKED_OFF:
                    throw new SearchFailure(
                            name(),
                            SearchFailure.Kind.RATE_LIMITED,
                            "skipped for another " + seconds(admission.waitMillis())
                                    + " s: it throttled an earlier request");
                default:
                    String failedFast = recentFastFailure();
                    if (failedFast != null) {
                        throw new SearchFailure(
                                name(),
                                SearchFailure.Kind.UNAVAILABLE,
                                "not sent: over the limit"
                                        + " of " + perSecond + " requests/s, and its last request failed at once ("
                                        + failedFast
                                        + ")");
                    }
                    long waitNanos = Duration.ofMillis(admission.waitMillis()).toNanos();
                    if (System.nanoTime() + waitNanos > deadline) {
                        throw new SearchFailure(
                                name(),
                                SearchFailure.Kind.RATE_LIMITED,
                                "not sent: over the limit"
                                        + " of " + perSecond + " requests/s (factguard.search." + name()
                                        + ".requests-per-second)");
                    }
                    sleep(admission.waitMillis());
            }
        }
    }

    private void sleep(long millis) {
        try {
            sleeper.sleep(Math.max(1, millis));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SearchFailure(
                    name(), SearchFailure.Kind.UNAVAILABLE, "interrupted waiting for the rate limit", e);
        }
    }

    private static String seconds(long millis) {
        return Long.toString(Math.max(1, (millis + 999) / 1000));
    }
}
