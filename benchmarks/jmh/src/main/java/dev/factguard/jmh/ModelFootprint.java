package dev.factguard.jmh;

import dev.factguard.adapter.embedding.OnnxMiniLm;
import dev.langchain4j.model.embedding.EmbeddingModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Not a JMH benchmark: measures, in a fresh JVM, how long the quantized MiniLM model takes to load and what
 * it adds to the process's resident memory. Prints one JSON line.
 * Run: {@code java -cp benchmarks/jmh/target/benchmarks.jar dev.factguard.jmh.ModelFootprint}
 */
public final class ModelFootprint {

    public static void main(String[] args) throws IOException {
        long before = rssKb();
        long start = System.nanoTime();
        EmbeddingModel model = new OnnxMiniLm();
        model.embed("warm up");
        double loadMs = (System.nanoTime() - start) / 1e6;
        long after = rssKb();
        long t = System.nanoTime();
        int n = 50;
        for (int i = 0; i < n; i++) {
            model.embed("Where do I get my old bills as PDF files? " + i);
        }
        double perSentenceMs = (System.nanoTime() - t) / 1e6 / n;
        System.out.printf(
                "{\"modelLoadMs\":%.0f,\"rssBeforeMb\":%.0f,\"rssAfterMb\":%.0f,\"rssAddedMb\":%.0f,"
                        + "\"embedPerSentenceMs\":%.2f}%n",
                loadMs, before / 1024.0, after / 1024.0, (after - before) / 1024.0, perSentenceMs);
    }

    static long rssKb() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("\\D", ""));
            }
        }
        return -1;
    }
}
