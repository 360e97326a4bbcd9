package dev.factguard.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The documentation a newcomer reads holds together: every relative link and anchor in README and the Markdown
 * pages resolves, README stays short enough to read and its tables one line a row, and every file in
 * {@code benchmarks/results/} is a current result that {@code benchmarks/README.md} names.
 */
class DocumentationTest {

    private static final Path ROOT = Path.of("").toAbsolutePath();
    private static final int README_LINES = 300;
    private static final int PERFORMANCE_LINES = 250;
    private static final int TABLE_CELL_CHARS = 200;
    private static final int RESULT_FILES = 40;

    @Test
    void every_relative_link_and_anchor_resolves() throws IOException {
        MarkdownLinks reader = MarkdownLinks.reader();
        List<String> broken = new ArrayList<>();
        for (Path page : pages()) {
            for (String target : reader.links(page)) {
                String problem = problem(reader, page, target);
                if (problem != null) {
                    broken.add(ROOT.relativize(page) + ": " + target + " (" + problem + ")");
                }
            }
        }
        assertThat(broken).as("links that do not resolve").isEmpty();
    }

    @Test
    void readme_is_short_and_its_table_rows_are_one_line_each() throws IOException {
        List<String> lines = Files.readAllLines(ROOT.resolve("README.md"));
        assertThat(lines.size()).as("README.md lines").isLessThanOrEqualTo(README_LINES);
        List<String> long_ = new ArrayList<>();
        for (String line : lines) {
            if (line.startsWith("|")) {
                for (String cell : line.split("(?<!\\\\)\\|")) {
                    if (cell.strip().length() > TABLE_CELL_CHARS) {
                        long_.add(cell.strip());
                    }
                }
            }
        }
        assertThat(long_)
                .as("README table cells over " + TABLE_CELL_CHARS + " characters")
                .isEmpty();
    }

    @Test
    void performance_page_says_where_the_time_goes_in_few_lines() throws IOException {
        assertThat(Files.readAllLines(ROOT.resolve("docs/performance.md"))).hasSizeLessThanOrEqualTo(PERFORMANCE_LINES);
    }

    @Test
    void every_result_file_is_named_in_the_benchmarks_readme() throws IOException {
        String index = Files.readString(ROOT.resolve("benchmarks/README.md"));
        List<String> files;
        try (Stream<Path> s = Files.list(ROOT.resolve("benchmarks/results"))) {
            files = s.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertThat(files).as("files in benchmarks/results").hasSizeLessThanOrEqualTo(RESULT_FILES);
        assertThat(files.stream().filter(f -> !index.contains(f)).toList())
                .as("result files benchmarks/README.md does not name")
                .isEmpty();
    }

    /** Why {@code target}, linked from {@code page}, does not resolve; null when it does. */
    private static String problem(MarkdownLinks reader, Path page, String target) {
        if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
            return null; // http:, https:, mailto: — outside this repository, not checked offline
        }
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? null : target.substring(hash + 1);
        Path file = path.isEmpty() ? page : page.getParent().resolve(path).normalize();
        if (!file.startsWith(ROOT)) {
            return "outside the repository";
        }
        if (!Files.exists(file)) {
            return "no such file";
        }
        if (anchor != null
                && file.toString().endsWith(".md")
                && !reader.anchors(file).contains(anchor)) {
            return "no heading makes this anchor";
        }
        return null;
    }

    /** README and every Markdown page of the repository outside build output and dependencies. */
    private static List<Path> pages() throws IOException {
        try (Stream<Path> s = Files.walk(ROOT)) {
            return s.filter(p -> p.toString().endsWith(".md"))
                    .filter(p -> {
                        String rel = ROOT.relativize(p).toString();
                        return !rel.startsWith(".")
                                && !rel.contains("target/")
                                && !rel.contains("node_modules/")
                                && !rel.startsWith("maven-repo/");
                    })
                    .sorted()
                    .toList();
        }
    }
}
