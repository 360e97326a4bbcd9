package dev.factguard.jmh;

import dev.factguard.core.text.TermAnalyzer;
import dev.factguard.core.text.WordOverlap;
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

/** The text kernels every request runs: the Jaccard overlap and the term analyzer. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class WordOverlapBenchmark {

    private final String claim = "The CEO of Twitter is Jack Dorsey.";
    private final String evidence =
            "Linda Yaccarino succeeded Jack Dorsey as chief executive officer of Twitter, now X.";

    @Benchmark
    public double jaccard() {
        return WordOverlap.jaccard(claim, evidence);
    }

    @Benchmark
    public Object analyze() {
        return TermAnalyzer.analyze(evidence);
    }
}
