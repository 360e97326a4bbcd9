package dev.factguard.adapter.nli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.factguard.core.nli.NliClassifier;
import dev.factguard.core.nli.NliFailure;
import dev.factguard.core.nli.NliPair;
import dev.factguard.core.nli.NliScores;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Protocol {@code openai}: an OpenAI-compatible chat model as the NLI judge. One request per pair to
 * {@code <url>/chat/completions} at temperature 0, asking for {@code {"label", "confidence"}} under a strict JSON
 * schema. A server that rejects the schema (HTTP 400 or 422: older vLLM, llama.cpp, some proxies) is asked again
 * in JSON mode ({@code response_format: json_object}), and once that answers, JSON mode is kept. The label gets
 * the confidence, the two other classes share the rest. Only works inside a running Quarkus application.
 * Thread-safe.
 */
public class OpenAiNliClassifier implements NliClassifier {

    static final String INSTRUCTIONS = "You are a natural-language-inference judge. Given a PREMISE (evidence"
            + " found on the web) and a HYPOTHESIS (a claim), decide from the premise alone whether it entails the"
            + " hypothesis, contradicts it, or neither (neutral). A premise naming a different current holder or"
            + " value than the hypothesis contradicts it. Answer only with JSON: {\"label\": \"entailment\" |"
            + " \"neutral\" | \"contradiction\", \"confidence\": a number from 0 to 1}.";
    private static final List<String> LABELS = List.of("entailment", "neutral", "contradiction");

    private final NliHttp http;
    private final OpenAiNliApi api;
    private final String model;
    private final AtomicBoolean jsonMode = new AtomicBoolean();

    /**
     * @param url     the server's OpenAI-compatible base URL, e.g. {@code https://api.openai.com/v1}
     * @param token   bearer token (the API key), or null / blank for none
     * @param timeout connect timeout, and the limit for each answer to arrive
     * @param model   the chat model to ask (not blank)
     */
    public OpenAiNliClassifier(String url, String token, Duration timeout, String model) {
        if (model == null || model.isBlank()) {
            throw new IllegalArgumentException("model must not be blank");
        }
        URI base = URI.create(NliHttp.parseUrl(url).toString().replaceAll("/+$", ""));
        this.api = NliHttp.client(OpenAiNliApi.class, base, timeout);
        this.http = new NliHttp(URI.create(base + "/chat/completions"), token, timeout, this::send);
        this.model = model.strip();
    }

    /** Whether the server has been found to need JSON mode instead of a schema. */
    boolean jsonMode() {
        return jsonMode.get();
    }

    @Override
    public List<NliScores> classify(List<NliPair> pairs) {
        return NliHttp.eachPair(pairs, pair -> judge(http.post(request(pair))));
    }

    private Response send(String authorization, JsonNode body) {
        if (!jsonMode.get()) {
            Response response = api.complete(authorization, body);
            if (response.getStatus() != 400 && response.getStatus() != 422) {
                return response;
            }
            response.close();
        }
        ObjectNode retry = ((ObjectNode) body).deepCopy();
        retry.putObject("response_format").put("type", "json_object");
        Response response = api.complete(authorization, retry);
        if (response.getStatus() / 100 == 2) {
            jsonMode.set(true);
        }
        return response;
    }

    private ObjectNode request(NliPair pair) {
        ObjectNode body = http.json().createObjectNode().put("model", model).put("temperature", 0);
        body.putArray("messages")
                .add(http.json().createObjectNode().put("role", "system").put("content", INSTRUCTIONS))
                .add(http.json()
                        .createObjectNode()
                        .put("role", "user")
                        .put("content", "PREMISE: " + pair.premise() + "\nHYPOTHESIS: " + pair.hypothesis()));
        ObjectNode format = body.putObject("response_format");
        if (jsonMode.get()) {
            format.put("type", "json_object");
            return body;
        }
        ObjectNode schema = format.put("type", "json_schema")
                .putObject("json_schema")
                .put("name", "nli_verdict")
                .put("strict", true)
                .putObject("schema")
                .put("type", "object")
                .put("additionalProperties", false);
        ObjectNode properties = schema.putObject("properties");
        LABELS.forEach(properties.putObject("label").put("type", "string").putArray("enum")::add);
        properties.putObject("confidence").put("type", "number");
        schema.putArray("required").add("label").add("confidence");
        return body;
    }

    /** {@code choices[0].message.content} read as {@code {"label", "confidence"}}. */
    private NliScores judge(JsonNode answer) {
        JsonNode content = answer.path("choices").path(0).path("message").path("content");
        JsonNode verdict;
        try {
            verdict = content.isTextual() ? http.json().readTree(content.asText()) : null;
        } catch (IOException e) {
            verdict = null;
        }
        String label =
                verdict == null ? "" : verdict.path("label").asText("").strip().toLowerCase(Locale.ROOT);
        JsonNode confidence = verdict == null ? null : verdict.get("confidence");
        if (!LABELS.contains(label) || confidence == null || !confidence.isNumber()) {
            throw new NliFailure(
                    http.where() + " answered no {label, confidence} verdict: "
                            + shorten(content.isMissingNode() ? answer.toString() : content.asText()),
                    null);
        }
        double p = Math.max(0.0, Math.min(1.0, confidence.asDouble()));
        double rest = (1.0 - p) / 2;
        return new NliScores(
                label.equals("entailment") ? p : rest,
                label.equals("neutral") ? p : rest,
                label.equals("contradiction") ? p : rest);
    }

    private static String shorten(String text) {
        return text.length() <= 200 ? text : text.substring(0, 200) + "…";
    }
}
