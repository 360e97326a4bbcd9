package dev.factguard.core.history;

/**
 * Hallucination outcomes per tenant and prompt shape, learned online from feedback and shared by every
 * instance of the service.
 *
 * <p>Implementations are thread-safe and count atomically: concurrent records never lose an update.
 * A backend that cannot be reached throws {@link dev.factguard.core.StoreUnavailableException}.
 */
public interface PatternHistory {

    /**
     * Records one outcome. When {@code feedbackId} is not null, an outcome with the same id for the same
     * tenant is counted only once, however often and from however many instances it is sent.
     */
    Recorded record(String tenant, String shape, boolean hallucinated, String feedbackId);

    /** The counts for a shape; {@link ShapeStats#NONE} when the shape was never seen. */
    ShapeStats stats(String tenant, String shape);
}
