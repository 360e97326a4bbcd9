package dev.factguard.jmh;

/**
 * Not a JMH benchmark: CPU time per forecast of {@link ForecasterBenchmark}'s four variants (production and
 * volatility-off, 0 and 2,000 learned outcomes), measured with the thread's own CPU clock as {@link CpuPerOp} does,
 * for comparing two versions of the forecaster on a machine shared with other work. The forecasts/s figure stays
 * JMH's ({@code benchmarks/jmh/run.sh ForecasterBenchmark}).
 * Run: {@code java -cp benchmarks/jmh/target/benchmarks.jar dev.factguard.jmh.ForecasterCpu} (from the project root).
 */
public final class ForecasterCpu {

    public static void main(String[] args) {
        for (String variant : new String[] {"production", "volatility-off"}) {
            for (int outcomes : new int[] {0, 2000}) {
                ForecasterBenchmark benchmark = new ForecasterBenchmark();
                benchmark.variant = variant;
                benchmark.outcomes = outcomes;
                benchmark.setUp();
                CpuPerOp.measure("ForecasterBenchmark.forecast:" + variant + "/" + outcomes, benchmark::forecast);
            }
        }
    }
}
