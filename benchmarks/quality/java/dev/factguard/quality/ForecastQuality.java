package dev.factguard.quality;

import com.fasterxml.jackson.databind.JsonNode;
import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.adapter.inmemory.InMemoryOutcomeStore;
import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.forecast.VolatilityScorer;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.OutcomeModel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs the forecaster over labelled prompt sets and reports mean risk per class, AUROC (risky ranked above safe),
 * band accuracy (safe ⇒ proceed or ground — a question a tenant's fact answers is grounded on it, whatever its risk —,
 * risky ⇒ human_review) and band safety (no safe prompt sent to human_review, no risky
 * prompt told proceed) — and, on a file of asks ({@code forecast_asks.json}), how its decisions fall: asks that state
 * no fact should proceed, tenant questions no fact answers never proceed, covered tenant questions never go to
 * human_review.
 *
 * <p>Run: {@code benchmarks/quality/run.sh forecast} (in process, lexical and hybrid coverage);
 * {@code benchmarks/quality/run.sh forecast --http} (the packaged service with its production defaults, over HTTP);
 * {@code --asks FILE} evaluates another file of asks (results named after it).
 */
public final class ForecastQuality {

    static final String COMMAND = "benchmarks/quality/run.sh forecast";
    static final String ASKS = "benchmarks/quality/forecast_asks.json";

    public record Case(String prompt, boolean risky, String kind) {}

    /** One forecast as the evaluation reads it. */
    record Reply(double risk, String recommendation, Double coverage, List<String> rationale) {}

    /** Forecasts prompts for one tenant whose facts it was given. */
    interface Asker {
        Reply ask(String prompt) throws Exception;
    }

    public static void main(String[] args) throws Exception {
        String http = null;
        String asksFile = ASKS;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--http")) {
                http = args[++i];
            } else if (args[i].equals("--asks")) {
                asksFile = args[++i];
            }
        }
        JsonNode dev = ResultsFile.JSON.readTree(
                ResultsFile.dataset("dev/forecast_dev.json").toFile());
        List<Fact> devFacts = facts(dev.get("facts"));
        List<Case> cases = new ArrayList<>();
        dev.get("prompts")
                .forEach(p -> cases.add(new Case(
                        p.get("prompt").asText(),
                        p.get("label").asText().equals("risky"),
                        p.get("kind").asText())));
        JsonNode asks = ResultsFile.JSON.readTree(Path.of(asksFile).toFile());
        List<Fact> askFacts = new ArrayList<>(devFacts);
        askFacts.addAll(facts(asks.get("facts")));
        String name = Path.of(asksFile).getFileName().toString().replace(".json", "");
        boolean dev0 = asksFile.equals(ASKS);
        Map<String, Object> figures = new LinkedHashMap<>();
        if (http != null) {
            HttpAsker.Service service = new HttpAsker.Service(http);
            figures.put("service", "packaged, production defaults (hybrid MiniLM coverage, in memory), over HTTP");
            figures.put("asksFile", asksFile);
            if (dev0) {
                figures.put("forecastDev", evaluate(service.tenant(devFacts), cases));
            }
            figures.put("asks", evaluateAsks(service.tenant(askFacts), asks.get("asks")));
            ResultsFile.write(dev0 ? "forecast-quality-http" : name + "-http", COMMAND + " --http", figures);
            return;
        }
        VolatilityScorer volatility = QualityWiring.volatility();
        figures.put("volatility", volatility == VolatilityScorer.NONE ? "off" : "on");
        figures.put("asksFile", asksFile);
        for (Map.Entry<String, Embeddings> coverage :
                QualityWiring.coverageModes().entrySet()) {
            System.out.println("== coverage: " + coverage.getKey());
            Map<String, Object> mode = new LinkedHashMap<>();
            if (dev0) {
                mode.put(
                        "seedSet",
                        evaluate(inProcess(SeedSet.facts(), volatility, coverage.getValue()), SeedSet.cases()));
                mode.put("forecastDev", evaluate(inProcess(devFacts, volatility, coverage.getValue()), cases));
            }
            mode.put("asks", evaluateAsks(inProcess(askFacts, volatility, coverage.getValue()), asks.get("asks")));
            figures.put(coverage.getKey(), mode);
        }
        ResultsFile.write(dev0 ? "forecast-quality" : name, COMMAND + (dev0 ? "" : " --asks " + asksFile), figures);
    }

    private static List<Fact> facts(JsonNode array) {
        List<Fact> facts = new ArrayList<>();
        if (array != null) {
            array.forEach(
                    f -> facts.add(new Fact(f.get("key").asText(), f.get("text").asText())));
        }
        return facts;
    }

    /** A forecaster wired as the service's defaults, with {@code facts} in its one tenant. */
    static Asker inProcess(List<Fact> facts, VolatilityScorer volatility, Embeddings embeddings) {
        InMemoryKnowledgeStore store = new InMemoryKnowledgeStore(embeddings, HybridScorer.MINILM);
        store.add("eval", facts);
        Forecaster forecaster = new Forecaster(
                store,
                new InMemoryOutcomeStore(),
                OutcomeModel.DEFAULT,
                new ForecastIds(ForecastIds.randomSecret()),
                volatility,
                QualityWiring.settings());
        return prompt -> {
            Forecast f = forecaster.forecast("eval", prompt);
            return new Reply(
                    f.risk(), f.recommendation().wireName(), f.signals().kbCoverage(), f.rationale());
        };
    }

    static Map<String, Object> evaluate(Asker asker, List<Case> cases) throws Exception {
        List<Double> risky = new ArrayList<>();
        List<Double> safe = new ArrayList<>();
        int bandCorrect = 0;
        int bandSafe = 0;
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Case c : cases) {
            Reply f = asker.ask(c.prompt());
            (c.risky() ? risky : safe).add(f.risk());
            String r = f.recommendation();
            boolean correct = c.risky() ? r.equals("human_review") : !r.equals("human_review");
            boolean isSafe = c.risky() ? !r.equals("proceed") : !r.equals("human_review");
            bandCorrect += correct ? 1 : 0;
            bandSafe += isSafe ? 1 : 0;
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("prompt", c.prompt());
            row.put("label", c.risky() ? "risky" : "safe");
            row.put("kind", c.kind());
            row.put("risk", f.risk());
            row.put("recommendation", r);
            row.put("kbCoverage", f.coverage());
            rows.add(row);
            System.out.printf(
                    "%-6s %-10s %.3f %-12s %s%n", c.risky() ? "risky" : "safe", c.kind(), f.risk(), r, c.prompt());
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

    /**
     * Decisions on the asks: {@code no-fact} should proceed, {@code uncovered} must never proceed, {@code covered}
     * must never go to human_review. Counts per expectation and per kind, and every row.
     */
    static Map<String, Object> evaluateAsks(Asker asker, JsonNode asks) throws Exception {
        Map<String, Map<String, Integer>> byExpect = new LinkedHashMap<>();
        Map<String, Map<String, Integer>> byKind = new LinkedHashMap<>();
        List<Map<String, Object>> rows = new ArrayList<>();
        List<String> misses = new ArrayList<>();
        for (JsonNode ask : asks) {
            String prompt = ask.get("prompt").asText();
            String expect = ask.get("expect").asText();
            String kind = ask.get("kind").asText();
            Reply f = asker.ask(prompt);
            String r = f.recommendation();
            boolean ok = switch (expect) {
                case "no-fact" -> r.equals("proceed");
                case "uncovered" -> !r.equals("proceed");
                case "covered" -> !r.equals("human_review");
                default -> throw new IllegalArgumentException("unknown expect '" + expect + "' in " + prompt);
            };
            count(byExpect, expect, r, ok);
            count(byKind, expect + "/" + kind, r, ok);
            if (!ok) {
                misses.add(expect + ": " + r + " — " + prompt);
            }
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("prompt", prompt);
            row.put("expect", expect);
            row.put("kind", kind);
            row.put("risk", f.risk());
            row.put("recommendation", r);
            row.put("kbCoverage", f.coverage());
            row.put("why", f.rationale().isEmpty() ? null : f.rationale().get(0));
            rows.add(row);
            System.out.printf("%s %-9s %-11s %.3f %-12s %s%n", ok ? "  " : "XX", expect, kind, f.risk(), r, prompt);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        Map<String, Integer> noFact = byExpect.getOrDefault("no-fact", Map.of());
        out.put("noFactProceedRate", rate(noFact.getOrDefault("ok", 0), noFact.getOrDefault("all", 0)));
        out.put("uncoveredProceed", byExpect.getOrDefault("uncovered", Map.of()).getOrDefault("proceed", 0));
        out.put("coveredHumanReview", byExpect.getOrDefault("covered", Map.of()).getOrDefault("human_review", 0));
        out.put("byExpectation", byExpect);
        out.put("byKind", byKind);
        out.put("misses", misses);
        out.put("rows", rows);
        System.out.println("no-fact asks proceed " + out.get("noFactProceedRate") + "  uncovered told proceed "
                + out.get("uncoveredProceed") + "  covered sent to human_review " + out.get("coveredHumanReview"));
        return out;
    }

    private static void count(Map<String, Map<String, Integer>> into, String key, String recommendation, boolean ok) {
        Map<String, Integer> c = into.computeIfAbsent(key, k -> new LinkedHashMap<>());
        c.merge("all", 1, Integer::sum);
        c.merge("ok", ok ? 1 : 0, Integer::sum);
        c.merge(recommendation, 1, Integer::sum);
    }

    private static double rate(int ok, int all) {
        return all == 0 ? Double.NaN : round((double) ok / all);
    }

    static double round(double v) {
        return Math.round(v * 10_000) / 10_000.0;
    }
}
