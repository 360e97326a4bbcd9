package dev.factguard.adapter.redis;

import dev.factguard.core.forecast.ForecastReads;
import dev.factguard.core.knowledge.KnowledgeQuery;
import java.time.Duration;
import java.util.List;

/**
 * A forecast's reads in one round trip: the forecast remembered under its id with the forecast ttl and the
 * outcome counters of the prompt's features go in one batch with the script that checks the tenant's facts
 * version and brings the facts written since ({@link RedisKnowledgeStore.Alongside}). A tenant too large for one
 * reply is then read in chunks, but the counters are read and the forecast remembered once, in the first batch. Redis unreachable:
 * {@link dev.factguard.core.StoreUnavailableException}, both parts are missing. Thread-safe.
 */
public final class RedisForecastReads implements ForecastReads {

    private final RedisKnowledgeStore knowledge;
    private final RedisKeys keys;
    private final long ttlSeconds;

    public RedisForecastReads(RedisKnowledgeStore knowledge, RedisKeys keys, Duration forecastTtl) {
        this.knowledge = knowledge;
        this.keys = keys;
        this.ttlSeconds = Math.max(1, forecastTtl.toSeconds());
    }

    @Override
    public Read read(String tenant, KnowledgeQuery query, int topK, List<String> features, String forecastId) {
        RedisKnowledgeStore.Snapshot snapshot = knowledge.snapshot(
                tenant,
                new RedisKnowledgeStore.Alongside(
                        keys.outcomes(tenant),
                        RedisOutcomeStore.counterFields(features),
                        forecastId == null ? null : keys.forecast(tenant, forecastId),
                        forecastId == null ? null : String.join("\n", features),
                        ttlSeconds));
        return new Read(snapshot.index().retrieve(query, topK), RedisOutcomeStore.counts(features, snapshot.extra()));
    }
}
