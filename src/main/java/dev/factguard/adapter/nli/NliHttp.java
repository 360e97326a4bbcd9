package dev.factguard.adapter.nli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.factguard.core.nli.NliFailure;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * JSON over HTTP to an NLI server, shared by both protocols: bearer token, timeout, and every failure mapped to
 * {@link NliFailure}. Thread-safe.
 *
 * <p>The JDK {@link HttpClient} stands in for a MicroProfile REST Client because the Quarkus REST Client can only be
 * built inside a running Quarkus application (ArC): these adapters must also work as plain objects in fast JUnit
 * tests and benchmarks. The answers are parsed as a {@link JsonNode} since their shape varies by server.
 */
final class NliHttp {

    private static final int MAX_QUOTED_BODY = 200;

    private final ObjectMapper json = new ObjectMapper();
    private final URI endpoint;
    private final String token;
    private final Duration timeout;
    private final HttpClient http;

    /**
     * @param endpoint the URL posted to
     * @param token    bearer token, or null / blank for none
     * @param timeout  connect timeout, and the limit for the answer to arrive
     */
    NliHttp(URI endpoint, String token, Duration timeout) {
        if (timeout == null || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, was " + timeout);
        }
        this.endpoint = endpoint;
        this.token = token == null || token.isBlank() ? null : token.strip();
        this.timeout = timeout;
        this.http = HttpClient.newBuilder()
                .connectTimeout(timeout)
                // HTTP/1.1: a cleartext HTTP/2 upgrade attempt confuses some local inference servers.
                .version(HttpClient.Version.HTTP_1_1)
                .build();
    }

    /** Parses {@code url}, naming the parameter when it is not an absolute http(s) URL. */
    static URI parseUrl(String url) {
        if (url == null || url.isBlank()) {
            throw new IllegalArgumentException("url must not be blank");
        }
        URI uri = URI.create(url.strip());
        if (uri.getHost() == null || !("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))) {
            throw new IllegalArgumentException("url must be an absolute http(s) URL, was " + url);
        }
        return uri;
    }

    ObjectMapper json() {
        return json;
    }

    /** POSTs {@code body} and returns the parsed JSON answer of a 2xx response. */
    JsonNode post(JsonNode body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(endpoint)
                .timeout(timeout)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString()));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        HttpResponse<String> response = send(request.build());
        if (response.statusCode() / 100 != 2) {
            throw new NliFailure(where() + " answered HTTP " + response.statusCode() + ": " + quote(response.body()),
                    null);
        }
        try {
            return json.readTree(response.body());
        } catch (JsonProcessingException e) {
            // No cause: Jackson's message would repeat the body, which the quote below already shortens.
            throw new NliFailure(where() + " answered unreadable JSON: " + quote(response.body()), null);
        }
    }

    private HttpResponse<String> send(HttpRequest request) {
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (HttpTimeoutException e) {
            throw new NliFailure(where() + " did not answer within " + timeout.toMillis() + " ms", e);
        } catch (IOException e) {
            throw new NliFailure("cannot reach " + where() + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new NliFailure("interrupted while calling " + where(), e);
        }
    }

    /**
     * {@code label → score} from {@code [{"label": …, "score": …}, …]}; a repeated label keeps its first score.
     *
     * @throws NliFailure when {@code node} has another shape
     */
    Map<String, Double> labelScores(JsonNode node) {
        if (!node.isArray() || node.isEmpty()) {
            throw malformed(node);
        }
        Map<String, Double> byLabel = new LinkedHashMap<>();
        for (JsonNode item : node) {
            JsonNode label = item.get("label");
            JsonNode score = item.get("score");
            if (label == null || !label.isTextual() || score == null || !score.isNumber()) {
                throw malformed(node);
            }
            byLabel.putIfAbsent(label.asText(), score.asDouble());
        }
        return byLabel;
    }

    NliFailure malformed(JsonNode answer) {
        return new NliFailure(where() + " answered an unexpected shape (want [{label, score}]): "
                + quote(answer.toString()), null);
    }

    /** The endpoint without user info or query string, which could hold credentials. */
    String where() {
        return "NLI server " + endpoint.getScheme() + "://" + endpoint.getHost()
                + (endpoint.getPort() == -1 ? "" : ":" + endpoint.getPort()) + endpoint.getRawPath();
    }

    /** A short excerpt of a server answer for the message; a server echoing the token must not leak it. */
    private String quote(String body) {
        String text = body == null ? "" : body.strip();
        if (token != null) {
            text = text.replace(token, "***");
        }
        return text.length() <= MAX_QUOTED_BODY ? text : text.substring(0, MAX_QUOTED_BODY) + "…";
    }
}
