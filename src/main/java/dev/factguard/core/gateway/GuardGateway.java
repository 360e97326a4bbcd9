package dev.factguard.core.gateway;

import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.freshness.FreshnessReport;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.freshness.ScoredClaim;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.outcome.Remembered;
import dev.factguard.core.refresh.Refresher;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;

/**
 * Guards one chat request: {@link #prepare} before generation (forecast, grounding, block), {@link #annotate} after
 * (freshness, refresh). The caller sends {@link Guarding#call()} upstream in between, whole or streamed, so the
 * same guards serve both. Thread-safe if its ports are.
 */
public final class GuardGateway {

    private final PromptGuard prompts;
    private final AnswerCheck answers;
    private final ChatUpstream upstream;
    private final GatewaySettings settings;
    private final AnswerOutcomes outcomes;

    /** @param refreshExecutor runs {@code verify} refreshes, so their budget can be enforced by the waiting thread */
    public GuardGateway(
            Forecaster forecaster,
            KnowledgeStore knowledge,
            FreshnessScorer freshness,
            Refresher refresher,
            ChatUpstream upstream,
            GatewaySettings settings,
            Executor refreshExecutor) {
        this(
                new PromptGuard(forecaster, knowledge, settings),
                new AnswerCheck(freshness, refresher, settings.refreshBudget(), refreshExecutor),
                upstream,
                settings);
    }

    /** The same guards as other callers of {@code prompts} and {@code answers} (LiteLLM's guardrail API) use. */
    public GuardGateway(PromptGuard prompts, AnswerCheck answers, ChatUpstream upstream, GatewaySettings settings) {
        this(prompts, answers, upstream, settings, AnswerOutcomes.OFF);
    }

    /** @param outcomes what checked answers teach the forecast of their request */
    public GuardGateway(
            PromptGuard prompts,
            AnswerCheck answers,
            ChatUpstream upstream,
            GatewaySettings settings,
            AnswerOutcomes outcomes) {
        if (prompts == null || answers == null || upstream == null || settings == null || outcomes == null) {
            throw new IllegalArgumentException("no argument may be null");
        }
        this.prompts = prompts;
        this.answers = answers;
        this.upstream = upstream;
        this.settings = settings;
        this.outcomes = outcomes;
    }

    public GatewaySettings settings() {
        return settings;
    }

    public ChatUpstream upstream() {
        return upstream;
    }

    /**
     * Forecasts the last user message and decides what is sent.
     *
     * @throws IllegalArgumentException when the request has no user message with text
     */
    public Guarding prepare(String tenant, ChatCall call, GuardOptions options) {
        if (call.lastUserText().isBlank()) {
            throw new IllegalArgumentException("'messages' must contain a user message with text");
        }
        List<String> texts = call.messages().stream().map(ChatMessage::text).toList();
        // The answering model is the one the request names: outcomes are learned per model. A name the forecast
        // cannot take (over 128 bytes, control characters) is forecast for the tenant as a whole.
        String model = Remembered.validModel(call.model()) ? call.model() : "";
        PromptGuard.Decision decision = prompts.decide(tenant, call.lastUserText(), texts, options.onReview(), model);
        if (decision.blocked()) {
            return new Guarding(decision.forecast(), List.of(), call, true, options);
        }
        ChatCall sent =
                decision.grounding().isEmpty() ? call : call.withSystemMessage(prompts.render(decision.grounding()));
        return new Guarding(decision.forecast(), decision.grounding(), sent, false, options);
    }

    /** Sends a non-streamed request; see {@link ChatUpstream#complete}. */
    public CompletionStage<ChatAnswer> complete(Guarding guarding) {
        if (guarding.blocked()) {
            throw new IllegalStateException("a blocked request must not be sent");
        }
        return upstream.complete(guarding.call());
    }

    /** Checks the answer's text as the request's refresh mode says; a {@code verify} refresh waits its budget. */
    public Annotation annotate(Guarding guarding, String answer) {
        return answers.annotate(guarding.options().refresh(), answer);
    }

    /** The longest prefix of {@code text} within {@code maxBytes} UTF-8 bytes, never splitting a code point. */
    static String leading(String text, int maxBytes) {
        return PromptGuard.leading(text, maxBytes);
    }

    /** Claims of a report at or above the refresh threshold; for callers that list them. */
    public List<ScoredClaim> staleClaims(FreshnessReport report) {
        return answers.staleClaims(report);
    }
}
