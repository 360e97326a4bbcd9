package dev.factguard.function;

import static dev.factguard.function.ForecastFunctionsTest.post;
import static dev.factguard.testing.Eventually.eventually;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import dev.factguard.testing.LogCapture;
import dev.factguard.testing.Metrics;
import dev.factguard.testing.RedisResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.Test;

/** Redis goes away mid-flight and comes back: the service degrades, refuses writes, and recovers alone. */
@QuarkusTest
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class RedisOutageTest {

    private static final String ADD = "{\"tenant\": \"%s\", \"facts\": [{\"key\": \"capital of France\","
            + " \"text\": \"The capital of France is Paris.\"}]}";

    @Test
    void forecasts_degrade_writes_fail_with_503_and_everything_recovers_after_a_restart() throws Exception {
        String t = "outage-" + System.nanoTime();
        post("knowledge-add", String.format(ADD, t)).statusCode(200);

        String degraded = "factguard_degraded_total{backend=\"redis\",function=\"forecast\"}";
        String refused = "factguard_store_unavailable_total{function=\"knowledge-add\"}";
        double degradedBefore = Metrics.value(degraded);
        double refusedBefore = Metrics.value(refused);
        RedisResource.redis().stop();
        try (LogCapture log = new LogCapture()) {
            ValidatableResponse degradedForecast = post(
                            "forecast", "{\"tenant\": \"" + t + "\", \"prompt\": \"What is the capital of France?\"}")
                    .statusCode(200)
                    .body("degraded", contains("redis"))
                    .body("signals.kbCoverage", equalTo(null))
                    .body("signals.patternHistory", equalTo(null))
                    .body(
                            "rationale",
                            hasItem(
                                    "state store unavailable: coverage fell back to its prior, learned outcomes are absent"));
            String recommendation = degradedForecast.extract().path("recommendation");
            degradedForecast.body("risk", ForecastFunctionsTest.inBandOf(recommendation));
            post("knowledge-add", String.format(ADD, t)).statusCode(503).body("error", equalTo("store_unavailable"));
            post("feedback", "{\"tenant\": \"" + t + "\", \"prompt\": \"x y z\", \"hallucinated\": true}")
                    .statusCode(503)
                    .body("error", equalTo("store_unavailable"));
            given().when().get("/q/health/ready").then().statusCode(503).body("status", equalTo("DOWN"));
            given().when().get("/q/health/live").then().statusCode(200);

            // What the log-based alarms and the metrics see of it: one line per degraded answer and per 503.
            assertThat(Metrics.value(degraded) - degradedBefore).isEqualTo(1.0);
            assertThat(Metrics.value(refused) - refusedBefore).isEqualTo(1.0);
            assertThat(log.lines())
                    .anyMatch(l -> l.startsWith("degraded=redis function=forecast: "))
                    .anyMatch(l -> l.startsWith("store_unavailable function=knowledge-add: Redis unavailable"))
                    .anyMatch(l -> l.startsWith("store_unavailable function=feedback: "));
            assertThat(log.anyStackTrace()).isFalse();
        } finally {
            RedisResource.redis().start();
        }

        eventually(() -> given().when().get("/q/health/ready").then().statusCode(200));
        // The fact was lost with the unpersisted server; a new add must work without restarting the service.
        eventually(() -> post("knowledge-add", String.format(ADD, t)).statusCode(200));
        post("forecast", "{\"tenant\": \"" + t + "\", \"prompt\": \"What is the capital of France?\"}")
                .statusCode(200)
                .body("degraded", empty())
                .body("signals.kbCoverage", equalTo(1.0f));
    }
}
