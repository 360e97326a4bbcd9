package dev.factguard.core.nli;

/** The NLI server failed (error status, timeout, unreadable answer); the refresh becomes {@code unverified}. */
public class NliFailure extends RuntimeException {
    public NliFailure(String message, Throwable cause) {
        super(message, cause);
    }
}
