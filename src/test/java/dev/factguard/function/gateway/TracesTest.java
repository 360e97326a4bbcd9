package dev.factguard.function.gateway;

import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import dev.factguard.testing.InMemorySpans;
import dev.factguard.testing.WireMockUpstreamResource;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.EventData;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Traces on (an OTLP endpoint configured): real HTTP through the functions and the gateway, with the model server
 * played by WireMock; the spans and events are read from the in-memory exporter the collector would have received.
 */
@QuarkusTest
@TestProfile(TracesProfile.class)
@QuarkusTestResource(value = WireMockUpstreamResource.class, restrictToAnnotatedClass = true)
class TracesTest {

    static final AttributeKey<String> FUNCTION = AttributeKey.stringKey("factguard.function");
    static final AttributeKey<String> TENANT = AttributeKey.stringKey("factguard.tenant");
    static final AttributeKey<String> MODEL = AttributeKey.stringKey("gen_ai.request.model");
    static final AttributeKey<String> RECOMMENDATION = AttributeKey.stringKey("factguard.recommendation");
    static final AttributeKey<Double> RISK = AttributeKey.doubleKey("factguard.risk");
    static final AttributeKey<String> EVALUATION = AttributeKey.stringKey("gen_ai.evaluation.name");
    static final AttributeKey<Double> SCORE = AttributeKey.doubleKey("gen_ai.evaluation.score.value");
    static final AttributeKey<String> LABEL = AttributeKey.stringKey("gen_ai.evaluation.score.label");
    static final AttributeKey<String> EXPLANATION = AttributeKey.stringKey("gen_ai.evaluation.explanation");

    static final String PROMPT = "Who is the current chief executive of the Lindholm ferry company?";

    @Inject
    InMemorySpanExporter spans;

    @BeforeEach
    void reset() {
        WireMockUpstreamResource.server().resetAll();
        spans.reset();
    }

    static String traceId() {
        return HexFormat.of().formatHex(randomBytes(16));
    }

    static String traceparent(String traceId) {
        return "00-" + traceId + "-" + HexFormat.of().formatHex(randomBytes(8)) + "-01";
    }

    private static byte[] randomBytes(int n) {
        byte[] bytes = new byte[n];
        ThreadLocalRandom.current().nextBytes(bytes);
        bytes[0] |= 1; // never all zero, which W3C reads as invalid
        return bytes;
    }

    static String sha256Prefix(String text) throws Exception {
        byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(digest, 0, 8);
    }

    /** The one span of the caller's trace that FactGuard named as a call of {@code function}. */
    SpanData callSpan(String traceId, String function) throws InterruptedException {
        List<SpanData> found = InMemorySpans.await(
                spans,
                s -> s.getTraceId().equals(traceId)
                        && function.equals(s.getAttributes().get(FUNCTION)));
        assertThat(found).as("spans of %s in trace %s", function, traceId).hasSize(1);
        return found.get(0);
    }

    static List<EventData> evaluations(SpanData span, String name) {
        return span.getEvents().stream()
                .filter(e -> e.getName().equals("gen_ai.evaluation.result"))
                .filter(e -> name.equals(e.getAttributes().get(EVALUATION)))
                .toList();
    }

    @Test
    void a_forecast_is_a_span_of_the_callers_trace_with_its_decision_as_an_evaluation_event() throws Exception {
        String trace = traceId();
        JsonPath answer = given().contentType(ContentType.JSON)
                .header("traceparent", traceparent(trace))
                .body("{\"tenant\":\"acme-traced\",\"model\":\"gpt-4o-mini\",\"prompt\":\"" + PROMPT + "\"}")
                .when()
                .post("/forecast")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();

        SpanData span = callSpan(trace, "forecast");
        assertThat(span.getAttributes().get(TENANT)).isEqualTo(sha256Prefix("acme-traced"));
        assertThat(span.getAttributes().get(MODEL)).isEqualTo("gpt-4o-mini");
        assertThat(span.getAttributes().get(RECOMMENDATION)).isEqualTo(answer.getString("recommendation"));
        assertThat(span.getAttributes().get(RISK)).isEqualTo(answer.getDouble("risk"));

        List<EventData> events = evaluations(span, "factguard.forecast");
        assertThat(events).hasSize(1);
        EventData event = events.get(0);
        assertThat(event.getAttributes().get(SCORE)).isEqualTo(answer.getDouble("risk"));
        assertThat(event.getAttributes().get(LABEL)).isEqualTo(answer.getString("recommendation"));
        assertThat(event.getAttributes().get(EXPLANATION))
                .startsWith("risk " + answer.getDouble("risk"))
                .doesNotContain("Lindholm", "ferry", "executive");
        assertThat(span.getAttributes().asMap().values())
                .as("no attribute carries the prompt or the tenant id")
                .noneMatch(
                        v -> v.toString().contains("Lindholm") || v.toString().equals("acme-traced"));
    }

    @Test
    void freshness_reports_its_decision_as_an_evaluation_event() throws Exception {
        String trace = traceId();
        JsonPath answer = given().contentType(ContentType.JSON)
                .header("traceparent", traceparent(trace))
                .body("{\"text\":\"The CEO of Twitter is Jack Dorsey.\",\"sourceDate\":\"2019-01-01\"}")
                .when()
                .post("/freshness")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();

        SpanData span = callSpan(trace, "freshness");
        assertThat(span.getAttributes().get(TENANT)).isEqualTo(sha256Prefix("default"));
        List<EventData> events = evaluations(span, "factguard.freshness");
        assertThat(events).hasSize(1);
        assertThat(answer.getDouble("overallStalenessRisk")).isGreaterThanOrEqualTo(0.5);
        assertThat(events.get(0).getAttributes().get(SCORE)).isEqualTo(answer.getDouble("overallStalenessRisk"));
        assertThat(events.get(0).getAttributes().get(LABEL)).isEqualTo("stale");
        assertThat(events.get(0).getAttributes().get(EXPLANATION))
                .isEqualTo("1 staleness-prone claims, 1 at or above the refresh threshold; categories: "
                        + answer.getString("claims[0].category"));
    }

    @Test
    void verify_reports_its_verdict_as_an_evaluation_event_without_the_answers_words() throws Exception {
        given().contentType(ContentType.JSON)
                .body("{\"tenant\":\"acme-verify-traced\",\"facts\":[{\"key\":\"capital of France\","
                        + "\"text\":\"The capital of France is Paris.\"}]}")
                .when()
                .post("/knowledge-add")
                .then()
                .statusCode(200);
        String trace = traceId();
        given().contentType(ContentType.JSON)
                .header("traceparent", traceparent(trace))
                .body("{\"tenant\":\"acme-verify-traced\",\"text\":\"The capital of France is Lyon.\"}")
                .when()
                .post("/verify")
                .then()
                .statusCode(200)
                .body("verdict", org.hamcrest.Matchers.equalTo("contradicted"));

        SpanData span = callSpan(trace, "verify");
        List<EventData> events = evaluations(span, "factguard.verify");
        assertThat(events).hasSize(1);
        assertThat(events.get(0).getAttributes().get(LABEL)).isEqualTo("contradicted");
        assertThat(events.get(0).getAttributes().get(SCORE)).isEqualTo(1.0);
        assertThat(events.get(0).getAttributes().get(EXPLANATION))
                .startsWith("1 statements checked")
                .contains("contradicted 1")
                .doesNotContain("Lyon", "Paris", "France");
    }

    @Test
    void a_gateway_call_carries_the_callers_trace_to_the_model_and_reports_forecast_and_freshness() throws Exception {
        Upstream.answersCompletion();
        String trace = traceId();
        given().contentType(ContentType.JSON)
                .header("traceparent", traceparent(trace))
                .body(GatewayTest.request("acme-gw", PROMPT, ""))
                .when()
                .post("/v1/chat/completions")
                .then()
                .statusCode(200);

        List<LoggedRequest> upstream =
                WireMockUpstreamResource.server().findAll(postRequestedFor(urlPathEqualTo("/v1/chat/completions")));
        assertThat(upstream).hasSize(1);
        String sent = upstream.get(0).getHeader("traceparent");
        assertThat(sent).as("the upstream request's traceparent").isNotNull();
        assertThat(sent.split("-")[1]).isEqualTo(trace);

        SpanData span = callSpan(trace, "gateway");
        assertThat(span.getAttributes().get(TENANT)).isEqualTo(sha256Prefix("acme-gw"));
        assertThat(span.getAttributes().get(MODEL)).isEqualTo("stub-model");
        assertThat(span.getAttributes().get(RECOMMENDATION)).isNotNull();
        assertThat(evaluations(span, "factguard.forecast")).hasSize(1);
        List<EventData> freshness = evaluations(span, "factguard.freshness");
        assertThat(freshness).hasSize(1);
        assertThat(freshness.get(0).getAttributes().get(LABEL)).isIn("stale", "fresh");
        assertThat(freshness.get(0).getAttributes().get(EXPLANATION)).doesNotContain("Dorsey", "Twitter");
        assertThat(evaluations(span, "factguard.verify"))
                .as("the gateway verifies every answer by default")
                .hasSize(1);
    }
}
