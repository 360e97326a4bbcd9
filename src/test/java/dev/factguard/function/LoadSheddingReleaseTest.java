package dev.factguard.function;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import dev.factguard.testing.Metrics;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * With every limit at 1, requests one after another are all served: each forecast (LiteLLM's guardrail API's
 * included), function call and gateway call leaves the count when it ends, whether it succeeded or was refused as bad
 * input. In the {@code -Papigw} build this runs through API Gateway events, one invocation at a time, as a Lambda
 * instance serves them.
 */
@QuarkusTest
@TestProfile(LoadSheddingReleaseTest.One.class)
class LoadSheddingReleaseTest {

    public static class One implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "factguard.overload.forecasts", "1",
                    "factguard.overload.functions", "1",
                    "factguard.overload.gateway-calls", "1");
        }
    }

    private static ValidatableResponse post(String path, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .when()
                .post(path)
                .then();
    }

    @Test
    void one_at_a_time_nothing_is_refused() {
        String tenant = "one-" + System.nanoTime();
        for (int i = 0; i < 3; i++) {
            post(
                            "/knowledge-add",
                            "{\"tenant\": \"" + tenant + "\", \"facts\": [{\"key\": \"k" + i
                                    + "\", \"text\": \"The capital of Japan is Tokyo.\"}]}")
                    .statusCode(200);
        }
        for (int i = 0; i < 5; i++) {
            // Facts and an embedding model: each forecast is worked out on a worker, counted in flight.
            post("/forecast", "{\"tenant\": \"" + tenant + "\", \"prompt\": \"What is the capital of Japan?\"}")
                    .statusCode(200)
                    .body("signals.kbCoverage", equalTo(1.0f));
            post("/forecast", "{\"prompt\": ").statusCode(400).body("error", equalTo("malformed_json"));
            // Refused by the function itself, after it was counted in.
            post("/forecast", "{\"tenant\": \"" + tenant + "\", \"prompt\": \"" + "word ".repeat(2000) + "\"}")
                    .statusCode(400)
                    .body("error", equalTo("too_large"));
            post("/freshness", "{\"text\": \"The CEO of Twitter is Jack Dorsey.\"}")
                    .statusCode(200);
            post("/freshness", "{\"text\": []}").statusCode(400);
            // LiteLLM's guardrail API counts among the forecasts.
            post(
                            "/beta/litellm_basic_guardrail_api",
                            "{\"input_type\": \"response\", \"texts\": [\"The CEO of Twitter is Jack Dorsey.\"]}")
                    .statusCode(200);
            post("/beta/litellm_basic_guardrail_api", "{\"input_type\": 1}").statusCode(400);
            // No upstream configured: admitted, then answered 503 gateway_not_configured, never overloaded.
            post(
                            "/v1/chat/completions",
                            "{\"model\": \"m\", \"messages\": [{\"role\": \"user\", \"content\": \"hi\"}]}")
                    .statusCode(503)
                    .body("error.code", equalTo("gateway_not_configured"));
            given().when()
                    .get("/v1/models")
                    .then()
                    .statusCode(503)
                    .body("error.code", equalTo("gateway_not_configured"));
        }
        String metrics = Metrics.scrape();
        for (String limit : new String[] {"forecasts", "functions", "gateway"}) {
            assertThat(Metrics.value(metrics, "factguard_overloaded_total{limit=\"" + limit + "\"}"))
                    .as(limit)
                    .isZero();
        }
    }
}
