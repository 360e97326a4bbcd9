package dev.factguard.jmh;

import dev.factguard.adapter.search.DuckDuckGoHtmlParser;
import dev.factguard.core.search.SearchResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/** jsoup parse of a saved two-result DuckDuckGo HTML page (the test fixture), one thread. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class DuckDuckGoParseBenchmark {

    private final DuckDuckGoHtmlParser parser = new DuckDuckGoHtmlParser();
    private String page;

    @Setup
    public void load() throws IOException {
        page = Files.readString(Fixtures.path("src/test/resources/duckduckgo/two-results.html"));
    }

    @Benchmark
    public List<SearchResult> parseTwoResults() {
        return parser.parse(page, 3);
    }

    /** Fixtures are read from the main project, found relative to the working directory. */
    static final class Fixtures {
        static Path path(String relative) {
            for (Path base : new Path[] {Path.of("."), Path.of("../.."), Path.of("..")}) {
                Path candidate = base.resolve(relative);
                if (Files.exists(candidate)) {
                    return candidate;
                }
            }
            throw new IllegalStateException("run from the project root or benchmarks/jmh: " + relative + " not found");
        }
    }
}
