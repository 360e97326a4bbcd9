package dev.factguard.langchain4j;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * FactGuard's HTTP API, typed. Every call is one {@code POST /<function>} with a JSON body, the tenant added when
 * one was set and the API key sent as {@code Authorization: Bearer}. A call that gets no answer throws
 * {@link FactGuardException}: FactGuard's {@code error} code when it refused, {@link FactGuardException#UNREACHABLE}
 * when it could not be reached in time. Immutable and thread-safe; share one instance.
 *
 * <pre>{@code
 * FactGuardClient factguard = FactGuardClient.builder()
 *         .baseUrl("http://localhost:8080").apiKey(System.getenv("FACTGUARD_API_KEY")).tenant("acme")
 *         .timeout(Duration.ofSeconds(10)).build();
 * Forecast forecast = factguard.forecast("Who is the CEO of Twitter?");
 * }</pre>
 */
public final class FactGuardClient {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI baseUrl;
    private final String apiKey;
    private final String tenant;
    private final Duration timeout;
    private final HttpClient http;

    private FactGuardClient(Builder builder) {
        String base = Objects.requireNonNull(builder.baseUrl, "baseUrl").strip();
        this.baseUrl = URI.create(base.endsWith("/") ? base : base + "/");
        if (!"http".equals(baseUrl.getScheme()) && !"https".equals(baseUrl.getScheme())) {
            throw new IllegalArgumentException("baseUrl must be an http(s) URL, was " + base);
        }
        this.apiKey = builder.apiKey == null || builder.apiKey.isBlank() ? null : builder.apiKey.strip();
        this.tenant = builder.tenant == null || builder.tenant.isBlank() ? null : builder.tenant.strip();
        this.timeout = builder.timeout;
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, was " + timeout);
        }
        this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The tenant every call acts on; null for the API key's own (or {@code default} without keys). */
    public String tenant() {
        return tenant;
    }

    /** The forecast of {@code prompt}: how likely an answer is to be hallucinated, and what to do. */
    public Forecast forecast(String prompt) {
        return forecast(prompt, List.of());
    }

    /** @param context passages the caller already retrieved for the prompt: scored, never stored */
    public Forecast forecast(String prompt, List<String> context) {
        ObjectNode body = body().put("prompt", prompt);
        if (!context.isEmpty()) {
            context.forEach(body.putArray("context")::add);
        }
        JsonNode f = call("forecast", body);
        return new Forecast(
                f.path("risk").asDouble(),
                f.path("recommendation").asText(),
                strings(f.path("rationale")),
                f.path("forecastId").asText(null),
                strings(f.path("degraded")));
    }

    /** Reports what happened to the answer of a forecast prompt, so later forecasts learn from it. */
    public Feedback feedback(String forecastId, boolean hallucinated) {
        JsonNode r = call("feedback", body().put("forecastId", forecastId).put("hallucinated", hallucinated));
        return new Feedback(
                r.path("counted").asBoolean(true),
                r.path("hallucinations").asLong(),
                r.path("total").asLong());
    }

    /** The staleness-prone claims of {@code text}; no network on FactGuard's side. */
    public Freshness freshness(String text) {
        JsonNode r = call("freshness", body().put("text", text));
        List<Freshness.Claim> claims = new ArrayList<>();
        for (JsonNode c : r.path("claims")) {
            claims.add(new Freshness.Claim(
                    c.path("text").asText(),
                    c.path("category").asText(),
                    c.path("subject").asText(null),
                    c.path("value").asText(null),
                    c.path("stalenessRisk").asDouble()));
        }
        return new Freshness(claims, r.path("overallStalenessRisk").asDouble());
    }

    /** The stale claims of {@code text}, each searched on the web and judged against what it found. */
    public Refreshes refresh(String text) {
        JsonNode r = call("refresh", body().put("text", text));
        List<Refreshes.Refresh> refreshes = new ArrayList<>();
        for (JsonNode c : r.path("refreshes")) {
            List<Refreshes.Evidence> evidence = new ArrayList<>();
            for (JsonNode e : c.path("evidence")) {
                evidence.add(new Refreshes.Evidence(
                        e.path("title").asText(""),
                        e.path("snippet").asText(""),
                        e.path("url").asText(),
                        e.path("publishedDate").asText(null)));
            }
            refreshes.add(new Refreshes.Refresh(
                    c.path("claim").asText(),
                    c.path("subject").asText(null),
                    c.path("value").asText(null),
                    c.path("verdict").asText(),
                    c.path("candidateValue").asText(null),
                    evidence,
                    c.path("error").asText(null)));
        }
        return new Refreshes(
                refreshes, r.path("checked").asInt(), r.path("skipped").asInt());
    }

    /** {@link #verify(String, String, List, String)} with no context and no model. */
    public Optional<Verification> verify(String text, String prompt) {
        return verify(text, prompt, List.of(), null);
    }

    /**
     * The statements of an answer checked against the tenant's facts; empty when the service has no {@code verify}
     * function (an older FactGuard answers 404 {@code not_found}), so callers work before and after it has one.
     *
     * @param prompt  the question answered; null when unknown
     * @param context passages the answer was given; may be empty
     * @param model   the model that answered; null when unknown
     */
    public Optional<Verification> verify(String text, String prompt, List<String> context, String model) {
        ObjectNode body = body().put("text", text);
        if (prompt != null) {
            body.put("prompt", prompt);
        }
        if (model != null) {
            body.put("model", model);
        }
        if (!context.isEmpty()) {
            context.forEach(body.putArray("context")::add);
        }
        JsonNode r;
        try {
            r = call("verify", body);
        } catch (FactGuardException e) {
            if (e.status() == 404 && "not_found".equals(e.code())) {
                return Optional.empty();
            }
            throw e;
        }
        List<Verification.Statement> statements = new ArrayList<>();
        for (JsonNode s : r.path("statements")) {
            // The service sends factKey and factText; "fact" (a text, or {key, text}) is read too.
            JsonNode fact = s.path("fact");
            statements.add(new Verification.Statement(
                    s.path("text").asText(),
                    s.path("verdict").asText(),
                    s.path("factKey").asText(fact.path("key").asText(null)),
                    s.path("factText").isTextual()
                            ? s.path("factText").asText()
                            : fact.isTextual()
                                    ? fact.asText()
                                    : fact.path("text").asText(null)));
        }
        return Optional.of(new Verification(r.path("verdict").asText(), statements));
    }

    /** The tenant's facts best matching {@code query}, best first. */
    public List<FactMatch> knowledgeSearch(String query, int topK) {
        JsonNode r = call("knowledge-search", body().put("query", query).put("topK", topK));
        List<FactMatch> matches = new ArrayList<>();
        for (JsonNode m : r.path("matches")) {
            matches.add(new FactMatch(
                    m.path("key").asText(),
                    m.path("text").asText(),
                    m.path("score").asDouble()));
        }
        return matches;
    }

    private ObjectNode body() {
        ObjectNode body = JSON.createObjectNode();
        if (tenant != null) {
            body.put("tenant", tenant);
        }
        return body;
    }

    private JsonNode call(String function, ObjectNode body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(baseUrl.resolve(function))
                .timeout(timeout)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString()));
        if (apiKey != null) {
            request.header("Authorization", "Bearer " + apiKey);
        }
        HttpResponse<String> response;
        try {
            response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new FactGuardException(
                    FactGuardException.UNREACHABLE,
                    0,
                    "FactGuard at " + baseUrl + " is unreachable: " + function + " got no answer (" + e + ")",
                    e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new FactGuardException(FactGuardException.UNREACHABLE, 0, function + " was interrupted", e);
        }
        JsonNode answer;
        try {
            answer = JSON.readTree(response.body());
        } catch (JsonProcessingException e) {
            answer = null;
        }
        if (answer == null || !answer.isObject()) {
            throw new FactGuardException(
                    FactGuardException.UNEXPECTED_ANSWER,
                    response.statusCode(),
                    baseUrl + function + " answered HTTP " + response.statusCode() + " without FactGuard's JSON",
                    null);
        }
        if (response.statusCode() / 100 != 2) {
            String code = answer.path("error").asText(FactGuardException.UNEXPECTED_ANSWER);
            throw new FactGuardException(
                    code,
                    response.statusCode(),
                    function + " answered HTTP " + response.statusCode() + " " + code + ": "
                            + answer.path("message").asText(""),
                    null);
        }
        return answer;
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        if (array instanceof ArrayNode) {
            array.forEach(n -> out.add(n.asText()));
        }
        return out;
    }

    /** Builds a {@link FactGuardClient}; only {@link #baseUrl} is required. */
    public static final class Builder {
        private String baseUrl;
        private String apiKey;
        private String tenant;
        private Duration timeout = Duration.ofSeconds(30);

        private Builder() {}

        /** Where FactGuard serves, e.g. {@code http://localhost:8080} or the API Gateway URL. */
        public Builder baseUrl(String baseUrl) {
            this.baseUrl = baseUrl;
            return this;
        }

        /** The API key, sent as a bearer token; none for a FactGuard without keys. */
        public Builder apiKey(String apiKey) {
            this.apiKey = apiKey;
            return this;
        }

        /** The tenant to act on; the key must hold it. Unset: the key's first tenant. */
        public Builder tenant(String tenant) {
            this.tenant = tenant;
            return this;
        }

        /**
         * Longest wait for one call to answer (and to connect); 30 s by default. A {@code refresh} searches the web
         * and may take seconds.
         */
        public Builder timeout(Duration timeout) {
            this.timeout = Objects.requireNonNull(timeout, "timeout");
            return this;
        }

        public FactGuardClient build() {
            return new FactGuardClient(this);
        }
    }
}
