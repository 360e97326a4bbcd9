package dev.factguard.core.tenant;

import dev.factguard.core.StoreUnavailableException;

/**
 * The store failed while a tenant was being erased: {@link #erasure()} says what was removed before it did, and
 * the rest is still stored. Erasing again finishes the job (an erase removes what it finds).
 */
public final class ErasureIncompleteException extends StoreUnavailableException {

    private final transient Erasure erasure;

    public ErasureIncompleteException(Erasure erasure, Throwable cause) {
        super(
                "the erase of tenant '" + erasure.tenant() + "' stopped when the store failed ("
                        + (cause == null ? "unknown cause" : cause.getMessage()) + "); removed before that: "
                        + erasure.describe() + "; not removed: the tenant's remaining data; erase again to finish",
                cause);
        this.erasure = erasure;
    }

    public Erasure erasure() {
        return erasure;
    }
}
