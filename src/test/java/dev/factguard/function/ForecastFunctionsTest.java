package dev.factguard.function;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.both;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.lessThan;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import org.hamcrest.Matcher;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ForecastFunctionsTest {

    static ValidatableResponse post(String function, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .when()
                .post("/" + function)
                .then();
    }

    /** The risks the default thresholds (0.34, 0.66) answer with {@code recommendation}. */
    static Matcher<Float> inBandOf(String recommendation) {
        return switch (recommendation) {
            case "proceed" -> lessThan(0.34f);
            case "ground" -> both(greaterThanOrEqualTo(0.34f)).and(lessThan(0.66f));
            default -> greaterThanOrEqualTo(0.66f);
        };
    }

    static String tenant(String name) {
        return name + "-" + System.nanoTime();
    }

    @Test
    void forecast_answers_with_signals_weights_shape_and_an_id() {
        // Risky on priors alone (0.34-0.66), and a tenant without facts or context has nothing to ground it with.
        post("forecast", "{\"prompt\": \"What is the capital of France?\"}")
                .statusCode(200)
                .body("risk", inBandOf("ground"))
                .body("recommendation", equalTo("human_review"))
                .body(
                        "rationale",
                        hasItem("risky, and neither the knowledge base nor the request's context answers it"))
                .body("rationale", hasItem("no knowledge base supplied"))
                .body(
                        "rationale",
                        hasItem("no outcomes learned yet for this tenant: the forecast rests on priors only"))
                .body("signals.kbCoverage", nullValue())
                .body("signals.patternHistory", notNullValue())
                .body("priorsOnly", equalTo(true))
                .body("outcomes", equalTo(0))
                .body("shape", equalTo("what|short|anchored"))
                .body("forecastId", startsWith("fc_"))
                .body("degraded", org.hamcrest.Matchers.empty());
    }

    @Test
    void forecast_uses_the_tenant_s_facts_and_only_theirs() {
        String t = tenant("facts");
        post(
                        "knowledge-add",
                        "{\"tenant\": \"" + t + "\", \"facts\": [{\"key\": \"capital of France\","
                                + " \"text\": \"The capital of France is Paris.\"}]}")
                .statusCode(200);
        post("forecast", "{\"tenant\": \"" + t + "\", \"prompt\": \"What is the capital of France?\"}")
                .statusCode(200)
                .body("recommendation", equalTo("ground"))
                .body("signals.kbCoverage", equalTo(1.0f))
                .body("rationale", hasItem("covered by fact \"capital of France\""));
        post("forecast", "{\"tenant\": \"" + tenant("other") + "\", \"prompt\": \"What is the capital of France?\"}")
                .statusCode(200)
                .body("signals.kbCoverage", nullValue());
    }

    @Test
    void feedback_by_forecast_id_counts_once_however_often_it_is_sent() {
        String t = tenant("fid");
        String id = post("forecast", "{\"tenant\": \"" + t + "\", \"prompt\": \"Who wrote Hamlet?\"}")
                .statusCode(200)
                .extract()
                .path("forecastId");
        String body = "{\"tenant\": \"" + t + "\", \"forecastId\": \"" + id + "\", \"hallucinated\": true}";
        post("feedback", body)
                .statusCode(200)
                .body("hallucinations", equalTo(1))
                .body("total", equalTo(1))
                .body("rate", equalTo(1.0f))
                .body("counted", equalTo(true));
        post("feedback", body).statusCode(200).body("total", equalTo(1)).body("counted", equalTo(false));
        post("feedback", body.replace(id, id.toUpperCase(java.util.Locale.ROOT)))
                .statusCode(200)
                .body("total", equalTo(1))
                .body("counted", equalTo(false));
        post("forecast", "{\"tenant\": \"" + t + "\", \"prompt\": \"Who wrote Hamlet?\"}")
                .statusCode(200)
                .body("priorsOnly", equalTo(false))
                .body("outcomes", equalTo(1));
    }

    @Test
    void a_forecast_id_counts_only_in_the_tenant_that_received_it() {
        String id = post("forecast", "{\"tenant\": \"" + tenant("mine") + "\", \"prompt\": \"Who wrote Hamlet?\"}")
                .statusCode(200)
                .extract()
                .path("forecastId");
        post(
                        "feedback",
                        "{\"tenant\": \"" + tenant("theirs") + "\", \"forecastId\": \"" + id
                                + "\", \"hallucinated\": true}")
                .statusCode(400)
                .body("error", equalTo("invalid_forecast_id"));
        String altered = id.substring(0, id.length() - 1) + (id.endsWith("0") ? "1" : "0");
        post("feedback", "{\"forecastId\": \"" + altered + "\", \"hallucinated\": true}")
                .statusCode(400)
                .body("error", equalTo("invalid_forecast_id"));
    }

    @Test
    void a_batch_imports_history_all_or_nothing() {
        String t = tenant("batch");
        String id = post("forecast", "{\"tenant\": \"" + t + "\", \"prompt\": \"Cite sources on Lindholm\"}")
                .statusCode(200)
                .extract()
                .path("forecastId");
        String good = "{\"forecastId\": \"" + id + "\", \"hallucinated\": true},"
                + " {\"prompt\": \"Write a poem about rain\", \"hallucinated\": false}";
        post(
                        "feedback",
                        "{\"tenant\": \"" + t + "\", \"outcomes\": [" + good
                                + ", {\"forecastId\": \"fc_forged\", \"hallucinated\": true}]}")
                .statusCode(400)
                .body("error", equalTo("invalid_forecast_id"))
                .body("message", containsString("outcomes[2]"));
        post("forecast", "{\"tenant\": \"" + t + "\", \"prompt\": \"Cite sources on Lindholm\"}")
                .statusCode(200)
                .body("outcomes", equalTo(0));
        post("feedback", "{\"tenant\": \"" + t + "\", \"outcomes\": [" + good + "]}")
                .statusCode(200)
                .body("imported", equalTo(2))
                .body("total", equalTo(2))
                .body("hallucinations", equalTo(1));
        post(
                        "feedback",
                        "{\"tenant\": \"" + t + "\", \"outcomes\": ["
                                + "{\"prompt\": \"x\", \"hallucinated\": true},".repeat(1000)
                                + "{\"prompt\": \"x\", \"hallucinated\": true}]}")
                .statusCode(400)
                .body("error", equalTo("too_large"));
    }

    @Test
    void feedback_by_prompt_counts_every_time_and_stays_in_its_tenant() {
        String t = tenant("fp");
        String body = "{\"tenant\": \"" + t + "\", \"prompt\": \"tell me something\", \"hallucinated\": false}";
        post("feedback", body).statusCode(200).body("total", equalTo(1));
        post("feedback", body)
                .statusCode(200)
                .body("total", equalTo(2))
                .body("hallucinations", equalTo(0))
                .body("shape", equalTo("tell|short|vague"));
        String keyed = body.replace("}", ", \"idempotencyKey\": \"eval-run-7:row-12\"}");
        post("feedback", keyed).statusCode(200).body("total", equalTo(3)).body("counted", equalTo(true));
        post("feedback", keyed).statusCode(200).body("total", equalTo(3)).body("counted", equalTo(false));
        post(
                        "feedback",
                        "{\"tenant\": \"" + tenant("fp2") + "\", \"prompt\": \"tell me something\","
                                + " \"hallucinated\": true}")
                .statusCode(200)
                .body("total", equalTo(1));
    }

    @Test
    void bad_forecast_input_is_a_400_saying_what_to_fix() {
        post("forecast", "{}")
                .statusCode(400)
                .body("error", equalTo("missing_field"))
                .body("message", containsString("'prompt'"));
        post("forecast", "{\"prompt\": \"   \"}").statusCode(400).body("error", equalTo("missing_field"));
        post("forecast", "{\"prompt\": \"" + "x".repeat(8193) + "\"}")
                .statusCode(400)
                .body("error", equalTo("too_large"))
                .body("message", containsString("8192"));
        post("forecast", "{\"prompt\": ").statusCode(400).body("error", equalTo("malformed_json"));
        post("forecast", "").statusCode(400).body("error", equalTo("missing_body"));
        post("forecast", "{\"prompt\": 12, \"tenant\": {}}").statusCode(400).body("error", equalTo("invalid_field"));
        post("forecast", "{\"tenant\": \"a b\", \"prompt\": \"x\"}")
                .statusCode(400)
                .body("error", equalTo("invalid_tenant"));
    }

    @Test
    void bad_feedback_input_is_a_400() {
        post("feedback", "{\"prompt\": \"x\"}").statusCode(400).body("message", containsString("'hallucinated'"));
        post("feedback", "{\"hallucinated\": true}").statusCode(400).body("message", containsString("'forecastId'"));
        post("feedback", "{\"forecastId\": \"fc_forged\", \"hallucinated\": true}")
                .statusCode(400)
                .body("error", equalTo("invalid_forecast_id"));
        post("feedback", "{\"prompt\": \"x\", \"hallucinated\": \"maybe\"}")
                .statusCode(400)
                .body("error", equalTo("invalid_field"));
    }

    @Test
    void unknown_functions_and_methods_get_json_errors() {
        post("nope", "{}")
                .statusCode(404)
                .body("error", equalTo("not_found"))
                .body("message", containsString("forecast"));
        given().when().put("/forecast").then().statusCode(405).body("error", equalTo("method_not_allowed"));
    }

    @Test
    void health_endpoints_answer() {
        given().when().get("/q/health/live").then().statusCode(200).body("status", equalTo("UP"));
        given().when().get("/q/health/ready").then().statusCode(200).body("status", equalTo("UP"));
    }

    @Test
    void near_misses_are_not_told_to_proceed() {
        String t = tenant("near");
        post(
                        "knowledge-add",
                        "{\"tenant\": \"" + t + "\", \"facts\": [{\"key\": \"Nordwind K5 kettle\", \"text\":"
                                + " \"The Nordwind K5 electric kettle holds 1.7 litres.\"}]}")
                .statusCode(200);
        post(
                        "forecast",
                        "{\"tenant\": \"" + t + "\", \"prompt\": \"How many litres does the Nordwind K7 kettle"
                                + " hold?\"}")
                .statusCode(200)
                .body("recommendation", equalTo("human_review"))
                .body(
                        "rationale",
                        org.hamcrest.Matchers.hasItems(
                                "names the tenant's \"Nordwind K5 kettle\" but no fact holds k7: never proceed",
                                "weak knowledge-base coverage",
                                "closest fact \"Nordwind K5 kettle\" does not mention k7"));
    }
}
