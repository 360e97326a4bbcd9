package dev.factguard.adapter.redis;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

import dev.factguard.testing.RedisResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/** What a client of the HTTP functions sees when Redis pauses or drops its connections. */
@QuarkusTest
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class RedisFaultsOverHttpTest {

    private static final String ADD = "{\"tenant\": \"%s\", \"facts\": [{\"key\": \"capital of France\","
            + " \"text\": \"The capital of France is Paris.\"}]}";

    @Inject
    Instance<RedisDataSource> redis;

    private static ValidatableResponse post(String function, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .when()
                .post("/" + function)
                .then();
    }

    @Test
    void an_add_left_unanswered_says_it_may_have_been_applied_and_its_retry_counts_once() throws Exception {
        String t = "paused-" + System.nanoTime();
        post("knowledge-add", String.format(ADD, t + "-warm")).statusCode(200); // the model is loaded by now
        redis.get().execute("CLIENT", "PAUSE", "1500", "WRITE");
        post("knowledge-add", String.format(ADD, t))
                .statusCode(503)
                .body("error", equalTo("store_unavailable"))
                .body("message", containsString("may have been applied; safe to retry with the same idempotency key"))
                .body("message", not(containsString("nothing was written")));
        Thread.sleep(1600); // the pause ends and the write lands, then the fail-fast window (200 ms) is over
        post("knowledge-add", String.format(ADD, t)).statusCode(200).body("total", equalTo(1));
    }

    @Test
    void a_feedback_left_unanswered_says_so_and_its_retry_counts_once() throws Exception {
        String t = "paused-feedback-" + System.nanoTime();
        String id = post("forecast", "{\"tenant\": \"" + t + "\", \"prompt\": \"Who is the CEO of Acme?\"}")
                .statusCode(200)
                .extract()
                .path("forecastId");
        String feedback = "{\"tenant\": \"" + t + "\", \"forecastId\": \"" + id + "\", \"hallucinated\": true}";
        Thread.sleep(200); // the forecast's learner header, sent after its answer, is written
        redis.get().execute("CLIENT", "PAUSE", "1500", "WRITE");
        post("feedback", feedback)
                .statusCode(503)
                .body("error", equalTo("store_unavailable"))
                .body("message", containsString("may have been applied"))
                .body("message", not(containsString("nothing was written")));
        Thread.sleep(1600); // the paused write is applied when the pause ends
        post("feedback", feedback)
                .statusCode(200)
                .body("counted", equalTo(false))
                .body("total", equalTo(1))
                .body("hallucinations", equalTo(1));
    }

    @Test
    void a_prompt_feedback_that_cannot_be_assessed_writes_nothing_and_its_retry_with_the_same_key_counts_once()
            throws Exception {
        String t = "paused-prompt-" + System.nanoTime();
        String feedback = "{\"tenant\": \"" + t + "\", \"prompt\": \"Who is the CEO of Acme?\","
                + " \"hallucinated\": true, \"idempotencyKey\": \"eval-run-7:row-12\"}";
        // Feedback by prompt first assesses the prompt as a forecast would: under the pause that read is held too.
        redis.get().execute("CLIENT", "PAUSE", "1500", "WRITE");
        post("feedback", feedback).statusCode(503).body("error", equalTo("store_unavailable"));
        Thread.sleep(2600); // the pause ends, and the instance's fail-fast window after the timeout
        post("feedback", feedback)
                .statusCode(200)
                .body("counted", equalTo(true))
                .body("total", equalTo(1))
                .body("hallucinations", equalTo(1));
        post("feedback", feedback).statusCode(200).body("counted", equalTo(false));
    }

    @Test
    void a_forecast_whose_connection_is_killed_still_answers() throws Exception {
        String t = "killed-" + System.nanoTime();
        post("knowledge-add", String.format(ADD, t)).statusCode(200);
        PausedClients.killedUnderItsBatch(
                        RedisResource.redis().port(),
                        () -> post(
                                "forecast",
                                "{\"tenant\": \"" + t + "\", \"prompt\": \"What is the capital of France?\"}"))
                .statusCode(200)
                .body("degraded", empty())
                .body("signals.kbCoverage", equalTo(1.0f));
    }
}
