package dev.factguard.core.forecast;

import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.history.PatternHistory;
import dev.factguard.core.history.PromptShape;
import dev.factguard.core.history.ShapeStats;
import dev.factguard.core.knowledge.FactMatch;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.knowledge.Retrieval;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Forecasts how likely a prompt is to produce a hallucinated answer, from four transparent signals.
 *
 * <p>Risk is the convex combination {@code Σ wᵢ·rᵢ / Σ wᵢ} over the present signals, where the risk of
 * each signal is ambiguity, {@code 1 − coverage}, the smoothed history rate and volatility. A store that
 * fails does not fail the forecast: its signal falls back (coverage to the prior, history to absent) and
 * the forecast lists the backend under {@code degraded}. Thread-safe if its stores are.
 */
public final class Forecaster {

    private final KnowledgeStore knowledge;
    private final PatternHistory history;
    private final VolatilityScorer volatility;
    private final ForecastSettings settings;
    private final Consumer<StoreUnavailableException> onDegraded;

    public Forecaster(KnowledgeStore knowledge, PatternHistory history, VolatilityScorer volatility,
            ForecastSettings settings, Consumer<StoreUnavailableException> onDegraded) {
        this.knowledge = knowledge;
        this.history = history;
        this.volatility = volatility == null ? VolatilityScorer.NONE : volatility;
        this.settings = settings;
        this.onDegraded = onDegraded == null ? e -> {} : onDegraded;
    }

    public ForecastSettings settings() {
        return settings;
    }

    public Forecast forecast(String tenant, String prompt) {
        KnowledgeQuery query = KnowledgeQuery.of(prompt);
        String shape = PromptShape.of(query.analyzed());
        List<String> degraded = new ArrayList<>(1);
        List<String> rationale = new ArrayList<>(4);

        double ambiguity = Ambiguity.score(query.analyzed());
        Retrieval retrieval = retrieve(tenant, query, degraded);
        Double coverage = retrieval == null || retrieval.factCount() == 0 ? null : retrieval.bestScore();
        Double historyRate = historyRate(tenant, shape, degraded);
        Double vol = volatility.score(prompt);

        Weights w = settings.weights();
        double coverageRisk = 1.0 - (coverage == null ? settings.coveragePrior() : coverage);
        // Coverage always contributes: a tenant without facts gets the prior, not a free pass.
        double[] weights = {w.ambiguity(), w.coverage(), historyRate == null ? 0 : w.history(),
                vol == null ? 0 : w.volatility()};
        double[] risks = {ambiguity, coverageRisk, historyRate == null ? 0 : historyRate, vol == null ? 0 : vol};
        double sum = weights[0] + weights[1] + weights[2] + weights[3];
        double risk = 0;
        for (int i = 0; i < 4; i++) {
            risk += weights[i] * risks[i];
        }
        risk = sum == 0 ? settings.coveragePrior() : Ambiguity.clamp(risk / sum);
        Recommendation recommendation = settings.recommend(risk);

        explain(rationale, query, ambiguity, retrieval, coverage, historyRate, tenant, shape, vol, recommendation);
        if (!degraded.isEmpty()) {
            rationale.add("state store unavailable: history and coverage fell back to defaults");
        }
        Map<String, Double> effective = new LinkedHashMap<>();
        String[] names = {"ambiguity", "kbCoverage", "patternHistory", "volatility"};
        for (int i = 0; i < 4; i++) {
            effective.put(names[i], sum == 0 ? 0.0 : round(weights[i] / sum));
        }
        return new Forecast(round(risk), recommendation, rationale,
                new Signals(round(ambiguity), coverage == null ? null : round(coverage),
                        historyRate == null ? null : round(historyRate), vol == null ? null : round(vol)),
                effective, shape, ForecastIds.newId(shape), degraded);
    }

    private Retrieval retrieve(String tenant, KnowledgeQuery query, List<String> degraded) {
        try {
            return knowledge.retrieve(tenant, query, settings.candidates());
        } catch (StoreUnavailableException e) {
            markDegraded(degraded, e);
            return null;
        }
    }

    private Double historyRate(String tenant, String shape, List<String> degraded) {
        try {
            return settings.smoothing().rate(history.stats(tenant, shape));
        } catch (StoreUnavailableException e) {
            markDegraded(degraded, e);
            return null;
        }
    }

    private void markDegraded(List<String> degraded, StoreUnavailableException e) {
        if (!degraded.contains("redis")) {
            degraded.add("redis");
        }
        onDegraded.accept(e);
    }

    private void explain(List<String> out, KnowledgeQuery query, double ambiguity, Retrieval retrieval,
            Double coverage, Double historyRate, String tenant, String shape, Double vol,
            Recommendation recommendation) {
        if (ambiguity >= 0.5) {
            out.add("under-specified prompt");
        }
        if (!query.analyzed().vagueTerms().isEmpty() && ambiguity >= 0.3) {
            out.add("vague terms: " + String.join(", ", query.analyzed().vagueTerms()));
        }
        if (Ambiguity.stacked(query.analyzed()) > 0) {
            out.add("several questions in one prompt");
        }
        if (retrieval != null && retrieval.factCount() == 0) {
            out.add("no knowledge base supplied");
        } else if (coverage != null && coverage < 0.5) {
            out.add("weak knowledge-base coverage");
            if (!retrieval.matches().isEmpty()) {
                FactMatch best = retrieval.matches().get(0);
                if (!best.missingAnchors().isEmpty()) {
                    out.add("closest fact \"" + best.fact().key() + "\" does not mention "
                            + String.join(", ", best.missingAnchors()));
                }
            }
        } else if (coverage != null) {
            out.add("covered by fact \"" + retrieval.matches().get(0).fact().key() + "\"");
        }
        if (historyRate != null && historyRate >= 0.5) {
            out.add("this prompt shape has hallucinated before");
        }
        if (vol != null && vol >= 0.5) {
            out.add("asks for a fast-changing fact");
        }
        if (recommendation == Recommendation.PROCEED && ambiguity < 0.5 && coverage != null && coverage >= 0.5) {
            out.add("well-specified and grounded");
        }
    }

    static double round(double v) {
        return Math.round(v * 10_000) / 10_000.0;
    }
}
