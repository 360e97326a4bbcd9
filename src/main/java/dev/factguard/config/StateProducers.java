package dev.factguard.config;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.adapter.inmemory.InMemoryPatternHistory;
import dev.factguard.adapter.inmemory.InMemorySearchCache;
import dev.factguard.adapter.inmemory.InMemorySearchThrottle;
import dev.factguard.adapter.redis.RedisGate;
import dev.factguard.adapter.redis.RedisKeys;
import dev.factguard.adapter.redis.RedisKnowledgeStore;
import dev.factguard.adapter.redis.RedisPatternHistory;
import dev.factguard.adapter.redis.RedisSearchCache;
import dev.factguard.adapter.redis.RedisSearchThrottle;
import dev.factguard.core.history.Decay;
import dev.factguard.core.history.PatternHistory;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.search.SearchCache;
import dev.factguard.core.search.SearchThrottle;
import io.quarkus.redis.datasource.RedisDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Chooses where state lives: Redis when {@code quarkus.redis.hosts} is set, otherwise in memory (the
 * embedded default — nothing to install, nothing shared between instances).
 */
@ApplicationScoped
public class StateProducers {

    @Inject
    FactGuardConfig config;

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
        return Optional.of(new RedisGate(redis.get(), r.failFastWindow(), r.warnInterval(), Clock.systemUTC()));
    }

    @Produces
    @Singleton
    KnowledgeStore knowledgeStore(Optional<RedisGate> gate, Embeddings embeddings, HybridScorer scorer) {
        return gate.<KnowledgeStore>map(g -> new RedisKnowledgeStore(g, keys(), config.redis().cachedTenants(),
                        embeddings, scorer))
                .orElseGet(() -> new InMemoryKnowledgeStore(embeddings, scorer));
    }

    @Produces
    @Singleton
    PatternHistory patternHistory(Optional<RedisGate> gate) {
        Decay decay = new Decay(config.history().halfLife().toSeconds());
        return gate.<PatternHistory>map(g -> new RedisPatternHistory(g, keys(), decay,
                        config.history().feedbackIdTtl(), Clock.systemUTC()))
                .orElseGet(() -> new InMemoryPatternHistory(100_000, decay, Clock.systemUTC()));
    }

    @Produces
    @Singleton
    SearchCache searchCache(Optional<RedisGate> gate, ObjectMapper json) {
        return gate.<SearchCache>map(g -> new RedisSearchCache(g, keys(), config.search().cacheTtl(), json))
                .orElseGet(() -> new InMemorySearchCache(config.search().cacheTtl(), Clock.systemUTC(), 10_000));
    }

    /** Search rate limits and back-offs: shared through Redis when configured, per instance otherwise. */
    @Produces
    @Singleton
    SearchThrottle searchThrottle(Optional<RedisGate> gate) {
        SearchThrottle local = new InMemorySearchThrottle(Clock.systemUTC());
        return gate.<SearchThrottle>map(g -> new RedisSearchThrottle(g, keys(), local, Clock.systemUTC()))
                .orElse(local);
    }

    private RedisKeys keys() {
        return new RedisKeys(config.redis().keyPrefix());
    }
}
