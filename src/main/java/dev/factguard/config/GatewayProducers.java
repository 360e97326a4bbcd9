package dev.factguard.config;

import dev.factguard.adapter.openai.OpenAiChatUpstream;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.gateway.AnswerCheck;
import dev.factguard.core.gateway.GatewaySettings;
import dev.factguard.core.gateway.GuardGateway;
import dev.factguard.core.gateway.GuardOptions;
import dev.factguard.core.gateway.OnReview;
import dev.factguard.core.gateway.PromptGuard;
import dev.factguard.core.gateway.RefreshMode;
import dev.factguard.core.gateway.VerifyMode;
import dev.factguard.core.guardrail.TextGuardrail;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.refresh.Refresher;
import dev.factguard.core.verify.Verifier;
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

/**
 * The guards of {@code factguard.gateway.*}: the gateway, absent (routes answer 503) while no upstream URL is set,
 * and the guardrail LiteLLM calls, which needs none.
 */
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
    GatewaySettings gatewaySettings(FactGuardConfig config) {
        FactGuardConfig.Gateway g = config.gateway();
        return new GatewaySettings(
                new GuardOptions(
                        OnReview.parse(g.onReview(), "factguard.gateway.on-review"),
                        RefreshMode.parse(g.refresh(), "factguard.gateway.refresh"),
                        VerifyMode.parse(g.verify(), "factguard.gateway.verify")),
                g.groundingFacts(),
                g.groundingMinScore(),
                g.groundingTemplate(),
                g.refreshBudget(),
                config.limits().promptBytes());
    }

    @Produces
    @Singleton
    PromptGuard promptGuard(Forecaster forecaster, KnowledgeStore knowledge, GatewaySettings settings) {
        return new PromptGuard(forecaster, knowledge, settings);
    }

    /** One refresh pool for the gateway and the guardrail API alike, so together they stay within its bound. */
    @Produces
    @Singleton
    AnswerCheck answerCheck(
            FreshnessScorer freshness, Refresher refresher, Verifier verifier, GatewaySettings settings) {
        return new AnswerCheck(freshness, refresher, verifier, settings, refreshPool);
    }

    /** The guardrail LiteLLM calls: it needs no upstream, so it exists whether or not the gateway has one. */
    @Produces
    @Singleton
    TextGuardrail textGuardrail(PromptGuard prompts, AnswerCheck answers) {
        return new TextGuardrail(prompts, answers);
    }

    @Produces
    @Singleton
    Optional<GuardGateway> guardGateway(
            FactGuardConfig config, PromptGuard prompts, AnswerCheck answers, GatewaySettings settings) {
        FactGuardConfig.Gateway g = config.gateway();
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
        return Optional.of(new GuardGateway(prompts, answers, upstream, settings));
    }

    void stop(@Observes ShutdownEvent event) {
        refreshPool.shutdownNow();
    }
}
