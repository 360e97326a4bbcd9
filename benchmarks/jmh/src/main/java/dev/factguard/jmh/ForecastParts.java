package dev.factguard.jmh;

import dev.factguard.core.forecast.ForecastSettings;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.outcome.FeatureCounts;
import dev.factguard.core.outcome.OutcomeModel;
import dev.factguard.core.outcome.PromptFeatures;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * Not a JMH benchmark: CPU time of each part of a forecast alone, on the state {@link ForecasterBenchmark}
 * production/2000 builds (20 facts, 2,000 outcomes learned, its six prompts in turn), measured as {@link CpuPerOp}
 * does. The parts in the order the forecaster runs them; what the whole forecast costs beyond their sum is the
 * answer (outcome model, rationale, the forecast itself) and what the parts cost each other in caches when they
 * run together. Run: {@code java -cp benchmarks/jmh/target/benchmarks.jar dev.factguard.jmh.ForecastParts}.
 */
public final class ForecastParts {

    private static final String TENANT = "bench";
    /** Distinct ids, more than the 100,000 a tenant remembers: each one remembered is new, as in production. */
    private static final int IDS = 200_000;

    public static void main(String[] args) {
        ForecasterBenchmark benchmark = new ForecasterBenchmark();
        benchmark.variant = "production";
        benchmark.outcomes = 2000;
        benchmark.setUp();
        String[] prompts = ForecasterBenchmark.PROMPTS;
        int n = prompts.length;
        KnowledgeQuery[] queries = new KnowledgeQuery[n];
        Double[] volatility = new Double[n];
        PromptFeatures[] features = new PromptFeatures[n];
        @SuppressWarnings("unchecked")
        Map<String, FeatureCounts>[] counts = new Map[n];
        for (int i = 0; i < n; i++) {
            queries[i] = KnowledgeQuery.of(prompts[i]);
            volatility[i] = benchmark.volatility.score(prompts[i]);
            features[i] = PromptFeatures.of(prompts[i], queries[i].analyzed(), volatility[i]);
            counts[i] = benchmark.learned.readAndRemember(TENANT, features[i].names(), null);
        }
        String[] ids = new String[IDS];
        for (int i = 0; i < IDS; i++) {
            ids[i] = benchmark.ids.issue(TENANT);
        }
        int candidates = ForecastSettings.defaults().candidates();
        int[] turn = {0};
        CpuPerOp.measure("forecast (whole)", benchmark::forecast);
        CpuPerOp.measure("term analysis (KnowledgeQuery.of)", each(turn, n, i -> KnowledgeQuery.of(prompts[i])));
        CpuPerOp.measure("volatility", each(turn, n, i -> benchmark.volatility.score(prompts[i])));
        CpuPerOp.measure(
                "outcome features (PromptFeatures.of)",
                each(turn, n, i -> PromptFeatures.of(prompts[i], queries[i].analyzed(), volatility[i])));
        CpuPerOp.measure("forecast id (ForecastIds.issue)", () -> benchmark.ids.issue(TENANT));
        CpuPerOp.measure(
                "lexical retrieval", each(turn, n, i -> benchmark.store.retrieve(TENANT, queries[i], candidates)));
        CpuPerOp.measure(
                "outcome read, not remembered",
                each(turn, n, i -> benchmark.learned.readAndRemember(TENANT, features[i].names(), null)));
        int[] id = {0};
        CpuPerOp.measure("outcome read and remember", each(turn, n, i -> {
            id[0] = (id[0] + 1) % IDS;
            return benchmark.learned.readAndRemember(TENANT, features[i].names(), ids[id[0]]);
        }));
        CpuPerOp.measure(
                "outcome model (estimate)", each(turn, n, i -> OutcomeModel.DEFAULT.estimate(features[i], counts[i])));
    }

    /** The part for the next prompt in turn, as the benchmark takes them. */
    private static Supplier<Object> each(int[] turn, int n, IntFunction<Object> part) {
        return () -> {
            turn[0] = (turn[0] + 1) % n;
            return part.apply(turn[0]);
        };
    }
}
