package dev.factguard.jmh;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Not a JMH benchmark: CPU time per operation of the freshness and DuckDuckGo benchmarks, measured with the thread's
 * own CPU clock rather than the wall clock. On a machine shared with other builds the wall clock mostly measures the
 * scheduler; the CPU a thread was given is a steadier figure for comparing two versions of the code run the same
 * way. Runs each workload for 10 s of warm-up, then ten 2 s rounds, and prints one JSON line per workload with the
 * median and the range of the rounds (µs of CPU per operation, and the operations per CPU-second that implies).
 * Run: {@code java -cp benchmarks/jmh/target/benchmarks.jar dev.factguard.jmh.CpuPerOp} (from the project root).
 */
public final class CpuPerOp {

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    /** Where each result goes, so that the compiler cannot drop the work that made it. */
    private static volatile Object sink;

    public static void main(String[] args) throws Exception {
        FreshnessBenchmark freshness = new FreshnessBenchmark();
        DuckDuckGoParseBenchmark duckDuckGo = new DuckDuckGoParseBenchmark();
        duckDuckGo.load();
        measure("FreshnessBenchmark.volatilityOfPrompt", freshness::volatilityOfPrompt);
        measure("FreshnessBenchmark.scoreSixSentenceAnswer", freshness::scoreSixSentenceAnswer);
        measure("DuckDuckGoParseBenchmark.parseTwoResults", duckDuckGo::parseTwoResults);
    }

    static void measure(String name, Supplier<?> op) {
        run(op, 10_000_000_000L);
        List<Double> micros = new ArrayList<>();
        for (int round = 0; round < 10; round++) {
            long cpu = CPU.getCurrentThreadCpuTime();
            long ops = run(op, 2_000_000_000L);
            micros.add((CPU.getCurrentThreadCpuTime() - cpu) / 1000.0 / ops);
        }
        Collections.sort(micros);
        double median = (micros.get(4) + micros.get(5)) / 2;
        System.out.printf(
                Locale.ROOT,
                "{\"benchmark\":\"%s\",\"cpuMicrosPerOpMedian\":%.3f,\"cpuMicrosPerOpMin\":%.3f,"
                        + "\"cpuMicrosPerOpMax\":%.3f,\"opsPerCpuSecondMedian\":%.0f}%n",
                name,
                median,
                micros.get(0),
                micros.get(micros.size() - 1),
                1e6 / median);
    }

    /** Runs {@code op} for {@code nanos} of wall time; returns how many times it ran. */
    private static long run(Supplier<?> op, long nanos) {
        long end = System.nanoTime() + nanos;
        long ops = 0;
        while (System.nanoTime() < end) {
            for (int i = 0; i < 100; i++) {
                sink = op.get();
            }
            ops += 100;
        }
        return ops;
    }
}
