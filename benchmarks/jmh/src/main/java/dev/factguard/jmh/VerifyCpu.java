package dev.factguard.jmh;

/**
 * Not a JMH benchmark: CPU time per {@link VerifyBenchmark#verify} (a four-statement answer), on the thread's own
 * CPU clock as {@link CpuPerOp} measures, for a figure that holds on a machine shared with other builds. Run: {@code
 * java -cp benchmarks/jmh/target/benchmarks.jar dev.factguard.jmh.VerifyCpu} (from the project root).
 */
public final class VerifyCpu {

    private VerifyCpu() {}

    public static void main(String[] args) {
        CpuPerOp.measure("VerifyBenchmark.verify", new VerifyBenchmark()::verify);
    }
}
