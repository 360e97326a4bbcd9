package dev.factguard.quality;

import com.fasterxml.jackson.databind.JsonNode;
import dev.factguard.core.knowledge.Fact;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The forecast evaluation over HTTP: each tenant's facts sent with {@code knowledge-add}, prompts to {@code forecast}. */
final class HttpAsker {

    private HttpAsker() {}

    /** The running service. */
    static final class Service {
        private final HttpClient client = HttpClient.newHttpClient();
        private final String base;

        Service(String base) {
            this.base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        }

        /** A new tenant holding {@code facts}, asked through {@code forecast}. */
        ForecastQuality.Asker tenant(List<Fact> facts) throws Exception {
            String tenant = "quality-" + System.nanoTime();
            List<Map<String, String>> views = new ArrayList<>();
            facts.forEach(f -> views.add(Map.of("key", f.key(), "text", f.text())));
            post("knowledge-add", Map.of("tenant", tenant, "facts", views));
            return prompt -> {
                JsonNode n = post("forecast", Map.of("tenant", tenant, "prompt", prompt));
                List<String> rationale = new ArrayList<>();
                n.get("rationale").forEach(r -> rationale.add(r.asText()));
                JsonNode coverage = n.get("signals").get("kbCoverage");
                return new ForecastQuality.Reply(
                        n.get("risk").asDouble(),
                        n.get("recommendation").asText(),
                        coverage.isNull() ? null : coverage.asDouble(),
                        rationale);
            };
        }

        private JsonNode post(String function, Map<String, Object> body) throws Exception {
            HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/" + function))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(ResultsFile.JSON.writeValueAsString(body)))
                    .build();
            HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IllegalStateException(
                        function + " answered " + response.statusCode() + ": " + response.body());
            }
            return ResultsFile.JSON.readTree(response.body());
        }
    }
}
