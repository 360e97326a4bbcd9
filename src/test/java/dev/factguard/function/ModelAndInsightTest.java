package dev.factguard.function;

import static dev.factguard.function.ForecastFunctionsTest.post;
import static dev.factguard.function.ForecastFunctionsTest.tenant;
import static org.hamcrest.Matchers.both;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.lessThan;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code model} on forecast and feedback, and {@code insight}, through HTTP. */
@QuarkusTest
class ModelAndInsightTest {

    private static String forecastId(String t, String prompt, String model) {
        return post(
                        "forecast",
                        "{\"tenant\": \"" + t + "\", \"prompt\": \"" + prompt + "\""
                                + (model == null ? "" : ", \"model\": \"" + model + "\"") + "}")
                .statusCode(200)
                .extract()
                .path("forecastId");
    }

    @Test
    void a_bad_model_is_an_invalid_field_and_writes_nothing() {
        String t = tenant("bad-model");
        for (String model :
                List.of("\"" + "m".repeat(129) + "\"", "\"gpt\\n4\"", "\"gpt\\u00004\"", "42", "[\"gpt-4o\"]", "{}")) {
            post("forecast", "{\"tenant\": \"" + t + "\", \"prompt\": \"Who won?\", \"model\": " + model + "}")
                    .statusCode(400)
                    .body("error", equalTo("invalid_field"))
                    .body("message", containsString("model"));
            post(
                            "feedback",
                            "{\"tenant\": \"" + t + "\", \"prompt\": \"Who won?\", \"hallucinated\": true,"
                                    + " \"model\": " + model + "}")
                    .statusCode(400)
                    .body("error", equalTo("invalid_field"));
        }
        post("insight", "{\"tenant\": \"" + t + "\"}").statusCode(200).body("outcomes", equalTo(0));
    }

    @Test
    void a_forecast_id_carries_its_model_so_feedback_by_id_counts_for_it() {
        String t = tenant("models");
        String unicode = "acme/模型 v2 (beta) | 128 bytes at most";
        for (int i = 0; i < 6; i++) {
            String a = forecastId(t, "Who founded Lindholm, part " + i + "?", "gpt-4o-mini");
            post("feedback", "{\"tenant\": \"" + t + "\", \"forecastId\": \"" + a + "\", \"hallucinated\": true}")
                    .statusCode(200)
                    .body("counted", equalTo(true));
            String b = forecastId(t, "Who founded Lindholm, part " + i + "?", unicode);
            post("feedback", "{\"tenant\": \"" + t + "\", \"forecastId\": \"" + b + "\", \"hallucinated\": false}")
                    .statusCode(200);
        }
        post(
                        "feedback",
                        "{\"tenant\": \"" + t + "\", \"prompt\": \"Who founded Lindholm?\", \"hallucinated\": true,"
                                + " \"model\": \"llama-3\"}")
                .statusCode(200)
                .body("counted", equalTo(true));
        post(
                        "feedback",
                        "{\"tenant\": \"" + t + "\", \"forecastId\": \"" + forecastId(t, "Who won?", null)
                                + "\", \"hallucinated\": true, \"model\": \"llama-3\"}")
                .statusCode(400)
                .body("error", equalTo("invalid_field"));

        JsonPath insight = post("insight", "{\"tenant\": \"" + t + "\"}")
                .statusCode(200)
                .body("outcomes", equalTo(13))
                .body("hallucinations", equalTo(7))
                .body("bySource.user.outcomes", equalTo(13))
                .body("bySource.user.hallucinations", equalTo(7))
                .body("calibration", hasSize(10))
                .body("calibration[0].from", equalTo(0.0f))
                .body("calibration[9].to", equalTo(1.0f))
                .body("calibrationError", notNullValue())
                .extract()
                .jsonPath();
        Map<String, Map<String, Integer>> byModel = insight.getMap("byModel");
        assertCounts(byModel.get("gpt-4o-mini"), 6, 6);
        assertCounts(byModel.get(unicode), 6, 0);
        assertCounts(byModel.get("llama-3"), 1, 1);
        List<Map<String, Object>> bins = insight.getList("calibration");
        int counted = bins.stream().mapToInt(b -> (Integer) b.get("count")).sum();
        if (counted != 13) {
            throw new AssertionError("the reliability table counts every outcome: " + bins);
        }
        List<Map<String, Object>> features = insight.getList("features");
        // Word features are stored hashed: insight lists the readable ones (ReadableFeaturesTest shows the words).
        if (features.isEmpty()
                || features.stream()
                        .anyMatch(f -> f.toString().contains("lindholm")
                                || f.toString().contains("h:"))) {
            throw new AssertionError("readable features only, and some: " + features);
        }
    }

    private static void assertCounts(Map<String, Integer> counts, int outcomes, int hallucinations) {
        if (counts == null || counts.get("outcomes") != outcomes || counts.get("hallucinations") != hallucinations) {
            throw new AssertionError("expected " + outcomes + "/" + hallucinations + ", was " + counts);
        }
    }

    @Test
    void the_risk_moves_from_the_stated_prior_to_the_model_s_own_rate() {
        String t = tenant("rates");
        post("forecast", "{\"tenant\": \"" + t + "\", \"prompt\": \"Tell me about the harbour\", \"model\": \"m\"}")
                .statusCode(200)
                .body("priorsOnly", equalTo(true));
        for (int i = 0; i < 60; i++) {
            // The same prompt every time: the outcomes say nothing about its words or its vector, only the rate.
            String id = forecastId(t, "Tell me about the harbour", "m");
            post(
                            "feedback",
                            "{\"tenant\": \"" + t + "\", \"forecastId\": \"" + id + "\", \"hallucinated\": "
                                    + (i % 10 < 8) + "}")
                    .statusCode(200);
        }
        post(
                        "forecast",
                        "{\"tenant\": \"" + t + "\", \"prompt\": \"Tell me about the harbour\", \"model\":" + " \"m\"}")
                .statusCode(200)
                .body("priorsOnly", equalTo(false))
                .body("risk", both(greaterThan(0.7f)).and(lessThan(0.9f)))
                .body("rationale", org.hamcrest.Matchers.hasItem(containsString("60 of model m")));
        post("insight", "{\"tenant\": \"" + tenant("empty") + "\"}")
                .statusCode(200)
                .body("outcomes", equalTo(0))
                .body("calibrationError", nullValue())
                .body("features", hasSize(0));
    }
}
