package dev.factguard.adapter.redis;

import dev.factguard.core.forecast.ForecastReads;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.outcome.FeatureKeys;
import dev.factguard.core.outcome.LearnerStats;
import dev.factguard.core.outcome.Remembered;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;

/**
 * A forecast's reads in one round trip: the forecast remembered under its id with the forecast ttl and the
 * outcome counters of the prompt's features go in one batch with the script that checks the tenant's facts
 * version and brings the facts written since ({@link RedisKnowledgeStore.Alongside}). A tenant too large for one
 * reply is then read in chunks, but the counters are read and the forecast remembered once, in the first batch.
 * Redis unreachable: {@link dev.factguard.core.StoreUnavailableException}, both parts are missing. What the risk
 * learner needs of the forecast (its model, component scores and risk, known only after the read) is written
 * after the answer without being waited for ({@link RedisOutcomeStore#remember}); the learner's counters are read
 * only after feedback changed them ({@link RedisOutcomeStore#learner}).
 *
 * <p>{@link #readAsync} sends the same batch without waiting for it and, when the tenant's index is current and no
 * model runs, finishes on the client's thread; a sync of the index, a read in chunks or a query embedding runs on
 * the {@code blocking} executor instead, so an event loop calling it never waits. Features are read and remembered
 * under their stored names ({@link FeatureKeys}); the counts answer by the names asked for. Thread-safe.
 */
public final class RedisForecastReads implements ForecastReads {

    private final RedisKnowledgeStore knowledge;
    private final RedisOutcomeStore outcomes;
    private final RedisKeys keys;
    private final FeatureKeys featureKeys;
    private final long ttlSeconds;
    private final Executor blocking;

    /**
     * @param blocking where {@link #readAsync} runs what must wait or compute at length (a worker pool, never an
     *     event loop)
     */
    public RedisForecastReads(
            RedisKnowledgeStore knowledge,
            RedisOutcomeStore outcomes,
            RedisKeys keys,
            FeatureKeys featureKeys,
            Executor blocking) {
        this.knowledge = knowledge;
        this.outcomes = outcomes;
        this.keys = keys;
        this.featureKeys = featureKeys;
        this.ttlSeconds = Math.max(1, outcomes.forecastTtl().toSeconds());
        this.blocking = blocking;
    }

    @Override
    public LearnerStats learner(String tenant) {
        return outcomes.learner(tenant);
    }

    @Override
    public CompletionStage<LearnerStats> learnerAsync(String tenant) {
        return outcomes.learnerAsync(tenant);
    }

    @Override
    public void remember(String tenant, String forecastId, Remembered remembered) {
        outcomes.remember(tenant, forecastId, remembered);
    }

    @Override
    public Read read(String tenant, KnowledgeQuery query, int topK, List<String> features, String forecastId) {
        return read(query, topK, features, knowledge.snapshot(tenant, alongside(tenant, features, forecastId)));
    }

    @Override
    public CompletionStage<Read> readAsync(
            String tenant, KnowledgeQuery query, int topK, List<String> features, String forecastId) {
        if (knowledge.embeds()) {
            return CompletableFuture.supplyAsync(() -> read(tenant, query, topK, features, forecastId), blocking);
        }
        return knowledge
                .snapshotAsync(tenant, alongside(tenant, features, forecastId), blocking)
                .thenApply(snapshot -> read(query, topK, features, snapshot));
    }

    private RedisKnowledgeStore.Alongside alongside(String tenant, List<String> features, String forecastId) {
        List<String> stored = featureKeys.stored(tenant, features);
        return new RedisKnowledgeStore.Alongside(
                keys.outcomes(tenant),
                RedisOutcomeStore.counterFields(stored),
                forecastId == null ? null : keys.forecast(tenant, forecastId),
                forecastId == null ? null : String.join("\n", stored),
                ttlSeconds);
    }

    private static Read read(
            KnowledgeQuery query, int topK, List<String> features, RedisKnowledgeStore.Snapshot snapshot) {
        return new Read(snapshot.index().retrieve(query, topK), RedisOutcomeStore.counts(features, snapshot.extra()));
    }
}
