package dev.factguard.quality;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;

/** FactGuard over HTTP, as a client sees it. */
final class HttpService implements ForecastService {

    private final HttpClient client = HttpClient.newHttpClient();
    private final String base;

    HttpService(String base) {
        this.base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }

    @Override
    public Answer forecast(String tenant, String prompt, String model) throws Exception {
        JsonNode n = post(
                "forecast",
                model == null
                        ? Map.of("tenant", tenant, "prompt", prompt)
                        : Map.of("tenant", tenant, "prompt", prompt, "model", model));
        return new Answer(n.get("risk").asDouble(), n.get("forecastId").asText());
    }

    @Override
    public void feedback(String tenant, String forecastId, boolean hallucinated) throws Exception {
        JsonNode n = post("feedback", Map.of("tenant", tenant, "forecastId", forecastId, "hallucinated", hallucinated));
        if (!n.path("counted").asBoolean(false)) {
            throw new IllegalStateException("feedback not counted: " + n);
        }
    }

    private JsonNode post(String function, Map<String, Object> body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/" + function))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(ResultsFile.JSON.writeValueAsString(body)))
                .build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(function + " answered " + response.statusCode() + ": " + response.body());
        }
        return ResultsFile.JSON.readTree(response.body());
    }
}
