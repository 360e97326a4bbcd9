package dev.factguard.jmh;

import java.io.File;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * Not a JMH benchmark: two builds of the forecaster in one process, taking turns on the same thread, for a
 * before/after comparison on a busy machine. Each build is loaded from its own class path (a jar, or directories
 * and jars joined by ':'), set up as {@link ForecasterBenchmark} does, warmed up, then measured in 20 alternating
 * rounds of 1 s; the CPU µs per forecast of each round is paired with the other build's round next to it, so both
 * see the same load. Prints the median of each build and of the ratio new/old, and the bytes each build allocates
 * per forecast (which the load does not change).
 * Run: {@code java -cp benchmarks/jmh/target/benchmarks.jar dev.factguard.jmh.ForecasterTurns OLD_CP NEW_CP
 * [production/2000] [forecast|volatility]}; {@code volatility} times the volatility signal alone on the same prompts.
 */
public final class ForecasterTurns {

    private static final com.sun.management.ThreadMXBean CPU =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static volatile Object sink;

    public static void main(String[] args) throws Exception {
        String[] variant = (args.length > 2 ? args[2] : "production/2000").split("/");
        String part = args.length > 3 ? args[3] : "forecast";
        Object[] sides = {build(args[0], variant, part), build(args[1], variant, part)};
        for (Object side : sides) {
            round(side, 5_000_000_000L);
        }
        long[] bytes = {allocated(sides[0]), allocated(sides[1])};
        List<Double> old = new ArrayList<>();
        List<Double> now = new ArrayList<>();
        List<Double> ratio = new ArrayList<>();
        for (int r = 0; r < 20; r++) {
            // Who goes first alternates, so neither side always follows the other's garbage.
            double a = r % 2 == 0 ? round(sides[0], 1_000_000_000L) : Double.NaN;
            double b = round(sides[1], 1_000_000_000L);
            if (r % 2 == 1) {
                a = round(sides[0], 1_000_000_000L);
            }
            old.add(a);
            now.add(b);
            ratio.add(b / a);
        }
        System.out.printf(
                Locale.ROOT,
                "{\"variant\":\"%s\",\"part\":\"%s\",\"oldCpuMicrosPerOp\":%.3f,\"newCpuMicrosPerOp\":%.3f,\"newOverOld\":%.3f,"
                        + "\"newOverOldMin\":%.3f,\"newOverOldMax\":%.3f,\"oldBytesPerOp\":%d,\"newBytesPerOp\":%d}%n",
                String.join("/", variant),
                part,
                median(old),
                median(now),
                median(ratio),
                Collections.min(ratio),
                Collections.max(ratio),
                bytes[0],
                bytes[1]);
    }

    private record Side(Object benchmark, Method forecast) {}

    private static Object build(String classPath, String[] variant, String method) throws Exception {
        List<URL> urls = new ArrayList<>();
        for (String part : classPath.split(":")) {
            urls.add(new File(part).toURI().toURL());
        }
        ClassLoader loader = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
        Class<?> type = loader.loadClass(ForecasterBenchmark.class.getName());
        Object benchmark = type.getDeclaredConstructor().newInstance();
        type.getField("variant").set(benchmark, variant[0]);
        type.getField("outcomes").setInt(benchmark, Integer.parseInt(variant[1]));
        type.getMethod("setUp").invoke(benchmark);
        return new Side(benchmark, type.getMethod(method));
    }

    /** Runs one side for {@code nanos} of wall time; returns its CPU µs per forecast. */
    private static double round(Object side, long nanos) throws Exception {
        Side s = (Side) side;
        long cpu = CPU.getCurrentThreadCpuTime();
        long end = System.nanoTime() + nanos;
        long ops = 0;
        while (System.nanoTime() < end) {
            for (int i = 0; i < 100; i++) {
                sink = s.forecast.invoke(s.benchmark);
            }
            ops += 100;
        }
        return (CPU.getCurrentThreadCpuTime() - cpu) / 1000.0 / ops;
    }

    /** Bytes allocated per forecast over 60,000 forecasts (ten rounds of the prompt set). */
    private static long allocated(Object side) throws Exception {
        Side s = (Side) side;
        long id = Thread.currentThread().getId();
        long before = CPU.getThreadAllocatedBytes(id);
        for (int i = 0; i < 60_000; i++) {
            sink = s.forecast.invoke(s.benchmark);
        }
        return (CPU.getThreadAllocatedBytes(id) - before) / 60_000;
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int n = sorted.size();
        return (sorted.get((n - 1) / 2) + sorted.get(n / 2)) / 2;
    }
}
