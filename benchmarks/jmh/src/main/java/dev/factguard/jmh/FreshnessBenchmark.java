package dev.factguard.jmh;

import dev.factguard.core.freshness.FreshnessReport;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.freshness.FreshnessVolatility;
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

/**
 * Freshness scoring (claim detection, splitting, risk), one thread, no network: a six-sentence LLM answer, and the
 * forecaster's volatility signal on a prompt (the forecast benchmark's six prompts plus four time-dependent ones,
 * in turn), which is what every forecast pays with volatility on.
 */
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

    private static final String[] PROMPTS = {
        "What is the capital of Japan?",
        "How many litres does the Nordwind K7 kettle hold?",
        "Where do I get my old bills as PDF files?",
        "tell me something",
        "When did Apollo 11 land on the Moon?",
        "What did the mayor of Oberwelden say at the 1893 harvest fair?",
        "Who is the current CEO of Twitter?",
        "What is the population of India?",
        "who holds the record for most goals in a season",
        "What is the latest version of Android?",
    };

    private final FreshnessScorer scorer = new FreshnessScorer(Clock.systemUTC());
    private final FreshnessVolatility volatility = new FreshnessVolatility(scorer);
    private int next;

    @Benchmark
    public FreshnessReport scoreSixSentenceAnswer() {
        return scorer.score(ANSWER, null, null);
    }

    @Benchmark
    public Double volatilityOfPrompt() {
        next = (next + 1) % PROMPTS.length;
        return volatility.score(PROMPTS[next]);
    }
}
