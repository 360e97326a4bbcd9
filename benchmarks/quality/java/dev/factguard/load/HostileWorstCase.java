package dev.factguard.load;

import dev.factguard.function.http.HostileTexts;
import dev.factguard.quality.ResultsFile;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The slowest hostile input per function, over HTTP against a running server: every adversarial text of
 * {@link HostileTexts} at each function's byte limit, two warm-up calls then {@code repeats} timed ones; the
 * worst text by median latency is reported with its median and maximum, plus every status seen. Run by
 * {@code benchmarks/load/hostile.sh}, which starts the server.
 */
public final class HostileWorstCase {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private HostileWorstCase() {}

    public static void main(String[] args) throws Exception {
        URI base = URI.create(args.length > 0 ? args[0] : "http://127.0.0.1:8080/");
        int repeats = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        Map<String, Function<String, JsonObject>> functions = new LinkedHashMap<>();
        functions.put("forecast", t -> new JsonObject().put("prompt", t));
        functions.put("feedback", t -> new JsonObject().put("prompt", t).put("hallucinated", false));
        functions.put(
                "knowledge-add",
                t -> new JsonObject()
                        .put(
                                "facts",
                                new JsonArray()
                                        .add(new JsonObject()
                                                .put("key", "hostile")
                                                .put("text", t))));
        functions.put("knowledge-search", t -> new JsonObject().put("query", t).put("topK", 100));
        functions.put("knowledge-remove", t -> new JsonObject().put("keys", new JsonArray().add(t)));
        functions.put("freshness", t -> new JsonObject().put("text", t));
        functions.put("refresh", t -> new JsonObject().put("text", t).put("maxClaims", 5));
        Map<String, Integer> limits = Map.of("knowledge-add", 4096, "knowledge-remove", 256);

        Map<String, Object> worst = new LinkedHashMap<>();
        for (Map.Entry<String, Function<String, JsonObject>> f : functions.entrySet()) {
            int limit = limits.getOrDefault(f.getKey(), 8192);
            String worstText = null;
            double worstMedian = -1;
            double worstMax = 0;
            Map<Integer, Integer> statuses = new TreeMap<>();
            for (Map.Entry<String, String> text :
                    HostileTexts.adversarial(limit).entrySet()) {
                String body = f.getValue()
                        .apply(text.getValue())
                        .put("tenant", "hostile")
                        .encode();
                call(base, f.getKey(), body);
                call(base, f.getKey(), body);
                double[] ms = new double[repeats];
                for (int i = 0; i < repeats; i++) {
                    long start = System.nanoTime();
                    int status = call(base, f.getKey(), body);
                    ms[i] = (System.nanoTime() - start) / 1e6;
                    statuses.merge(status, 1, Integer::sum);
                }
                Arrays.sort(ms);
                double median = ms[repeats / 2];
                if (median > worstMedian) {
                    worstMedian = median;
                    worstMax = ms[repeats - 1];
                    worstText = text.getKey();
                }
            }
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("worstInput", worstText);
            row.put("limitBytes", limit);
            row.put("medianMs", Math.round(worstMedian * 10) / 10.0);
            row.put("maxMs", Math.round(worstMax * 10) / 10.0);
            row.put("statuses", statuses);
            worst.put(f.getKey(), row);
            System.out.printf(
                    "%-17s worst: %-18s median %8.1f ms  max %8.1f ms  statuses %s%n",
                    f.getKey(), worstText, worstMedian, worstMax, statuses);
        }
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put(
                "what",
                "slowest adversarial input per function at its byte limit, over HTTP on loopback;"
                        + " median and max of " + repeats + " calls after 2 warm-up calls");
        figures.put("inputs", new ArrayList<>(HostileTexts.adversarial(8192).keySet()));
        figures.put("functions", worst);
        ResultsFile.write("load-hostile-worst-case", "benchmarks/load/hostile.sh", figures);
    }

    private static int call(URI base, String function, String body) throws Exception {
        return HTTP.send(
                        HttpRequest.newBuilder(base.resolve(function))
                                .header("Content-Type", "application/json")
                                .POST(HttpRequest.BodyPublishers.ofString(body))
                                .build(),
                        HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }
}
