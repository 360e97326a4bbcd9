package dev.factguard.jmh;

import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.refresh.ClaimWorkers;
import dev.factguard.core.refresh.RefreshReport;
import dev.factguard.core.refresh.RefreshSettings;
import dev.factguard.core.refresh.Refresher;
import dev.factguard.core.search.SearchResult;
import dev.factguard.core.search.WebSearch;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.AbstractExecutorService;
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
 * Lexical refresh of a four-claim answer (freshness scoring, query building, reading three search results per claim
 * and judging), one thread. The search answers from memory, so what is measured is the refresher's own work.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class RefreshBenchmark {

    private static final String ANSWER = "The CEO of Twitter is Jack Dorsey. The population of Nigeria is 150 million."
            + " The mayor of London is Boris Johnson. The latest version of Android is Android 12.";

    private static final List<SearchResult> RESULTS = List.of(
            new SearchResult(
                    "Sadiq Khan - Mayor of London",
                    "Jun 2, 2019 — Sadiq Khan has been Mayor of London"
                            + " since May 2016, following Boris Johnson's two terms.",
                    "https://example.org/a",
                    LocalDate.of(2019, 6, 2)),
            new SearchResult(
                    "Twitter names new chief executive (2011–2023)",
                    "Linda Yaccarino was named CEO of Twitter,"
                            + " replacing Elon Musk, who had succeeded Parag Agrawal. The population of Nigeria is about"
                            + " 237 million as of 2025.",
                    "https://example.org/b"),
            new SearchResult(
                    "Android 16 is here",
                    "Mar 8, 2025 — Android 16 rolls out to Pixel phones; Android 12 was" + " released in October 2021.",
                    "https://example.org/c",
                    LocalDate.of(2025, 3, 8)));

    private static final WebSearch MEMORY = new WebSearch() {
        @Override
        public String name() {
            return "memory";
        }

        @Override
        public List<SearchResult> search(String query, int maxResults) {
            return RESULTS;
        }
    };

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2025-10-01T00:00:00Z"), ZoneOffset.UTC);

    private final Refresher refresher =
            new Refresher(new FreshnessScorer(CLOCK), MEMORY, null, RefreshSettings.defaults(), CLOCK);

    /**
     * The same refresher with its claims run on the calling thread: no hand-off to the claim pool, and so no deadline
     * (a stalled search would hold the call). Not the production path; it shows what the hand-off costs.
     */
    private final Refresher onCallerThread = new Refresher(
            new FreshnessScorer(CLOCK),
            MEMORY,
            null,
            RefreshSettings.defaults(),
            CLOCK,
            new ClaimWorkers(new Inline()));

    @Benchmark
    public RefreshReport refreshFourClaimAnswer() {
        return refresher.refresh(ANSWER, null);
    }

    @Benchmark
    public RefreshReport refreshFourClaimAnswerOnCallerThreadNoDeadline() {
        return onCallerThread.refresh(ANSWER, null);
    }

    /** Runs each task where it is submitted. */
    private static final class Inline extends AbstractExecutorService {
        @Override
        public void execute(Runnable task) {
            task.run();
        }

        @Override
        public void shutdown() {}

        @Override
        public List<Runnable> shutdownNow() {
            return List.of();
        }

        @Override
        public boolean isShutdown() {
            return false;
        }

        @Override
        public boolean isTerminated() {
            return false;
        }

        @Override
        public boolean awaitTermination(long timeout, TimeUnit unit) {
            return true;
        }
    }
}
