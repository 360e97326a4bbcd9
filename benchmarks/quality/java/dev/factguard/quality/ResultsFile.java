package dev.factguard.quality;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/** Writes a quality run's figures to {@code benchmarks/results/<name>.json} with when and how to rerun. */
public final class ResultsFile {

    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ResultsFile() {}

    public static Path write(String name, String command, Map<String, Object> figures) throws IOException {
        return write(Path.of("benchmarks", "results", name + ".json"), command, figures);
    }

    /**
     * Writes a quick run's figures under {@code target/} — a file that backs no published figure stays out of
     * {@code benchmarks/results/}.
     */
    public static Path writeScratch(String name, String command, Map<String, Object> figures) throws IOException {
        return write(Path.of("target", name + ".json"), command, figures);
    }

    private static Path write(Path path, String command, Map<String, Object> figures) throws IOException {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("measuredAt", Instant.now().toString());
        out.put("command", command);
        out.put(
                "machine",
                Runtime.getRuntime().availableProcessors() + " cores, Java " + System.getProperty("java.version"));
        out.putAll(figures);
        Files.createDirectories(path.getParent());
        JSON.writeValue(path.toFile(), out);
        System.out.println("wrote " + path);
        return path;
    }

    /** A dataset path relative to the project, where {@code ../shared} sits beside the checkout. */
    public static Path dataset(String relative) {
        // Beside the checkout, or beside the folder of worktrees when the checkout is a git worktree.
        Path beside = Path.of("..", "shared", "datasets").resolve(relative);
        Path above = Path.of("..", "..", "shared", "datasets").resolve(relative);
        return java.nio.file.Files.exists(beside) || !java.nio.file.Files.exists(above) ? beside : above;
    }
}
