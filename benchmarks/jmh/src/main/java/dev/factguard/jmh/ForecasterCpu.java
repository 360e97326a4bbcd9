package dev.factguard.jmh;

import java.util.Arrays;
import java.util.List;

/**
 * Not a JMH benchmark: CPU time per forecast of {@link ForecasterBenchmark}'s four variants (production and
 * volatility-off, 0 and 2,000 learned outcomes), measured with the thread's own CPU clock as {@link CpuPerOp} does,
 * for comparing two versions of the forecaster on a machine shared with other work. The forecasts/s figure stays
 * JMH's ({@code benchmarks/jmh/run.sh ForecasterBenchmark}). Arguments, if any, pick variants by name
 * ({@code production/2000}): comparing two builds in turns goes faster on one variant.
 * Run: {@code java -cp benchmarks/jmh/target/benchmarks.jar dev.factguard.jmh.ForecasterCpu} (from the project root).
 */
public final class ForecasterCpu {

    public static void main(String[] args) {
        List<String> only = Arrays.asList(args);
        for (String variant : new String[] {"production", "volatility-off"}) {
            for (int outcomes : new int[] {0, 2000}) {
                String name = variant + "/" + outcomes;
                if (!only.isEmpty() && !only.contains(name)) {
                    continue;
                }
                ForecasterBenchmark benchmark = new ForecasterBenchmark();
                benchmark.variant = variant;
                benchmark.outcomes = outcomes;
                benchmark.setUp();
                CpuPerOp.measure("ForecasterBenchmark.forecast:" + name, benchmark::forecast);
            }
        }
    }
}
