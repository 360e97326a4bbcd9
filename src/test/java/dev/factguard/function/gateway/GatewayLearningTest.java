package dev.factguard.function.gateway;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import dev.factguard.adapter.redis.RedisGate;
import dev.factguard.adapter.redis.RedisKeys;
import dev.factguard.adapter.redis.RedisOutcomeStore;
import dev.factguard.core.forecast.VolatilityScorer;
import dev.factguard.core.outcome.FeedbackRecorder;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.Insight;
import dev.factguard.core.outcome.Insights;
import dev.factguard.testing.LearningGatewayResource;
import dev.factguard.testing.WireMockSearchResource;
import dev.factguard.testing.WireMockUpstreamResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Automatic outcomes ({@code factguard.gateway.learn=verified}) end to end: answers of an OpenAI-compatible server
 * (WireMock) checked by the gateway against the tenant's facts, or refreshed on a search stub, teach the forecast
 * of their request in a real Redis, a caller's feedback replaces them, and a second instance over the same Redis
 * reads the same.
 */
@QuarkusTest
@QuarkusTestResource(value = LearningGatewayResource.class, restrictToAnnotatedClass = true)
class GatewayLearningTest {

    static final String WRONG = "The Nordwind K5 kettle holds 2 litres.";
    static final String RIGHT = "The Nordwind K5 kettle holds 1,700 ml.";

    // Instance: a required RedisDataSource injection point would fail the test classes that run without Redis.
    @Inject
    jakarta.enterprise.inject.Instance<RedisDataSource> redis;

    @Inject
    ForecastIds ids;

    @BeforeEach
    void reset() {
        WireMockUpstreamResource.server().resetAll();
    }

    /** Another instance's store over the same Redis: its own connection gate, the shared id secret. */
    private RedisOutcomeStore otherInstance() {
        return new RedisOutcomeStore(
                new RedisGate(redis.get(), Duration.ofMillis(200), Duration.ofMinutes(1), Clock.systemUTC()),
                new RedisKeys("fg"),
                Duration.ofDays(7));
    }

    private static void answers(String answer) {
        Upstream.answers(aResponse()
                .withStatus(200)
                .withHeader("Content-Type", "application/json")
                .withBody("{\"id\":\"chatcmpl-l1\",\"object\":\"chat.completion\",\"created\":1700000000,"
                        + "\"model\":\"stub-model\",\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\","
                        + "\"content\":\"" + answer + "\"},\"finish_reason\":\"stop\"}]}"));
    }

    private static String tenantWithFacts() {
        String tenant = "gwl-" + System.nanoTime();
        given().contentType(ContentType.JSON)
                .body("{\"tenant\":\"" + tenant + "\",\"facts\":[{\"key\":\"Nordwind K5 kettle\",\"text\":"
                        + "\"The Nordwind K5 electric kettle holds 1.7 litres.\"}]}")
                .when()
                .post("/knowledge-add")
                .then()
                .statusCode(200);
        return tenant;
    }

    /**
     * Asks the gateway; returns the answer's forecast id once the gateway gave it {@code verdict} and says it taught
     * an outcome from {@code source}.
     */
    private static String ask(String tenant, String prompt, String options, String verdict, String source) {
        return given().contentType(ContentType.JSON)
                .body("{\"model\":\"stub-model\",\"messages\":[{\"role\":\"user\",\"content\":\"" + prompt + "\"}],"
                        + "\"factguard\":{\"tenant\":\"" + tenant + "\"" + options + "}}")
                .when()
                .post(GatewayTest.CHAT)
                .then()
                .statusCode(200)
                .header("x-factguard-verdict", verdict)
                .body("factguard.learned.source", equalTo(source))
                .body("factguard.learned.counted", equalTo(true))
                .extract()
                .header("x-factguard-forecast-id");
    }

    private static JsonPath insight(String tenant) {
        return given().contentType(ContentType.JSON)
                .body("{\"tenant\":\"" + tenant + "\"}")
                .when()
                .post("/insight")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    private static void feedback(String tenant, String forecastId, boolean hallucinated, boolean counted) {
        given().contentType(ContentType.JSON)
                .body("{\"tenant\":\"" + tenant + "\",\"forecastId\":\"" + forecastId + "\",\"hallucinated\":"
                        + hallucinated + "}")
                .when()
                .post("/feedback")
                .then()
                .statusCode(200)
                .body("counted", equalTo(counted))
                .body("total", equalTo(20));
    }

    /** outcomes and hallucinations of {@code source} in an insight answer. */
    private static List<Integer> source(JsonPath insight, String source) {
        return List.of(
                insight.getInt("bySource." + source + ".outcomes"),
                insight.getInt("bySource." + source + ".hallucinations"));
    }

    @Test
    void ten_contradicted_and_ten_supported_answers_teach_twenty_outcomes_that_feedback_replaces() {
        String tenant = tenantWithFacts();
        String prompt = "How much water does the Nordwind K5 kettle hold?";
        List<String> contradicted = new ArrayList<>();
        List<String> supported = new ArrayList<>();
        answers(WRONG);
        for (int i = 0; i < 10; i++) {
            contradicted.add(ask(tenant, prompt, "", "contradicted", "verify"));
        }
        answers(RIGHT);
        for (int i = 0; i < 10; i++) {
            supported.add(ask(tenant, prompt, "", "supported", "verify"));
        }
        JsonPath learned = insight(tenant);
        assertThat(learned.getInt("outcomes")).isEqualTo(20);
        assertThat(learned.getInt("hallucinations")).isEqualTo(10);
        assertThat(source(learned, "verify")).containsExactly(20, 10);
        assertThat(source(learned, "user")).containsExactly(0, 0);
        assertThat(source(learned, "refresh")).containsExactly(0, 0);

        // The caller disagrees with one contradicted answer: its outcome is replaced, not added.
        feedback(tenant, contradicted.get(0), false, true);
        JsonPath replaced = insight(tenant);
        assertThat(replaced.getInt("outcomes")).isEqualTo(20);
        assertThat(replaced.getInt("hallucinations")).isEqualTo(9);
        assertThat(source(replaced, "verify")).containsExactly(19, 9);
        assertThat(source(replaced, "user")).containsExactly(1, 0);

        // Another instance: it reads the same, and its feedback on a supported answer replaces that one.
        RedisOutcomeStore other = otherInstance();
        Insight seen = new Insights(other).of(tenant);
        assertThat(seen.outcomes()).isEqualTo(20);
        assertThat(seen.bySource())
                .isEqualTo(Map.of(
                        "user", new Insight.Counts(1, 0),
                        "verify", new Insight.Counts(19, 9),
                        "refresh", new Insight.Counts(0, 0)));
        assertThat(new FeedbackRecorder(other, ids, VolatilityScorer.NONE)
                        .byForecastId(tenant, supported.get(0), true)
                        .orElseThrow()
                        .total()
                        .total())
                .isEqualTo(20);
        feedback(tenant, supported.get(0), false, false);
        feedback(tenant, contradicted.get(0), true, false);
        JsonPath last = insight(tenant);
        assertThat(last.getInt("outcomes")).isEqualTo(20);
        assertThat(last.getInt("hallucinations")).isEqualTo(10);
        assertThat(source(last, "verify")).containsExactly(18, 9);
        assertThat(source(last, "user")).containsExactly(2, 1);
        assertThat(new Insights(other).of(tenant).bySource().get("verify")).isEqualTo(new Insight.Counts(18, 9));
    }

    @Test
    void an_answer_whose_refresh_finds_a_claim_superseded_is_a_refresh_outcome() {
        String tenant = tenantWithFacts();
        WireMockUpstreamResource.server()
                .stubFor(post(urlPathEqualTo(WireMockSearchResource.PATH))
                        .willReturn(aResponse()
                                .withStatus(200)
                                .withHeader("Content-Type", "text/html; charset=UTF-8")
                                .withBody(GatewayTest.SEARCH_PAGE)));
        answers("The CEO of Twitter is Jack Dorsey.");
        String id = ask(tenant, "Who runs Twitter?", ",\"refresh\":\"verify\"", "unverifiable", "refresh");
        JsonPath learned = insight(tenant);
        assertThat(source(learned, "refresh")).containsExactly(1, 1);
        assertThat(source(learned, "verify")).containsExactly(0, 0);
        assertThat(new Insights(otherInstance()).of(tenant).bySource().get("refresh"))
                .isEqualTo(new Insight.Counts(1, 1));

        given().contentType(ContentType.JSON)
                .body("{\"tenant\":\"" + tenant + "\",\"forecastId\":\"" + id + "\",\"hallucinated\":true}")
                .when()
                .post("/feedback")
                .then()
                .statusCode(200)
                .body("total", equalTo(1));
        JsonPath replaced = insight(tenant);
        assertThat(source(replaced, "refresh")).containsExactly(0, 0);
        assertThat(source(replaced, "user")).containsExactly(1, 1);
    }

    @Test
    void a_streamed_answer_teaches_once_it_is_checked_and_off_teaches_nothing() {
        String tenant = tenantWithFacts();
        StringBuilder sse = new StringBuilder();
        for (String chunk : List.of(
                Upstream.chunk("{\"role\":\"assistant\",\"content\":\"The Nordwind K5 kettle \"}", "null"),
                Upstream.chunk("{\"content\":\"holds 2 litres.\"}", "null"),
                Upstream.chunk("{}", "\"stop\""))) {
            sse.append("data: ").append(chunk).append("\n\n");
        }
        Upstream.answers(aResponse()
                .withStatus(200)
                .withHeader("Content-Type", "text/event-stream")
                .withBody(sse.append("data: [DONE]\n\n").toString()));
        String body = given().contentType(ContentType.JSON)
                .body("{\"model\":\"stub-model\",\"stream\":true,\"messages\":[{\"role\":\"user\",\"content\":"
                        + "\"How much water does the Nordwind K5 kettle hold?\"}],\"factguard\":{\"tenant\":\"" + tenant
                        + "\"}}")
                .when()
                .post(GatewayTest.CHAT)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertThat(body).contains("\"learned\":{\"source\":\"verify\",\"hallucinated\":true,\"counted\":true");
        assertThat(source(insight(tenant), "verify")).containsExactly(1, 1);

        answers(WRONG);
        given().contentType(ContentType.JSON)
                .body("{\"model\":\"stub-model\",\"messages\":[{\"role\":\"user\",\"content\":"
                        + "\"How much water does the Nordwind K5 kettle hold?\"}],\"factguard\":{\"tenant\":\"" + tenant
                        + "\",\"verify\":\"off\"}}")
                .when()
                .post(GatewayTest.CHAT)
                .then()
                .statusCode(200)
                .body("factguard.learned", org.hamcrest.Matchers.nullValue());
        assertThat(insight(tenant).getInt("outcomes"))
                .as("an unchecked answer teaches nothing")
                .isEqualTo(1);
    }
}
