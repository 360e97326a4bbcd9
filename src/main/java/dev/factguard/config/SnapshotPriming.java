package dev.factguard.config;

import dev.factguard.adapter.crac.CracSnapshotHooks;
import dev.factguard.adapter.crac.CracSnapshotHooks.Step;
import dev.factguard.adapter.redis.RedisGate;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.knowledge.Embeddings;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.crac.Core;

/**
 * SnapStart done right for the managed runtime: before the snapshot, one forecast, one freshness scoring and
 * (model on) one embedding run, so their classes are loaded, linked and initialised in every restored instance;
 * after a restore, Redis is pinged until a connection answers, because the pooled connections in the snapshot
 * point at sockets that no longer exist. Nothing else needs re-opening: forecast ids take their uuid from
 * {@code SecureRandom} at each call (NativePRNG on Linux, which reads /dev/urandom each time), and no seeded
 * {@code Random} or generated secret is created during initialisation.
 */
@ApplicationScoped
public class SnapshotPriming {

    static final String TENANT = "priming";
    static final String PROMPT = "Who is the CEO of Apple?";
    static final String ANSWER = "Tim Cook is currently the CEO of Apple. The iPhone 16 is the latest model.";
    /** A dead pooled connection fails the first PING and is dropped; the next one opens a fresh connection. */
    static final int REDIS_ATTEMPTS = 3;

    // Strong reference: CRaC contexts hold resources weakly.
    private CracSnapshotHooks hooks;

    void register(
            @Observes StartupEvent event,
            PrimingConfig config,
            Forecaster forecaster,
            FreshnessScorer freshness,
            Embeddings embeddings,
            Optional<RedisGate> redis) {
        hooks = hooks(forecaster, freshness, embeddings, redis);
        if (config.snapshotHooks()) {
            Core.getGlobalContext().register(hooks);
        }
        if (config.atStartup()) {
            hooks.prime();
        }
    }

    static CracSnapshotHooks hooks(
            Forecaster forecaster, FreshnessScorer freshness, Embeddings embeddings, Optional<RedisGate> redis) {
        List<Step> priming = new ArrayList<>();
        priming.add(new Step("forecast", () -> forecaster.forecast(TENANT, PROMPT)));
        priming.add(new Step("freshness", () -> freshness.score(ANSWER, null, null)));
        if (embeddings.enabled()) {
            priming.add(new Step("embedding", () -> embeddings.embedder().embed(PROMPT)));
        }
        List<Step> restore = redis.map(gate -> List.of(new Step("redis reconnect", () -> reconnect(gate::ping))))
                .orElse(List.of());
        return new CracSnapshotHooks(priming, restore);
    }

    /** Pings until one answers, at most {@link #REDIS_ATTEMPTS} times; fails (logged by the hooks) otherwise. */
    static void reconnect(BooleanSupplier ping) {
        for (int i = 0; i < REDIS_ATTEMPTS; i++) {
            if (ping.getAsBoolean()) {
                return;
            }
        }
        throw new IllegalStateException("Redis did not answer " + REDIS_ATTEMPTS + " PINGs after the restore");
    }
}
