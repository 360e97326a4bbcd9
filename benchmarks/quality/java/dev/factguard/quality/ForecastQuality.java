package dev.factguard.quality;

import com.fasterxml.jackson.databind.JsonNode;
import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.adapter.inmemory.InMemoryOutcomeStore;
import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.forecast.Recommendation;
import dev.factguard.core.forecast.VolatilityScorer;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.OutcomeModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs the forecaster over labelled prompt sets and reports mean risk per class, AUROC (risky ranked
 * above safe), band accuracy (safe ⇒ proceed, risky ⇒ not proceed) and band safety (no safe prompt sent
 * to human_review, no risky prompt told proceed).
 *
 * <p>Run: {@code benchmarks/quality/run.sh forecast}
 */
public final class ForecastQuality {

    static final String COMMAND = "benchmarks/quality/run.sh forecast";

    public record Case(String prompt, boolean risky, String kind) {}

    public static void main(String[] args) throws Exception {
        VolatilityScorer volatility = QualityWiring.volatility();
        JsonNode dev = ResultsFile.JSON.readTree(
                ResultsFile.dataset("dev/forecast_dev.json").toFile());
        List<Fact> facts = new ArrayList<>();
        dev.get("facts")
                .forEach(f ->
                        facts.add(new Fact(f.get("key").asText(), f.get("text").asText())));
        List<Case> cases = new ArrayList<>();
        dev.get("prompts")
                .forEach(p -> cases.add(new Case(
                        p.get("prompt").asText(),
                        p.get("label").asText().equals("risky"),
                        p.get("kind").asText())));
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("volatility", volatility == VolatilityScorer.NONE ? "off" : "on");
        for (Map.Entry<String, Embeddings> coverage :
                QualityWiring.coverageModes().entrySet()) {
            System.out.println("== coverage: " + coverage.getKey());
            Map<String, Object> mode = new LinkedHashMap<>();
            mode.put("seedSet", evaluate(SeedSet.facts(), SeedSet.cases(), volatility, coverage.getValue()));
            mode.put("forecastDev", evaluate(facts, cases, volatility, coverage.getValue()));
            figures.put(coverage.getKey(), mode);
        }
        ResultsFile.write("forecast-quality", COMMAND, figures);
    }

    static Map<String, Object> evaluate(
            List<Fact> facts, List<Case> cases, VolatilityScorer volatility, Embeddings embeddings) {
        InMemoryKnowledgeStore store = new InMemoryKnowledgeStore(embeddings, HybridScorer.MINILM);
        store.add("eval", facts);
        Forecaster forecaster = new Forecaster(
                store,
                new InMemoryOutcomeStore(),
                OutcomeModel.DEFAULT,
                new ForecastIds(ForecastIds.randomSecret()),
                volatility,
                QualityWiring.settings());
        List<Double> risky = new ArrayList<>();
        List<Double> safe = new ArrayList<>();
        int bandCorrect = 0;
        int bandSafe = 0;
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Case c : cases) {
            Forecast f = forecaster.forecast("eval", c.prompt());
            (c.risky() ? risky : safe).add(f.risk());
            Recommendation r = f.recommendation();
            boolean correct = c.risky() ? r != Recommendation.PROCEED : r == Recommendation.PROCEED;
            boolean isSafe = c.risky() ? r != Recommendation.PROCEED : r != Recommendation.HUMAN_REVIEW;
            bandCorrect += correct ? 1 : 0;
            bandSafe += isSafe ? 1 : 0;
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("prompt", c.prompt());
            row.put("label", c.risky() ? "risky" : "safe");
            row.put("kind", c.kind());
            row.put("risk", f.risk());
            row.put("recommendation", r.wireName());
            row.put("signals", f.signals());
            rows.add(row);
            System.out.printf(
                    "%-6s %-10s %.3f %-12s %s%n",
                    c.risky() ? "risky" : "safe", c.kind(), f.risk(), r.wireName(), c.prompt());
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("prompts", cases.size());
        out.put("auroc", round(Auroc.of(risky, safe)));
        out.put(
                "meanRiskRisky",
                round(risky.stream().mapToDouble(d -> d).average().orElse(Double.NaN)));
        out.put(
                "meanRiskSafe",
                round(safe.stream().mapToDouble(d -> d).average().orElse(Double.NaN)));
        out.put("bandAccuracy", round((double) bandCorrect / cases.size()));
        out.put("bandSafety", round((double) bandSafe / cases.size()));
        out.put("rows", rows);
        System.out.println("AUROC " + out.get("auroc") + "  band accuracy " + out.get("bandAccuracy") + "  band safety "
                + out.get("bandSafety"));
        return out;
    }

    static double round(double v) {
        return Math.round(v * 10_000) / 10_000.0;
    }
}
