package dev.factguard.core.search;

import java.time.Duration;

/**
 * Admission control for outbound search requests, per provider: a rate limit (requests per second, counted in
 * fixed one-second windows) and a back-off after the provider itself throttled us. Implementations backed by a
 * shared store apply both across every instance of the service. Thread-safe.
 */
public interface SearchThrottle {

    /**
     * Asks to send one request to {@code provider} now. An admitted request has used up one slot of the current
     * window; a refused one has used nothing.
     *
     * @param perSecond requests allowed per one-second window; 0 or less means no limit (the back-off still applies)
     */
    Admission admit(String provider, int perSecond);

    /** Refuses every request to {@code provider} for {@code period} ({@link Admission.Outcome#BACKED_OFF}). */
    void backOff(String provider, Duration period);

    /**
     * @param outcome    what happened to the request
     * @param waitMillis when refused, how long until asking again can succeed (next window, or end of the back-off);
     *                   0 when admitted
     */
    record Admission(Outcome outcome, long waitMillis) {

        public static final Admission ADMITTED = new Admission(Outcome.ADMITTED, 0);

        public Admission {
            if (outcome == null) {
                throw new IllegalArgumentException("outcome must not be null");
            }
            if (waitMillis < 0) {
                throw new IllegalArgumentException("waitMillis must not be negative, was " + waitMillis);
            }
        }

        public enum Outcome {
            /** Send it. */
            ADMITTED,
            /** The window's requests are used up; the next window starts in {@code waitMillis}. */
            OVER_LIMIT,
            /** The provider throttled us recently; it is skipped for another {@code waitMillis}. */
            BACKED_OFF
        }
    }
}
