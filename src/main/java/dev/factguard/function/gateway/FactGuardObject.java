package dev.factguard.function.gateway;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.freshness.FreshnessReport;
import dev.factguard.core.freshness.ScoredClaim;
import dev.factguard.core.gateway.Annotation;
import dev.factguard.core.gateway.Guarding;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.refresh.Evidence;
import dev.factguard.core.refresh.Refresh;
import dev.factguard.function.VerifyView;
import io.vertx.core.http.HttpServerResponse;

/**
 * The {@code factguard} object added to an answer, and the {@code x-factguard-*} headers: the same field names as
 * the {@code forecast}, {@code freshness}, {@code refresh} and {@code verify} functions answer with. Stateless.
 */
final class FactGuardObject {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper JSON = new ObjectMapper();

    private FactGuardObject() {}

    /** @param annotation what was found in the answer; null when there is no answer to check */
    static ObjectNode of(Guarding guarding, Annotation annotation) {
        ObjectNode root = NODES.objectNode();
        root.set("forecast", forecast(guarding.forecast()));
        ArrayNode grounding = root.putArray("grounding");
        for (Fact fact : guarding.grounding()) {
            grounding.addObject().put("key", fact.key()).put("text", fact.text());
        }
        root.put("blocked", guarding.blocked());
        root.putObject("options")
                .put("onReview", guarding.options().onReview().wireName())
                .put("refresh", guarding.options().refresh().wireName())
                .put("verify", guarding.options().verify().wireName());
        Annotation found = annotation == null ? Annotation.NONE : annotation;
        root.set("freshness", found.freshness() == null ? NODES.nullNode() : freshness(found.freshness()));
        root.put("staleClaims", found.staleClaims());
        if (found.refreshes() == null) {
            root.putNull("refreshes");
        } else {
            ArrayNode refreshes = root.putArray("refreshes");
            found.refreshes().refreshes().forEach(r -> refreshes.add(refresh(r)));
        }
        root.put("refreshError", found.refreshError());
        root.set(
                "verification",
                found.verification() == null
                        ? NODES.nullNode()
                        : JSON.valueToTree(VerifyView.of(found.verification())));
        root.put("withheld", found.withheld());
        return root;
    }

    /** The headers known before generation. */
    static void forecastHeaders(HttpServerResponse response, Forecast forecast) {
        response.putHeader("x-factguard-risk", Double.toString(forecast.risk()))
                .putHeader(
                        "x-factguard-recommendation", forecast.recommendation().wireName())
                .putHeader("x-factguard-forecast-id", forecast.forecastId());
    }

    /** Set only once the answer was checked: a stream's head goes out before that. */
    static void answerHeaders(HttpServerResponse response, Annotation annotation) {
        if (annotation != null && annotation.freshness() != null) {
            response.putHeader("x-factguard-stale-claims", Integer.toString(annotation.staleClaims()));
        }
        if (annotation != null && annotation.verification() != null) {
            response.putHeader(
                    "x-factguard-verdict", annotation.verification().verdict().wireName());
        }
    }

    private static ObjectNode forecast(Forecast f) {
        ObjectNode node = NODES.objectNode()
                .put("risk", f.risk())
                .put("recommendation", f.recommendation().wireName());
        f.rationale().forEach(node.putArray("rationale")::add);
        node.putObject("signals")
                .put("ambiguity", f.signals().ambiguity())
                .put("kbCoverage", f.signals().kbCoverage())
                .put("patternHistory", f.signals().patternHistory())
                .put("volatility", f.signals().volatility());
        node.put("shape", f.shape()).put("forecastId", f.forecastId());
        f.degraded().forEach(node.putArray("degraded")::add);
        return node;
    }

    private static ObjectNode freshness(FreshnessReport report) {
        ObjectNode node = NODES.objectNode();
        ArrayNode claims = node.putArray("claims");
        for (ScoredClaim c : report.claims()) {
            claims.addObject()
                    .put("text", c.text())
                    .put("category", c.category().wireName())
                    .put("subject", c.subject())
                    .put("value", c.value())
                    .put("stalenessRisk", c.stalenessRisk())
                    .put("reason", c.reason());
        }
        return node.put("overallStalenessRisk", report.overallStalenessRisk());
    }

    private static ObjectNode refresh(Refresh r) {
        ObjectNode node = NODES.objectNode()
                .put("claim", r.claim())
                .put("category", r.category().wireName())
                .put("subject", r.subject())
                .put("value", r.value())
                .put("query", r.query())
                .put("verdict", r.verdict().wireName())
                .put("verdictSource", r.verdictSource().wireName())
                .put("contradiction", r.contradiction())
                .put("topicalOverlap", r.topicalOverlap())
                .put("candidateValue", r.candidateValue());
        ArrayNode evidence = node.putArray("evidence");
        for (Evidence e : r.evidence()) {
            evidence.addObject()
                    .put("title", e.title())
                    .put("snippet", e.snippet())
                    .put("url", e.url())
                    .put(
                            "publishedDate",
                            e.publishedDate() == null ? null : e.publishedDate().toString());
        }
        return node.put("error", r.error()).put("provider", r.provider());
    }
}
