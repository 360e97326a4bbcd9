package dev.factguard.jmh;

import dev.factguard.core.freshness.FreshnessReport;
import dev.factguard.core.freshness.FreshnessScorer;
import java.time.Clock;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/** Freshness scoring (claim detection, splitting, risk) of a short LLM answer, one thread, no network. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class FreshnessBenchmark {

    private static final String ANSWER = "The CEO of Twitter is Jack Dorsey. The population of India is about 1.2"
            + " billion. Water boils at 100 degrees Celsius at sea level. The men's marathon world record is 2:01:09."
            + " The latest version of Android is Android 12. Paris is the capital of France.";

    private final FreshnessScorer scorer = new FreshnessScorer(Clock.systemUTC());

    @Benchmark
    public FreshnessReport scoreSixSentenceAnswer() {
        return scorer.score(ANSWER, null, null);
    }
}
