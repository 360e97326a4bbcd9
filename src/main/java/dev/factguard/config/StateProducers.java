package dev.factguard.config;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.adapter.inmemory.InMemoryOutcomeStore;
import dev.factguard.adapter.inmemory.InMemorySearchCache;
import dev.factguard.adapter.inmemory.InMemorySearchThrottle;
import dev.factguard.adapter.inmemory.InMemoryThresholdStore;
import dev.factguard.adapter.redis.RedisForecastReads;
import dev.factguard.adapter.redis.RedisGate;
import dev.factguard.adapter.redis.RedisIdSecret;
import dev.factguard.adapter.redis.RedisKeys;
import dev.factguard.adapter.redis.RedisKnowledgeStore;
import dev.factguard.adapter.redis.RedisOutcomeStore;
import dev.factguard.adapter.redis.RedisSearchCache;
import dev.factguard.adapter.redis.RedisSearchThrottle;
import dev.factguard.adapter.redis.RedisThresholdStore;
import dev.factguard.core.forecast.ForecastReads;
import dev.factguard.core.forecast.ThresholdStore;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.OutcomeStore;
import dev.factguard.core.search.SearchCache;
import dev.factguard.core.search.SearchThrottle;
import io.quarkus.redis.datasource.RedisDataSource;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Chooses where state lives: Redis when {@code quarkus.redis.hosts} is set, otherwise in memory (the
 * embedded default — nothing to install, nothing shared between instances).
 */
@ApplicationScoped
public class StateProducers {

    @Inject
    FactGuardConfig config;

    @Inject
    Clock clock;

    // What a batch of commands waits for, as the client's single commands do.
    @ConfigProperty(name = "quarkus.redis.timeout", defaultValue = "10s")
    Duration redisTimeout;

    @ConfigProperty(name = "quarkus.redis.hosts")
    Optional<String> redisHosts;

    // Looked up lazily: resolving the Redis client without hosts configured would fail at startup.
    @Inject
    Instance<RedisDataSource> redis;

    public boolean redisConfigured() {
        return redisHosts.filter(h -> !h.isBlank()).isPresent();
    }

    @Produces
    @Singleton
    Optional<RedisGate> redisGate() {
        if (!redisConfigured()) {
            return Optional.empty();
        }
        FactGuardConfig.Redis r = config.redis();
        return Optional.of(new RedisGate(redis.get(), redisTimeout, r.failFastWindow(), r.warnInterval(), clock));
    }

    @Produces
    @Singleton
    KnowledgeStore knowledgeStore(Optional<RedisGate> gate, Embeddings embeddings, HybridScorer scorer) {
        return gate.<KnowledgeStore>map(
                        g -> new RedisKnowledgeStore(g, keys(), config.redis().cachedTenants(), embeddings, scorer))
                .orElseGet(() -> new InMemoryKnowledgeStore(embeddings, scorer));
    }

    @Produces
    @Singleton
    OutcomeStore outcomeStore(Optional<RedisGate> gate) {
        return gate.<OutcomeStore>map(
                        g -> new RedisOutcomeStore(g, keys(), config.history().forecastTtl()))
                .orElseGet(() -> new InMemoryOutcomeStore(config.history().forecastTtl(), clock, 100_000, 500_000));
    }

    /** Tenants' own thresholds: shared through Redis, or this instance's alone. */
    @Produces
    @Singleton
    ThresholdStore thresholdStore(Optional<RedisGate> gate) {
        return gate.<ThresholdStore>map(g -> new RedisThresholdStore(g, keys())).orElseGet(InMemoryThresholdStore::new);
    }

    /**
     * With Redis, a forecast's facts, outcome counts and remembering are one batch: one round trip. What its
     * asynchronous read cannot finish without waiting goes to the worker pool that Mutiny uses (Quarkus's).
     */
    @Produces
    @Singleton
    ForecastReads forecastReads(KnowledgeStore knowledge, OutcomeStore outcomes) {
        return knowledge instanceof RedisKnowledgeStore redis
                ? new RedisForecastReads(
                        redis, (RedisOutcomeStore) outcomes, keys(), Infrastructure.getDefaultWorkerPool())
                : ForecastReads.of(knowledge, outcomes);
    }

    /**
     * Forecast ids are signed with the configured secret, else with one shared through Redis, else (alone, or
     * Redis unreachable at start) with a random one of this instance: ids then verify only here.
     */
    @Produces
    @Singleton
    ForecastIds forecastIds(Optional<RedisGate> gate) {
        Optional<String> configured = config.auth().idSecret().filter(s -> !s.isBlank());
        if (configured.isPresent()) {
            byte[] secret = configured.get().getBytes(StandardCharsets.UTF_8);
            if (secret.length < 16) {
                throw new IllegalArgumentException("factguard.auth.id-secret must be at least 16 bytes");
            }
            return new ForecastIds(secret);
        }
        if (gate.isPresent()) {
            Optional<byte[]> shared = RedisIdSecret.fetchOrCreate(gate.get(), keys());
            if (shared.isPresent()) {
                return new ForecastIds(shared.get());
            }
            Logger.getLogger(StateProducers.class)
                    .warn("Redis unreachable at start: forecast ids are signed with a"
                            + " secret of this instance only; set factguard.auth.id-secret to share one");
        }
        return new ForecastIds(ForecastIds.randomSecret());
    }

    @Produces
    @Singleton
    SearchCache searchCache(Optional<RedisGate> gate, ObjectMapper json) {
        return gate.<SearchCache>map(
                        g -> new RedisSearchCache(g, keys(), config.search().cacheTtl(), json))
                .orElseGet(() -> new InMemorySearchCache(
                        config.search().cacheTtl(), clock, config.search().cacheMaxEntries()));
    }

    /** Search rate limits and back-offs: shared through Redis when configured, per instance otherwise. */
    @Produces
    @Singleton
    SearchThrottle searchThrottle(Optional<RedisGate> gate) {
        SearchThrottle local = new InMemorySearchThrottle(clock);
        return gate.<SearchThrottle>map(g -> new RedisSearchThrottle(g, keys(), local, clock))
                .orElse(local);
    }

    private RedisKeys keys() {
        return new RedisKeys(config.redis().keyPrefix());
    }
}
