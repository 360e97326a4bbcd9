package dev.factguard.core.gateway;

import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.forecast.Recommendation;
import dev.factguard.core.freshness.FreshnessReport;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.freshness.ScoredClaim;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.FactMatch;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.outcome.Remembered;
import dev.factguard.core.refresh.RefreshReport;
import dev.factguard.core.refresh.Refresher;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Guards one chat request: {@link #prepare} before generation (forecast, grounding, block), {@link #annotate} after
 * (freshness, refresh). The caller sends {@link Guarding#call()} upstream in between, whole or streamed, so the
 * same guards serve both. Thread-safe if its ports are.
 */
public final class GuardGateway {

    private static final int MAX_CONTEXT = 20;
    private static final int CONTEXT_BYTES = 4096;

    private final Forecaster forecaster;
    private final KnowledgeStore knowledge;
    private final FreshnessScorer freshness;
    private final Refresher refresher;
    private final ChatUpstream upstream;
    private final GatewaySettings settings;
    private final Executor refreshExecutor;

    /** @param refreshExecutor runs {@code verify} refreshes, so their budget can be enforced by the waiting thread */
    public GuardGateway(
            Forecaster forecaster,
            KnowledgeStore knowledge,
            FreshnessScorer freshness,
            Refresher refresher,
            ChatUpstream upstream,
            GatewaySettings settings,
            Executor refreshExecutor) {
        if (forecaster == null
                || knowledge == null
                || freshness == null
                || refresher == null
                || upstream == null
                || settings == null
                || refreshExecutor == null) {
            throw new IllegalArgumentException("no argument may be null");
        }
        this.forecaster = forecaster;
        this.knowledge = knowledge;
        this.freshness = freshness;
        this.refresher = refresher;
        this.upstream = upstream;
        this.settings = settings;
        this.refreshExecutor = refreshExecutor;
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
        String prompt = leading(call.lastUserText().strip(), settings.promptBytes());
        if (prompt.isEmpty()) {
            throw new IllegalArgumentException("'messages' must contain a user message with text");
        }
        // The answering model is the one the request names: outcomes are learned per model. A name the forecast
        // cannot take (over 128 bytes, control characters) is forecast for the tenant as a whole.
        String model = Remembered.validModel(call.model()) ? call.model() : "";
        Forecast forecast = forecaster.forecast(tenant, prompt, context(call), model);
        if (forecast.recommendation() == Recommendation.HUMAN_REVIEW && options.onReview() == OnReview.BLOCK) {
            return new Guarding(forecast, List.of(), call, true, options);
        }
        if (forecast.recommendation() != Recommendation.GROUND) {
            return new Guarding(forecast, List.of(), call, false, options);
        }
        List<Fact> facts = grounding(tenant, prompt, call);
        ChatCall sent = facts.isEmpty() ? call : call.withSystemMessage(render(facts));
        return new Guarding(forecast, facts, sent, false, options);
    }

    /**
     * What the caller already put in the conversation besides the question (system and earlier messages, e.g.
     * retrieved passages): scored for coverage like facts, so a prompt answered by its own context is not sent
     * to grounding. At most the forecast's context limit, each cut to the fact-text limit.
     */
    private List<String> context(ChatCall call) {
        String question = call.lastUserText();
        List<String> passages = new java.util.ArrayList<>();
        for (ChatMessage m : call.messages()) {
            String text = m.text() == null ? "" : m.text().strip();
            if (!text.isEmpty() && !text.equals(question.strip()) && passages.size() < MAX_CONTEXT) {
                passages.add(leading(text, CONTEXT_BYTES));
            }
        }
        return passages;
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
        RefreshMode mode = guarding.options().refresh();
        if (mode == RefreshMode.OFF || answer == null) {
            return Annotation.NONE;
        }
        FreshnessReport report = freshness.score(answer, null, null);
        int stale = staleClaims(report).size();
        if (mode != RefreshMode.VERIFY || stale == 0) {
            return new Annotation(report, stale, null, null);
        }
        return refreshWithinBudget(answer, report, stale);
    }

    private Annotation refreshWithinBudget(String answer, FreshnessReport report, int stale) {
        long budget = settings.refreshBudget().toMillis();
        CompletableFuture<RefreshReport> refresh;
        try {
            refresh = CompletableFuture.supplyAsync(() -> refresher.refresh(answer, null), refreshExecutor);
        } catch (RejectedExecutionException e) {
            return new Annotation(
                    report,
                    stale,
                    null,
                    "too many refreshes running; the stale claims are listed" + " under freshness");
        }
        try {
            return new Annotation(report, stale, refresh.get(budget, TimeUnit.MILLISECONDS), null);
        } catch (TimeoutException e) {
            refresh.cancel(true);
            return new Annotation(
                    report,
                    stale,
                    null,
                    "refresh took longer than its " + budget
                            + " ms budget; the stale claims are listed under freshness");
        } catch (ExecutionException e) {
            return new Annotation(
                    report, stale, null, "refresh failed: " + e.getCause().getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Annotation(report, stale, null, "refresh interrupted");
        }
    }

    /**
     * The tenant's best facts for the prompt, above the minimum score, except those the caller already put in
     * the messages (a fact quoted verbatim needs no second copy). A store that fails grounds nothing: the forecast
     * already says it is degraded.
     */
    private List<Fact> grounding(String tenant, String prompt, ChatCall call) {
        List<FactMatch> matches;
        try {
            matches = knowledge
                    .retrieve(tenant, KnowledgeQuery.of(prompt), settings.groundingFacts() * 2)
                    .matches();
        } catch (StoreUnavailableException e) {
            return List.of();
        }
        String present = normalise(String.join(
                "\n", call.messages().stream().map(ChatMessage::text).toList()));
        List<Fact> facts = new ArrayList<>(settings.groundingFacts());
        for (FactMatch match : matches) {
            if (facts.size() == settings.groundingFacts()) {
                break;
            }
            if (match.score() >= settings.minFactScore()
                    && !present.contains(normalise(match.fact().text()))) {
                facts.add(match.fact());
            }
        }
        return facts;
    }

    private String render(List<Fact> facts) {
        StringBuilder lines = new StringBuilder();
        for (Fact fact : facts) {
            lines.append(lines.length() == 0 ? "" : "\n")
                    .append("- ")
                    .append(fact.text().strip());
        }
        return settings.template().replace(GatewaySettings.FACTS, lines);
    }

    private static String normalise(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
    }

    /** The longest prefix of {@code text} within {@code maxBytes} UTF-8 bytes, never splitting a code point. */
    static String leading(String text, int maxBytes) {
        if (text.length() * 3L <= maxBytes || text.getBytes(StandardCharsets.UTF_8).length <= maxBytes) {
            return text;
        }
        int bytes = 0;
        int i = 0;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            int size = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
            if (bytes + size > maxBytes) {
                break;
            }
            bytes += size;
            i += Character.charCount(cp);
        }
        return text.substring(0, i);
    }

    /** Claims of a report at or above the refresh threshold; for callers that list them. */
    public List<ScoredClaim> staleClaims(FreshnessReport report) {
        double threshold = refresher.settings().stalenessThreshold();
        return report.claims().stream()
                .filter(c -> c.stalenessRisk() >= threshold)
                .toList();
    }
}
