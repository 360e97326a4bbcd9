package dev.factguard.adapter.nli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.factguard.adapter.Causes;
import dev.factguard.adapter.http.JsonHttp;
import dev.factguard.core.nli.NliFailure;
import dev.factguard.core.nli.NliPair;
import dev.factguard.core.nli.NliScores;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * JSON over HTTP to an NLI server, shared by both protocols: bearer token, timeout, and every failure mapped to
 * {@link NliFailure}. The request goes through a MicroProfile REST Client ({@link NliApis}) that the protocol builds
 * with {@link #client}, so these adapters only work inside a running Quarkus application. The answers are parsed
 * as a {@link JsonNode} since their shape varies by server. Thread-safe.
 */
final class NliHttp {

    /** Sends one JSON body through a protocol's REST client. */
    interface Sender {
        Response send(String authorization, JsonNode body);
    }

    private static final int MAX_QUOTED_BODY = 200;

    private final ObjectMapper json = new ObjectMapper();
    private final URI endpoint;
    private final String token;
    private final Duration timeout;
    private final Sender sender;

    /**
     * @param endpoint the URL posted to (for messages; the sender's client is built on it)
     * @param token    bearer token, or null / blank for none
     * @param timeout  the client's connect and read timeout (for messages)
     * @param sender   the protocol's REST client call
     */
    NliHttp(URI endpoint, String token, Duration timeout, Sender sender) {
        this.endpoint = endpoint;
        this.token = token == null || token.isBlank() ? null : token.strip();
        this.timeout = timeout;
        this.sender = sender;
    }

    /**
     * The HTTP side of a classifier whose REST client posts the body as is: {@code call} picks the client's method.
     *
     * @param base     where the client is built
     * @param endpoint what the client's method posts to (for messages)
     */
    static <T> NliHttp over(
            Class<T> api, URI base, URI endpoint, String token, Duration timeout, Function<T, Sender> call) {
        return new NliHttp(endpoint, token, timeout, call.apply(client(api, base, timeout)));
    }

    /** A classifier's answer for each pair in turn (a null list is a caller's bug). */
    static List<NliScores> eachPair(List<NliPair> pairs, Function<NliPair, NliScores> classify) {
        if (pairs == null) {
            throw new IllegalArgumentException("pairs must not be null");
        }
        List<NliScores> scores = new ArrayList<>(pairs.size());
        for (NliPair pair : pairs) {
            scores.add(classify.apply(pair));
        }
        return scores;
    }

    /** The label map, which a classifier cannot go without. */
    static NliLabelMap required(NliLabelMap labels) {
        if (labels == null) {
            throw new IllegalArgumentException("labels must not be null");
        }
        return labels;
    }

    /**
     * A REST client for {@code api} at {@code base}. Statuses are not turned into exceptions (the default mapper is
     * off): {@link #post} maps them, quoting the body.
     */
    static <T> T client(Class<T> api, URI base, Duration timeout) {
        return JsonHttp.client(api, base, timeout, Set.of("Authorization"));
    }

    /** Parses {@code url}, naming the parameter when it is not an absolute http(s) URL. */
    static URI parseUrl(String url) {
        if (url == null || url.isBlank()) {
            throw new IllegalArgumentException("url must not be blank");
        }
        URI uri = URI.create(url.strip());
        if (!JsonHttp.isHttpUrl(uri)) {
            throw new IllegalArgumentException("url must be an absolute http(s) URL, was " + url);
        }
        return uri;
    }

    ObjectMapper json() {
        return json;
    }

    /** POSTs {@code body} and returns the parsed JSON answer of a 2xx response. */
    JsonNode post(JsonNode body) {
        String text;
        int status;
        try (Response response = send(body)) {
            status = response.getStatus();
            text = response.hasEntity() ? response.readEntity(String.class) : "";
        }
        if (status / 100 != 2) {
            throw new NliFailure(where() + " answered HTTP " + status + ": " + quote(text), null);
        }
        try {
            return json.readTree(text);
        } catch (JsonProcessingException e) {
            // No cause: Jackson's message would repeat the body, which the quote below already shortens.
            throw new NliFailure(where() + " answered unreadable JSON: " + quote(text), null);
        }
    }

    private Response send(JsonNode body) {
        try {
            return sender.send(token == null ? null : "Bearer " + token, body);
        } catch (RuntimeException e) {
            if (Causes.isTimeout(e)) {
                throw new NliFailure(where() + " did not answer within " + timeout.toMillis() + " ms", e);
            }
            throw new NliFailure("cannot reach " + where() + ": " + Causes.root(e), e);
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
        return new NliFailure(
                where() + " answered an unexpected shape (want [{label, score}]): " + quote(answer.toString()), null);
    }

    /** The endpoint without user info or query string, which could hold credentials. */
    String where() {
        return "NLI server " + JsonHttp.origin(endpoint) + endpoint.getRawPath();
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
