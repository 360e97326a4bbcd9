package dev.factguard.core.search;

/**
 * A search provider could not answer. Typed so the refresher (and a provider chain) can tell "no results"
 * (an empty list, never this exception) from "the provider failed" (this exception: verdict
 * {@code unverified}).
 */
public class SearchFailure extends RuntimeException {

    /** Why the provider failed. */
    public enum Kind {
        /** Throttled: HTTP 429, DuckDuckGo's 202, or a challenge page. Back off, try another provider. */
        RATE_LIMITED,
        /** No answer in time. */
        TIMEOUT,
        /** HTTP 5xx or a connection failure. */
        UNAVAILABLE,
        /** Credentials missing or refused (401/403): a configuration error. */
        UNAUTHORIZED,
        /** The answer could not be read (malformed JSON/HTML). */
        MALFORMED
    }

    private final String provider;
    private final Kind kind;

    public SearchFailure(String provider, Kind kind, String message) {
        this(provider, kind, message, null);
    }

    public SearchFailure(String provider, Kind kind, String message, Throwable cause) {
        super(provider + ": " + message, cause);
        this.provider = provider;
        this.kind = kind;
    }

    public String provider() {
        return provider;
    }

    public Kind kind() {
        return kind;
    }
}
