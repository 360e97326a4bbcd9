package dev.factguard.config;

import dev.factguard.adapter.openai.OpenAiChatUpstream;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.gateway.GatewaySettings;
import dev.factguard.core.gateway.GuardGateway;
import dev.factguard.core.gateway.GuardOptions;
import dev.factguard.core.gateway.OnReview;
import dev.factguard.core.gateway.RefreshMode;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.refresh.Refresher;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.jboss.logging.Logger;

/** The guard gateway from {@code factguard.gateway.*}; absent (routes answer 503) while no upstream URL is set. */
@ApplicationScoped
public class GatewayProducers {

    private static final Logger LOG = Logger.getLogger(GatewayProducers.class);

    /**
     * Refreshes that outlive their budget keep running until their searches time out; a bounded pool keeps a
     * burst of them from starving the server (an overflow is reported as a missing refresh).
     */
    private static final int REFRESH_THREADS = 16;

    private final AtomicInteger threads = new AtomicInteger();
    private final ExecutorService refreshPool =
            new ThreadPoolExecutor(0, REFRESH_THREADS, 30, TimeUnit.SECONDS, new SynchronousQueue<>(), r -> {
                Thread t = new Thread(r, "factguard-gateway-refresh-" + threads.incrementAndGet());
                t.setDaemon(true);
                return t;
            });

    @Produces
    @Singleton
    Optional<GuardGateway> guardGateway(
            FactGuardConfig config,
            Forecaster forecaster,
            KnowledgeStore knowledge,
            FreshnessScorer freshness,
            Refresher refresher) {
        FactGuardConfig.Gateway g = config.gateway();
        GatewaySettings settings = new GatewaySettings(
                new GuardOptions(
                        OnReview.parse(g.onReview(), "factguard.gateway.on-review"),
                        RefreshMode.parse(g.refresh(), "factguard.gateway.refresh")),
                g.groundingFacts(),
                g.groundingMinScore(),
                g.groundingTemplate(),
                g.refreshBudget(),
                config.limits().promptBytes());
        Optional<String> url = g.upstream().url().filter(u -> !u.isBlank());
        if (url.isEmpty()) {
            LOG.info("factguard.gateway.upstream.url is not set: /v1/chat/completions answers 503");
            return Optional.empty();
        }
        OpenAiChatUpstream upstream = new OpenAiChatUpstream(
                url.get(),
                g.upstream().apiKey().orElse(null),
                g.upstream().connectTimeout(),
                g.upstream().timeout(),
                config.overload().gatewayCalls());
        return Optional.of(
                new GuardGateway(forecaster, knowledge, freshness, refresher, upstream, settings, refreshPool));
    }

    void stop(@Observes ShutdownEvent event) {
        refreshPool.shutdownNow();
    }
}
