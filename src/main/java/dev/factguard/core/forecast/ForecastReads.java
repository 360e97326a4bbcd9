package dev.factguard.core.forecast;

import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.knowledge.Retrieval;
import dev.factguard.core.outcome.FeatureCounts;
import dev.factguard.core.outcome.LearnerStats;
import dev.factguard.core.outcome.OutcomeStore;
import dev.factguard.core.outcome.Remembered;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Everything one forecast needs from shared state: the tenant's best facts for the prompt, the outcome counts of
 * the prompt's features and the remembering of the forecast's features under its id, asked for at once (one port
 * rather than two store calls, so a shared store answers them in one round trip); the tenant's learner counters,
 * read only when feedback changed them since this instance last fitted its learner; and, once the risk is known,
 * what the risk learner needs of the forecast ({@link #remember}). Implementations are thread-safe.
 */
public interface ForecastReads {

    /**
     * Retrieves at most {@code topK} facts for {@code query}, reads the counts of {@code features} (and
     * {@link OutcomeStore#TOTAL}) and remembers {@code forecastId} (null: remember nothing) with its features.
     *
     * @return the parts; a part whose store could not be reached is null
     * @throws dev.factguard.core.StoreUnavailableException when nothing could be read
     */
    Read read(String tenant, KnowledgeQuery query, int topK, List<String> features, String forecastId);

    /**
     * {@link #read} without blocking the calling thread, for callers that must not wait (an event loop): a shared
     * store sends its request and completes the stage from its client's thread. The default reads at once, which
     * suits stores in memory. The stage fails as {@link #read} throws; it may complete on any thread.
     */
    default CompletionStage<Read> readAsync(
            String tenant, KnowledgeQuery query, int topK, List<String> features, String forecastId) {
        try {
            return CompletableFuture.completedFuture(read(tenant, query, topK, features, forecastId));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /** The tenant's learner counters ({@link OutcomeStore#learner}). */
    LearnerStats learner(String tenant);

    /** {@link #learner} without blocking the calling thread; the default reads at once. */
    default CompletionStage<LearnerStats> learnerAsync(String tenant) {
        try {
            return CompletableFuture.completedFuture(learner(tenant));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /**
     * Remembers what the risk learner needs of a forecast whose features {@link #read} remembered under its id
     * ({@link OutcomeStore#remember}). A shared store may send it without waiting and never reports a failure:
     * feedback for the id then counts the features alone. Does not block on a round trip.
     */
    void remember(String tenant, String forecastId, Remembered remembered);

    /**
     * What a forecast read.
     *
     * @param retrieval the facts found, or null when the knowledge store could not be reached
     * @param counts    counts by feature (features never seen are absent), or null when the outcome store could
     *                  not be reached
     */
    record Read(Retrieval retrieval, Map<String, FeatureCounts> counts) {}

    /** Two separate stores asked one after the other (in memory a call costs nothing); each may fail alone. */
    static ForecastReads of(KnowledgeStore knowledge, OutcomeStore outcomes) {
        return new StoreForecastReads(knowledge, outcomes);
    }
}
