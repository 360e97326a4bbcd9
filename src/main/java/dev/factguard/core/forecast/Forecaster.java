package dev.factguard.core.forecast;

import dev.factguard.core.Frozen;
import dev.factguard.core.Stages;
import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.knowledge.ContextPassages;
import dev.factguard.core.knowledge.FactMatch;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.knowledge.Retrieval;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.OutcomeEstimate;
import dev.factguard.core.outcome.OutcomeModel;
import dev.factguard.core.outcome.OutcomeStore;
import dev.factguard.core.outcome.PromptFeatures;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;

/**
 * Forecasts how likely a prompt is to produce a hallucinated answer, from transparent signals.
 *
 * <p>Risk is the convex combination {@code Σ wᵢ·rᵢ / Σ wᵢ} over the present signals: ambiguity,
 * {@code 1 − coverage}, the outcome model's probability (named {@code patternHistory}) and volatility. The
 * outcome model always answers — from task cues alone before any feedback — and its weight grows with the
 * outcomes behind it ({@link ForecastSettings#outcomeWeight}). A store that fails does not fail the forecast:
 * coverage falls back to the prior, the outcome model to its cue prior, and the forecast lists the backend
 * under {@code degraded}. Each forecast is remembered under its id, in the same {@link ForecastReads} call that
 * reads facts and outcome counts (with Redis: one round trip), so that feedback quoting the id teaches every
 * feature of the prompt. Thread-safe if its stores are.
 */
public final class Forecaster {

    private final ForecastReads reads;
    private final OutcomeModel model;
    private final ForecastIds ids;
    private final VolatilityScorer volatility;
    private final ForecastSettings settings;
    private final ContextPassages context;
    private final TenantThresholds thresholds;
    private final DecisionRule rule;

    public Forecaster(
            KnowledgeStore knowledge,
            OutcomeStore outcomes,
            OutcomeModel model,
            ForecastIds ids,
            VolatilityScorer volatility,
            ForecastSettings settings) {
        this(ForecastReads.of(knowledge, outcomes), model, ids, volatility, settings);
    }

    /** A forecaster whose state reads all go through {@code reads} (one call per forecast). */
    public Forecaster(
            ForecastReads reads,
            OutcomeModel model,
            ForecastIds ids,
            VolatilityScorer volatility,
            ForecastSettings settings) {
        this(
                reads,
                model,
                ids,
                volatility,
                settings,
                ContextPassages.NONE,
                TenantThresholds.fixed(Thresholds.of(settings)),
                new DecisionRule(DEFAULT_ANSWERS_FROM));
    }

    /** The least coverage of a fact holding all that is asked for it to answer a prompt, unless configured. */
    public static final double DEFAULT_ANSWERS_FROM = 0.1;

    private Forecaster(
            ForecastReads reads,
            OutcomeModel model,
            ForecastIds ids,
            VolatilityScorer volatility,
            ForecastSettings settings,
            ContextPassages context,
            TenantThresholds thresholds,
            DecisionRule rule) {
        this.reads = reads;
        this.model = model;
        this.ids = ids;
        this.volatility = volatility == null ? VolatilityScorer.NONE : volatility;
        this.settings = settings;
        this.context = context;
        this.thresholds = thresholds;
        this.rule = rule;
    }

    /** The same forecaster, scoring request context passages with {@code context} (embeddings as for facts). */
    public Forecaster withContextPassages(ContextPassages context) {
        return new Forecaster(reads, model, ids, volatility, settings, context, thresholds, rule);
    }

    /** The same forecaster, deciding each tenant's forecasts with its own thresholds and {@code rule}. */
    public Forecaster withDecisions(TenantThresholds thresholds, DecisionRule rule) {
        if (thresholds == null || rule == null) {
            throw new IllegalArgumentException("thresholds and rule must not be null");
        }
        return new Forecaster(reads, model, ids, volatility, settings, context, thresholds, rule);
    }

    public ForecastSettings settings() {
        return settings;
    }

    public Forecast forecast(String tenant, String prompt) {
        return forecast(tenant, prompt, List.of());
    }

    /**
     * Forecasts with passages the caller retrieved ({@code contextPassages}, keyed {@code context[i]}): scored for
     * coverage like the tenant's facts, never stored, and only counted when they cover more than the facts do.
     */
    public Forecast forecast(String tenant, String prompt, List<String> contextPassages) {
        Asked asked = ask(tenant, prompt);
        return answer(asked, read(tenant, asked.query(), asked.features(), asked.forecastId()), contextPassages);
    }

    /** The part of a forecast that comes before its read. */
    private Asked ask(String tenant, String prompt) {
        KnowledgeQuery query = KnowledgeQuery.of(prompt);
        double ambiguity = Ambiguity.score(query.analyzed());
        // The features (and the volatility they carry) come before the read: it remembers them under the id.
        Double vol = volatility.score(prompt);
        PromptFeatures features = PromptFeatures.of(prompt, query.analyzed(), vol);
        return new Asked(tenant, query, ambiguity, vol, features, ids.issue(tenant));
    }

    /** The part of a forecast that comes after its read, shared by {@link #forecast} and {@link #forecastAsync}. */
    private Forecast answer(Asked asked, ForecastReads.Read read, List<String> contextPassages) {
        KnowledgeQuery query = asked.query();
        double ambiguity = asked.ambiguity();
        Double vol = asked.vol();
        PromptFeatures features = asked.features();
        String forecastId = asked.forecastId();
        // One backend holds both parts, so either missing means it failed: named once.
        List<String> degraded = read.retrieval() == null || read.counts() == null ? List.of("redis") : List.of();
        Retrieval retrieval = withContext(read.retrieval(), query, contextPassages);
        Double coverage = retrieval == null || retrieval.factCount() == 0 ? null : retrieval.bestScore();
        // Without the store the learned signal is absent, not the bare prior: its weight goes to the others.
        OutcomeEstimate learned = read.counts() == null ? null : model.estimate(features, read.counts());

        Weights w = settings.weights();
        double coverageRisk = 1.0 - (coverage == null ? settings.coveragePrior() : coverage);
        // Coverage always contributes: a tenant without facts gets the prior, not a free pass.
        double[] weights = {
            w.ambiguity(),
            w.coverage(),
            learned == null ? 0 : settings.outcomeWeight(learned.outcomes()),
            vol == null ? 0 : w.volatility()
        };
        double[] risks = {ambiguity, coverageRisk, learned == null ? 0 : learned.probability(), vol == null ? 0 : vol};
        double sum = 0;
        double risk = 0;
        for (int i = 0; i < weights.length; i++) {
            sum += weights[i];
            risk += weights[i] * risks[i];
        }
        risk = sum == 0 ? settings.coveragePrior() : Ambiguity.clamp(risk / sum);
        Decision decision = decide(asked, retrieval, learned, risk);
        Recommendation recommendation = decision.recommendation();

        ArrayList<String> rationale =
                Rationale.explain(query, ambiguity, retrieval, coverage, features, learned, vol, recommendation);
        List<String> reasons = decision.reasons();
        for (int i = reasons.size() - 1; i >= 0; i--) {
            rationale.add(0, reasons.get(i));
        }
        if (!degraded.isEmpty()) {
            rationale.add("state store unavailable: coverage fell back to its prior, learned outcomes are absent");
        }
        double[] effective = new double[weights.length];
        for (int i = 0; i < weights.length; i++) {
            effective[i] = sum == 0 ? 0.0 : round(weights[i] / sum);
        }
        return new Forecast(
                round(risk),
                recommendation,
                Frozen.handOver(rationale),
                new Signals(
                        round(ambiguity),
                        coverage == null ? null : round(coverage),
                        learned == null ? null : round(learned.probability()),
                        vol == null ? null : round(vol)),
                new EffectiveWeights(effective),
                features.shape(),
                forecastId,
                degraded,
                learned == null ? 0 : learned.outcomes(),
                learned == null || learned.priorsOnly());
    }

    /** The recommendation: what kind of ask it is, what can answer it, the tenant's thresholds ({@link DecisionRule}). */
    private Decision decide(Asked asked, Retrieval retrieval, OutcomeEstimate learned, double risk) {
        AskKind kind = AskReader.of(asked.query(), asked.features().cues());
        return rule.decide(
                kind, risk, learned, Groundability.of(retrieval, rule.answersFrom()), thresholds.of(asked.tenant()));
    }

    private ForecastReads.Read read(String tenant, KnowledgeQuery query, PromptFeatures features, String id) {
        try {
            return reads.read(tenant, query, settings.candidates(), features.names(), id);
        } catch (StoreUnavailableException e) {
            return new ForecastReads.Read(null, null);
        }
    }

    private Retrieval withContext(Retrieval facts, KnowledgeQuery query, List<String> passages) {
        if (passages.isEmpty()) {
            return facts;
        }
        Retrieval passed = context.retrieve(query, passages, settings.candidates());
        // Context can only add coverage: passages that cover less than the facts (or, without facts, than the
        // prior) leave the forecast as it was — a system prompt like "You are a helpful assistant" is no evidence.
        boolean noFacts = facts == null || facts.factCount() == 0;
        if (passed.bestScore() <= (noFacts ? settings.coveragePrior() : facts.bestScore())) {
            return facts;
        }
        if (facts == null) {
            return passed;
        }
        List<FactMatch> all = new ArrayList<>(facts.matches());
        all.addAll(passed.matches());
        all.sort((a, b) -> Double.compare(b.score(), a.score()));
        return new Retrieval(
                all.subList(0, Math.min(settings.candidates(), all.size())), facts.factCount() + passed.factCount());
    }

    static double round(double v) {
        return Math.round(v * 10_000) / 10_000.0;
    }

    // ---- Asynchronous entry: the same forecast, its read not blocking the calling thread ----

    /**
     * {@link #forecast(String, String, List)} with the read through {@link ForecastReads#readAsync}: the features
     * are computed on the calling thread, the rest of the forecast on the thread that completes the read. Same
     * result, same degradation when the store is unreachable; the stage fails only where the other would throw.
     */
    public CompletionStage<Forecast> forecastAsync(String tenant, String prompt, List<String> contextPassages) {
        Asked asked = ask(tenant, prompt);
        return reads.readAsync(
                        tenant,
                        asked.query(),
                        settings.candidates(),
                        asked.features().names(),
                        asked.forecastId())
                .exceptionally(Forecaster::unavailable)
                .thenApply(read -> answer(asked, read, contextPassages));
    }

    /** A read that failed as unavailable reads nothing, as in {@link #read}; any other failure stays one. */
    private static ForecastReads.Read unavailable(Throwable failure) {
        Throwable cause = Stages.unwrapped(failure);
        if (cause instanceof StoreUnavailableException) {
            return new ForecastReads.Read(null, null);
        }
        throw failure instanceof CompletionException c ? c : new CompletionException(cause);
    }

    private record Asked(
            String tenant,
            KnowledgeQuery query,
            double ambiguity,
            Double vol,
            PromptFeatures features,
            String forecastId) {}
}
