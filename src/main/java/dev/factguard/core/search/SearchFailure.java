package dev.factguard.core.search;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

/**
 * A search provider could not answer. Typed so the refresher (and a provider chain) can tell "no results"
 * (an empty list, never this exception) from "the provider failed" (this exception: verdict
 * {@code unverified}). Messages never carry credentials.
 */
public class SearchFailure extends RuntimeException {

    /** Why the provider failed. */
    public enum Kind {
        /** Throttled: HTTP 429, DuckDuckGo's 202, a challenge page, or our own rate limit. Try another provider. */
        RATE_LIMITED,
        /** No answer in time. */
        TIMEOUT,
        /** HTTP 5xx or a connection failure. */
        UNAVAILABLE,
        /** Credentials missing or refused (401/403): a configuration error. */
        UNAUTHORIZED,
        /** The answer could not be read (malformed JSON/HTML). */
        MALFORMED;

        /** The lower-case name used in refresh errors, e.g. {@code rate_limited}. */
        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final String provider;
    private final Kind kind;
    private final String detail;
    private final Duration retryAfter;

    public SearchFailure(String provider, Kind kind, String message) {
        this(provider, kind, message, null);
    }

    public SearchFailure(String provider, Kind kind, String message, Throwable cause) {
        this(provider, kind, message, cause, null);
    }

    /** @param retryAfter how long the provider asked us to wait (its {@code Retry-After}); null when it did not say */
    public SearchFailure(String provider, Kind kind, String message, Throwable cause, Duration retryAfter) {
        super(provider + ": " + message, cause);
        this.provider = provider;
        this.kind = kind;
        this.detail = message;
        this.retryAfter = retryAfter == null || retryAfter.isNegative() || retryAfter.isZero() ? null : retryAfter;
    }

    /** How long the provider asked us to wait before the next request, when it said so. */
    public Optional<Duration> retryAfter() {
        return Optional.ofNullable(retryAfter);
    }

    public String provider() {
        return provider;
    }

    public Kind kind() {
        return kind;
    }

    /** The message without the provider prefix, e.g. {@code HTTP 429}. */
    public String detail() {
        return detail;
    }

    /** How a refresh states it after "search failed ", e.g. {@code (rate_limited): brave: HTTP 429}. */
    public String reason() {
        return "(" + kind.wireName() + "): " + getMessage();
    }
}
