package dev.factguard.core;

/**
 * A store's backend (e.g. Redis) could not be reached or answered too slowly. Reads degrade to their
 * fallbacks; writes surface it to the caller as "try again", because dropping a write silently would
 * lose data.
 */
public class StoreUnavailableException extends RuntimeException {
    public StoreUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
