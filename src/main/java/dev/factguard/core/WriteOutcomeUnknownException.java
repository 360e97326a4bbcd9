package dev.factguard.core;

/**
 * A write was sent but its answer never came (a timeout, a connection closed while the command was in
 * flight): the store may or may not have applied it. Unlike its parent, this must not be reported as
 * "nothing was written"; the caller is told to retry with the same idempotency key, which every write
 * accepts without double-counting.
 */
public class WriteOutcomeUnknownException extends StoreUnavailableException {

    /** What the caller is told to do, appended to the store's own description of the failure. */
    public static final String ADVICE = "the write may have been applied; safe to retry with the same idempotency key";

    public WriteOutcomeUnknownException(String message, Throwable cause) {
        super(message + "; " + ADVICE, cause);
    }
}
