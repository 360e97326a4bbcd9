package dev.factguard.jmh;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;

/**
 * Whole-process CPU time per call of {@link RefreshBenchmark}'s workload: unlike JMH's throughput, it holds steady
 * on a machine shared with other work, and it counts the refresher's worker threads as well as the caller's.
 * {@code java -cp benchmarks/jmh/target/benchmarks.jar dev.factguard.jmh.RefreshCpu [calls]}.
 */
public final class RefreshCpu {

    private RefreshCpu() {}

    public static void main(String[] args) {
        int calls = args.length > 0 ? Integer.parseInt(args[0]) : 4000;
        RefreshBenchmark benchmark = new RefreshBenchmark();
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        for (int i = 0; i < 3000; i++) {
            benchmark.refreshFourClaimAnswer();
        }
        long start = os.getProcessCpuTime();
        for (int i = 0; i < calls; i++) {
            benchmark.refreshFourClaimAnswer();
        }
        double micros = (os.getProcessCpuTime() - start) / 1000.0 / calls;
        System.out.printf(
                "refresh of a four-claim answer: %.1f us CPU per call (whole process, %d calls after 3000"
                        + " warm-up)%n",
                micros, calls);
    }
}
