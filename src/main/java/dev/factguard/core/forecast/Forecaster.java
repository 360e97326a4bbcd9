package dev.factguard.core.forecast;

import dev.factguard.core.Frozen;
import dev.factguard.core.Stages;
import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.knowledge.ContextPassages;
import dev.factguard.core.knowledge.FactMatch;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.knowledge.Retrieval;
import dev.factguard.core.knowledge.TextEmbedder;
import dev.factguard.core.outcome.AlignedCounts;
import dev.factguard.core.outcome.FeatureCounts;
import dev.factguard.core.outcome.FittedRisk;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.OutcomeEstimate;
import dev.factguard.core.outcome.OutcomeModel;
import dev.factguard.core.outcome.OutcomeStore;
import dev.factguard.core.outcome.PromptCues;
import dev.factguard.core.outcome.PromptFeatures;
import dev.factguard.core.outcome.Remembered;
import dev.factguard.core.outcome.RiskLearner;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;

/**
 * Forecasts the probability that the answer to a prompt, for a tenant and a model, is hallucinated: transparent
 * signals, combined by a learner fitted on the tenant's own outcomes and calibrated on them.
 *
 * <p>The signals are ambiguity, {@code 1 − coverage}, the outcome model's probability from the prompt's words and
 * cues (named {@code patternHistory}) and volatility. Their <em>prior blend</em> — {@code Σ wᵢ·rᵢ / Σ wᵢ} over
 * the present signals, the cue prior standing for {@code patternHistory} — ranks prompts before anything is
 * learned; the cold risk is the stated prior moved by that blend ({@link RiskLearner#cold}). Once the tenant has
 * outcomes, the risk is the {@link RiskLearner}'s: a stack of three component scores (the prior blend, what the
 * words learned, and — with embeddings on — what the prompt's sentence vector says) with the model's rate as
 * intercept, calibrated per model. A store that fails does not fail the forecast: coverage falls back to the
 * prior, the learner is left out, and the forecast lists the backend under {@code degraded}. Each forecast's
 * features are remembered under its id in the read (with Redis: one round trip), and what the learner needs of it
 * ({@link Remembered}: model, component scores, the risk given) once the risk is known, without waiting, so that
 * feedback quoting the id teaches the words and the learner exactly what the forecast saw.
 * Thread-safe if its stores are.
 */
public final class Forecaster {

    private final ForecastReads reads;
    private final OutcomeModel model;
    private final ForecastIds ids;
    private final VolatilityScorer volatility;
    private final ForecastSettings settings;
    private final ContextPassages context;
    private final RiskLearner learner;
    private final TextEmbedder embedder;
    /** {@link #coldBlend(ForecastSettings, boolean)} with and without the outcome store, computed once. */
    private final double coldBlend;

    private final double coldBlendWithoutHistory;
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
                RiskLearner.defaults(),
                null,
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
            RiskLearner learner,
            TextEmbedder embedder,
            TenantThresholds thresholds,
            DecisionRule rule) {
        this.reads = reads;
        this.model = model;
        this.ids = ids;
        this.volatility = volatility == null ? VolatilityScorer.NONE : volatility;
        this.settings = settings;
        this.context = context;
        this.embedder = embedder;
        this.coldBlend = coldBlend(settings, true);
        this.coldBlendWithoutHistory = coldBlend(settings, false);
        // A prior left unstated is the blend of a prompt with nothing to say: a cold risk is then the blend itself.
        this.learner = learner.withPriorIfUnset(sigmoid(coldBlend));
        this.thresholds = thresholds;
        this.rule = rule;
    }

    /** The same forecaster, scoring request context passages with {@code context} (embeddings as for facts). */
    public Forecaster withContextPassages(ContextPassages context) {
        return new Forecaster(reads, model, ids, volatility, settings, context, learner, embedder, thresholds, rule);
    }

    /** The same forecaster, deciding each tenant's forecasts with its own thresholds and {@code rule}. */
    public Forecaster withDecisions(TenantThresholds thresholds, DecisionRule rule) {
        if (thresholds == null || rule == null) {
            throw new IllegalArgumentException("thresholds and rule must not be null");
        }
        return new Forecaster(reads, model, ids, volatility, settings, context, learner, embedder, thresholds, rule);
    }

    /** The same forecaster, its risk learned and calibrated by {@code learner}. */
    public Forecaster withLearner(RiskLearner learner) {
        return new Forecaster(reads, model, ids, volatility, settings, context, learner, embedder, thresholds, rule);
    }

    /**
     * The same forecaster, with the prompt's sentence vector from {@code embedder} as a feature of the learner
     * (null: lexical, the words alone). With hybrid coverage the vector is the one coverage computes.
     */
    public Forecaster withEmbedder(TextEmbedder embedder) {
        return new Forecaster(reads, model, ids, volatility, settings, context, learner, embedder, thresholds, rule);
    }

    public RiskLearner learner() {
        return learner;
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
        return forecast(tenant, prompt, contextPassages, "");
    }

    /**
     * A forecast for the answer of {@code model} ({@code ""} or null: none named), calibrated on that model's
     * outcomes where it has enough, on the tenant's where not.
     */
    public Forecast forecast(String tenant, String prompt, List<String> contextPassages, String model) {
        Asked asked = ask(tenant, prompt, model, true);
        ForecastReads.Read read = read(tenant, asked.query(), asked.features(), asked.forecastId());
        return remembered(tenant, asked, answer(asked, read, contextPassages, fitted(tenant, read)));
    }

    /** The forecast, once what the learner needs of it is on its way to the store (not waited for). */
    private Forecast remembered(String tenant, Asked asked, Answered answered) {
        if (answered.remembered() != null) {
            reads.remember(tenant, asked.forecastId(), answered.remembered());
        }
        return answered.forecast();
    }

    /**
     * What feedback by prompt counts: the prompt assessed now, as a forecast of it would be, without an id and
     * without remembering anything.
     *
     * @throws StoreUnavailableException when the outcome counts cannot be read (nothing can be counted either)
     */
    public Remembered assess(String tenant, String prompt, String model) {
        Asked asked = ask(tenant, prompt, model, false);
        ForecastReads.Read read = reads.read(
                tenant, asked.query(), settings.candidates(), asked.features().names(), null);
        if (read.counts() == null) {
            throw new StoreUnavailableException("the outcome counts could not be read; nothing was written", null);
        }
        Remembered r = answer(asked, read, List.of(), fitted(tenant, read)).remembered();
        return r != null ? r : Remembered.featuresOnly(asked.features().names());
    }

    /** The part of a forecast that comes before its read. */
    private Asked ask(String tenant, String prompt, String model, boolean issue) {
        KnowledgeQuery query = KnowledgeQuery.of(prompt);
        double ambiguity = Ambiguity.score(query.analyzed());
        Double vol = volatility.score(prompt);
        PromptFeatures features = PromptFeatures.of(prompt, query.analyzed(), vol);
        return new Asked(
                tenant, query, ambiguity, vol, features, issue ? ids.issue(tenant) : null, model == null ? "" : model);
    }

    /** The learner for the tenant's current counts: none before outcomes, the one held while they stay the same. */
    private FittedRisk fitted(String tenant, ForecastReads.Read read) {
        FeatureCounts total = total(read);
        if (total == null) {
            return null;
        }
        long writes = AlignedCounts.writes(read.counts());
        FittedRisk held = learner.cached(tenant, total.total(), total.hallucinated(), writes);
        if (held != null) {
            return held;
        }
        try {
            return learner.fit(tenant, reads.learner(tenant), total.total(), total.hallucinated(), writes, coldBlend());
        } catch (StoreUnavailableException e) {
            return null;
        }
    }

    /** The tenant's totals from a read, or null before any outcome (or when the counts could not be read). */
    private static FeatureCounts total(ForecastReads.Read read) {
        if (read.counts() == null) {
            return null;
        }
        FeatureCounts total = read.counts().get(OutcomeStore.TOTAL);
        return total == null || total.total() == 0 ? null : total;
    }

    /**
     * The prior blend, in log-odds, of a prompt with nothing to say: coverage at its prior, the cue prior of a
     * prompt without cues, no volatility. The cold risk of such a prompt is the stated prior.
     */
    private double coldBlend() {
        return coldBlend;
    }

    /** {@link #coldBlend()} of the signals a forecast has: without the outcome store, without its cue prior. */
    private static double coldBlend(ForecastSettings settings, boolean history) {
        Weights w = settings.weights();
        double historyWeight = history ? w.history() : 0;
        double sum = w.coverage() + historyWeight + w.ambiguity();
        if (sum == 0) {
            return 0;
        }
        double blend = (w.coverage() * (1 - settings.coveragePrior())
                        + historyWeight * sigmoid(PromptCues.BASE_LOG_ODDS)
                        + w.ambiguity() * 0.5)
                / sum;
        return logit(blend);
    }

    private record Answered(Forecast forecast, Remembered remembered) {}

    /** The part of a forecast that comes after its read, shared by {@link #forecast} and {@link #forecastAsync}. */
    private Answered answer(Asked asked, ForecastReads.Read read, List<String> contextPassages, FittedRisk fitted) {
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
        AskText words = AskText.of(query);
        AskKind kind = unasked(AskReader.of(query, words, features.cues()), query, words, retrieval);
        // An ask that states no fact asks for none: coverage and volatility measure facts, so they are no evidence
        // for it either way (weight 0, as for a signal that is absent), and its risk is what its task cues say.
        boolean facts = !kind.statesNoFact();
        double coverageRisk = 1.0 - (coverage == null ? settings.coveragePrior() : coverage);
        // Coverage always contributes to an ask for facts: a tenant without facts gets the prior, not a free pass.
        // The history slot of the prior blend holds the cue prior: what the words learned is a component of its own.
        double[] weights = {
            w.ambiguity(),
            facts ? w.coverage() : 0,
            learned == null ? 0 : w.history(),
            vol == null || !facts ? 0 : w.volatility()
        };
        double[] risks = {ambiguity, coverageRisk, sigmoid(features.priorLogOdds()), vol == null ? 0 : vol};
        double sum = 0;
        double blend = 0;
        for (int i = 0; i < weights.length; i++) {
            sum += weights[i];
            blend += weights[i] * risks[i];
        }
        blend = sum == 0 ? settings.coveragePrior() : Ambiguity.clamp(blend / sum);
        Risk risk = risk(asked, learned, fitted, logit(Math.max(1e-4, Math.min(1 - 1e-4, blend))));
        // An order is answered only by a fact that says its action, not by one on the thing it acts on.
        Decision decision =
                decide(asked, kind, kind == AskKind.ORDER ? ServiceOrder.saying(words, retrieval) : retrieval, risk);
        Recommendation recommendation = decision.recommendation();

        ArrayList<String> rationale =
                Rationale.explain(query, ambiguity, retrieval, coverage, features, learned, vol, recommendation, facts);
        List<String> reasons = decision.reasons();
        for (int i = reasons.size() - 1; i >= 0; i--) {
            rationale.add(0, reasons.get(i));
        }
        if (!degraded.isEmpty()) {
            rationale.add("state store unavailable: coverage fell back to its prior, learned outcomes are absent");
        } else if (risk.line() != null) {
            rationale.add(risk.line());
        }
        double[] effective = new double[weights.length];
        for (int i = 0; i < weights.length; i++) {
            effective[i] = sum == 0 ? 0.0 : round(weights[i] / sum);
        }
        Forecast forecast = new Forecast(
                round(risk.value()),
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
        return new Answered(forecast, risk.remembered());
    }

    /**
     * The risk, whether it was learned from the tenant's outcomes (false: the cold risk), what the forecast leaves
     * behind for feedback (null when the store could not be read), its line.
     */
    private record Risk(double value, boolean learnt, Remembered remembered, String line) {}

    /**
     * The risk of a prompt whose prior blend is {@code blend} (log-odds): cold from the stated prior, else from
     * the fitted learner; the components are rounded as they are remembered before anything is computed from them,
     * so that the feedback counts exactly what the forecast used.
     */
    private Risk risk(Asked asked, OutcomeEstimate learned, FittedRisk fitted, double blend) {
        double cold = learner.cold(blend, learned != null ? coldBlend : coldBlendWithoutHistory);
        if (learned == null) {
            return new Risk(cold, false, null, null);
        }
        byte[] vector =
                embedder == null ? null : Remembered.quantize(asked.query().vector(embedder));
        int[] z = {
            Remembered.score(blend),
            Remembered.score(learned.shift()),
            Remembered.score(fitted == null ? 0 : fitted.embeddingScore(vector))
        };
        if (fitted == null) {
            return new Risk(
                    cold,
                    false,
                    remembered(
                            asked,
                            z,
                            vector,
                            learned.repeated() ? Remembered.REPEATED : Remembered.NOT_STACKED,
                            Remembered.tenThousandths(cold)),
                    null);
        }
        int slot = fitted.slot(asked.model());
        double offset = fitted.offset(z);
        double calibrated = fitted.calibrated(slot, fitted.stacked(slot, offset));
        // Forecasts of a learner fitted on few outcomes are not calibrated on: its weights still move. Nor is a
        // prompt whose outcome is known (the same question for another model): its scores knew the answer.
        int raw = learned.repeated()
                ? Remembered.REPEATED
                : fitted.outcomes() >= learner.settings().calibrationFrom()
                        ? Remembered.tenThousandths(sigmoid(offset))
                        : Remembered.NOT_STACKED;
        Remembered r = remembered(asked, z, vector, raw, Remembered.tenThousandths(calibrated));
        return new Risk(calibrated, true, r, fitted.rationale(slot));
    }

    private static Remembered remembered(Asked asked, int[] z, byte[] vector, int raw, int given) {
        return new Remembered(asked.features().names(), asked.model(), z, vector, raw, given);
    }

    /**
     * The recommendation from the calibrated risk: what kind of ask it is, what can answer it, the tenant's
     * thresholds ({@link DecisionRule}).
     */
    private Decision decide(Asked asked, AskKind kind, Retrieval retrieval, Risk risk) {
        return rule.decide(
                kind,
                risk.value(),
                risk.learnt(),
                Groundability.of(retrieval, rule.answersFrom()),
                thresholds.of(asked.tenant()));
    }

    private ForecastReads.Read read(String tenant, KnowledgeQuery query, PromptFeatures features, String id) {
        try {
            return reads.read(tenant, query, settings.candidates(), features.names(), id);
        } catch (StoreUnavailableException e) {
            return new ForecastReads.Read(null, null);
        }
    }

    /**
     * An ask no reading recognised that asks no question of fact ({@link FactQuestion}) states none — unless a fact
     * of the tenant's names its subject: "opening hours Sunday" asks, in a search box's words, what a fact holds.
     * Without the facts (the store unavailable) nothing shows it is not the tenant's, so it still needs facts. An
     * order to act for the caller on a thing the facts name ({@link ServiceOrder}) is read first, question or not.
     */
    private static AskKind unasked(AskKind kind, KnowledgeQuery query, AskText words, Retrieval retrieval) {
        if (kind != AskKind.NEEDS_FACTS || retrieval == null) {
            return kind;
        }
        if (retrieval.factCount() > 0 && ServiceOrder.given(words, retrieval)) {
            return AskKind.ORDER;
        }
        boolean named = false;
        for (FactMatch m : retrieval.matches()) {
            named |= m.namesSubject();
        }
        if (!named && AskReader.judgementAsked(words)) {
            // "Is it worth full insurance on a 3 day rental? help me decide": a view asked for, on no subject of the
            // tenant's facts.
            return AskKind.OPINION;
        }
        return named || FactQuestion.asked(query.text()) ? kind : AskKind.UNASKED;
    }

    static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    static double logit(double p) {
        return Math.log(p / (1 - p));
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
        return forecastAsync(tenant, prompt, contextPassages, "");
    }

    /** {@link #forecastAsync(String, String, List)} for the answer of {@code model}. */
    public CompletionStage<Forecast> forecastAsync(
            String tenant, String prompt, List<String> contextPassages, String model) {
        Asked asked = ask(tenant, prompt, model, true);
        return reads.readAsync(
                        tenant,
                        asked.query(),
                        settings.candidates(),
                        asked.features().names(),
                        asked.forecastId())
                .exceptionally(Forecaster::unavailable)
                .thenCompose(read -> fittedAsync(tenant, read)
                        .thenApply(fitted -> remembered(tenant, asked, answer(asked, read, contextPassages, fitted))));
    }

    /** {@link #fitted} whose read of the counters, when one is needed, does not block. */
    private CompletionStage<FittedRisk> fittedAsync(String tenant, ForecastReads.Read read) {
        FeatureCounts total = total(read);
        if (total == null) {
            return CompletableFuture.completedFuture(null);
        }
        long writes = AlignedCounts.writes(read.counts());
        FittedRisk held = learner.cached(tenant, total.total(), total.hallucinated(), writes);
        if (held != null) {
            return CompletableFuture.completedFuture(held);
        }
        return reads.learnerAsync(tenant)
                .thenApply(stats -> (FittedRisk)
                        learner.fit(tenant, stats, total.total(), total.hallucinated(), writes, coldBlend()))
                .exceptionally(failure -> {
                    if (Stages.unwrapped(failure) instanceof StoreUnavailableException) {
                        return null;
                    }
                    throw failure instanceof CompletionException c ? c : new CompletionException(failure);
                });
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
            String forecastId,
            String model) {}
}
