package dev.factguard.adapter.nli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.factguard.core.nli.NliClassifier;
import dev.factguard.core.nli.NliFailure;
import dev.factguard.core.nli.NliPair;
import dev.factguard.core.nli.NliScores;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Protocol {@code tei}: Hugging Face Text Embeddings Inference serving a sequence-classification (NLI) model. All
 * pairs go in one POST to {@code <url>/predict} as {@code {"inputs": [[premise, hypothesis], …]}}; the answer holds
 * one {@code [{label, score}…]} per pair, in order. The request goes through a REST client, so this only works inside
 * a running Quarkus application. Thread-safe.
 */
public class TeiNliClassifier implements NliClassifier {

    private final NliHttp http;
    private final NliLabelMap labels;

    /**
     * @param url     the TEI base URL, e.g. {@code http://localhost:8081}; {@code /predict} is appended
     * @param token   bearer token, or null / blank for none
     * @param timeout connect timeout, and the limit for each answer to arrive
     * @param labels  the model's label names
     */
    public TeiNliClassifier(String url, String token, Duration timeout, NliLabelMap labels) {
        this.labels = NliHttp.required(labels);
        URI base = URI.create(NliHttp.parseUrl(url).toString().replaceAll("/+$", ""));
        this.http = NliHttp.over(
                NliApis.Tei.class, base, URI.create(base + "/predict"), token, timeout, api -> api::predict);
    }

    @Override
    public List<NliScores> classify(List<NliPair> pairs) {
        if (pairs == null) {
            throw new IllegalArgumentException("pairs must not be null");
        }
        if (pairs.isEmpty()) {
            return List.of();
        }
        ObjectNode body = http.json().createObjectNode();
        ArrayNode inputs = body.putArray("inputs");
        for (NliPair pair : pairs) {
            inputs.addArray().add(pair.premise()).add(pair.hypothesis());
        }
        // Without it TEI rejects inputs longer than the model's window instead of truncating them.
        body.put("truncate", true);
        JsonNode answer = http.post(body);
        List<JsonNode> perPair = perPair(answer);
        if (perPair.size() != pairs.size()) {
            throw new NliFailure(
                    http.where() + " answered " + perPair.size() + " results for " + pairs.size() + " pairs", null);
        }
        List<NliScores> scores = new ArrayList<>(pairs.size());
        for (JsonNode list : perPair) {
            scores.add(labels.toScores(http.labelScores(list)));
        }
        return scores;
    }

    /** A batch answers {@code [[…], …]}; some versions answer a single pair with the flat {@code [{…}, …]}. */
    private List<JsonNode> perPair(JsonNode answer) {
        if (!answer.isArray() || answer.isEmpty()) {
            throw http.malformed(answer);
        }
        if (answer.get(0).isObject()) {
            return List.of(answer);
        }
        List<JsonNode> lists = new ArrayList<>(answer.size());
        answer.forEach(lists::add);
        return lists;
    }
}
