package dev.factguard.core.gateway;

import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.freshness.FreshnessReport;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.freshness.ScoredClaim;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.outcome.Remembered;
import dev.factguard.core.refresh.Refresher;
import dev.factguard.core.verify.Verifier;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;

/**
 * Guards one chat request: {@link #prepare} before generation (forecast, grounding, block), {@link #annotate} after
 * (freshness, refresh, the answer checked against the tenant's facts). The caller sends {@link Guarding#call()} upstream in between, whole or streamed, so the
 * same guards serve both. Thread-safe if its ports are.
 */
public final class GuardGateway {

    /** Messages whose text the caller wrote as material for the answer (retrieved documents live there). */
    private static final Set<String> PASSAGE_ROLES = Set.of("system", "developer", "tool");

    private final PromptGuard prompts;
    private final AnswerCheck answers;
    private final ChatUpstream upstream;
    private final GatewaySettings settings;

    /** @param refreshExecutor runs {@code verify} refreshes, so their budget can be enforced by the waiting thread */
    public GuardGateway(
            Forecaster forecaster,
            KnowledgeStore knowledge,
            FreshnessScorer freshness,
            Refresher refresher,
            Verifier verifier,
            ChatUpstream upstream,
            GatewaySettings settings,
            Executor refreshExecutor) {
        this(
                new PromptGuard(forecaster, knowledge, settings),
                new AnswerCheck(freshness, refresher, verifier, settings, refreshExecutor),
                upstream,
                settings);
    }

    /** The same guards as other callers of {@code prompts} and {@code answers} (LiteLLM's guardrail API) use. */
    public GuardGateway(PromptGuard prompts, AnswerCheck answers, ChatUpstream upstream, GatewaySettings settings) {
        if (prompts == null || answers == null || upstream == null || settings == null) {
            throw new IllegalArgumentException("no argument may be null");
        }
        this.prompts = prompts;
        this.answers = answers;
        this.upstream = upstream;
        this.settings = settings;
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
        String prompt = leading(call.lastUserText().strip(), settings.promptBytes());
        if (decision.blocked()) {
            return new Guarding(decision.forecast(), List.of(), call, true, options, tenant, prompt);
        }
        ChatCall sent =
                decision.grounding().isEmpty() ? call : call.withSystemMessage(prompts.render(decision.grounding()));
        return new Guarding(decision.forecast(), decision.grounding(), sent, false, options, tenant, prompt);
    }

    /** Sends a non-streamed request; see {@link ChatUpstream#complete}. */
    public CompletionStage<ChatAnswer> complete(Guarding guarding) {
        if (guarding.blocked()) {
            throw new IllegalStateException("a blocked request must not be sent");
        }
        return upstream.complete(guarding.call());
    }

    /**
     * Checks the answer's text as the request's options say: its freshness and refresh (a {@code verify} refresh
     * waits its budget), then its statements against the tenant's facts and the passages the caller sent.
     */
    public Annotation annotate(Guarding guarding, String answer) {
        GuardOptions options = guarding.options();
        return answers.annotate(
                options.refresh(), options.verify(), guarding.tenant(), answer, guarding.prompt(), passages(guarding));
    }

    /**
     * The passages the caller put in the request itself (system, developer and tool messages), checked like facts;
     * the grounding message this gateway added is not one of them, and neither are earlier answers of the model.
     */
    private List<String> passages(Guarding guarding) {
        String grounding = guarding.grounding().isEmpty()
                ? ""
                : prompts.render(guarding.grounding()).strip();
        List<String> texts = guarding.call().messages().stream()
                .filter(m -> PASSAGE_ROLES.contains(m.role()))
                .map(ChatMessage::text)
                .toList();
        return PromptGuard.context(texts, grounding);
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
