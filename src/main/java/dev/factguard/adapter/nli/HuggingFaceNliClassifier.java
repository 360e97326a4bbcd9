package dev.factguard.adapter.nli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.factguard.core.nli.NliClassifier;
import dev.factguard.core.nli.NliFailure;
import dev.factguard.core.nli.NliPair;
import dev.factguard.core.nli.NliScores;
import java.net.URI;
import java.time.Duration;
import java.util.List;

/**
 * Protocol {@code hf}: a Hugging Face text-classification endpoint (Inference API, Inference Endpoints, or a
 * transformers pipeline server). One POST of {@code {"inputs": {"text": premise, "text_pair": hypothesis}}} per
 * pair, since that request shape takes a single pair; the answer is {@code [{label, score}…]} or
 * {@code [[{label, score}…]]}. The request goes through a REST client, so this only works inside a running Quarkus
 * application. Thread-safe.
 */
public class HuggingFaceNliClassifier implements NliClassifier {

    private final NliHttp http;
    private final NliLabelMap labels;

    /**
     * @param url     the model endpoint, posted to as is
     * @param token   bearer token, or null / blank for none
     * @param timeout connect timeout, and the limit for each answer to arrive
     * @param labels  the model's label names
     */
    public HuggingFaceNliClassifier(String url, String token, Duration timeout, NliLabelMap labels) {
        this.labels = NliHttp.required(labels);
        URI endpoint = NliHttp.parseUrl(url);
        this.http = NliHttp.over(NliApis.HuggingFace.class, endpoint, endpoint, token, timeout, api -> api::classify);
    }

    @Override
    public List<NliScores> classify(List<NliPair> pairs) {
        return NliHttp.eachPair(pairs, this::classifyOne);
    }

    private NliScores classifyOne(NliPair pair) {
        ObjectNode body = http.json().createObjectNode();
        body.putObject("inputs").put("text", pair.premise()).put("text_pair", pair.hypothesis());
        JsonNode answer = http.post(body);
        if (answer.isObject() && answer.hasNonNull("error")) {
            throw new NliFailure(
                    http.where() + " reported an error: " + answer.get("error").asText(), null);
        }
        // A pipeline given one input may still answer as a batch of one.
        JsonNode list = answer.isArray() && answer.size() == 1 && answer.get(0).isArray() ? answer.get(0) : answer;
        return labels.toScores(http.labelScores(list));
    }
}
