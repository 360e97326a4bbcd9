package dev.factguard.function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import dev.factguard.testing.Metrics;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code factguard.metrics.enabled=false}: the functions answer as before and no {@code factguard_} series exists. */
@QuarkusTest
@TestProfile(MetricsOffTest.Off.class)
class MetricsOffTest {

    public static class Off implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("factguard.metrics.enabled", "false");
        }
    }

    @Test
    void with_metrics_off_a_forecast_and_feedback_still_answer_and_nothing_of_factguard_is_recorded() {
        String id = ForecastFunctionsTest.post("forecast", "{\"prompt\": \"What is the capital of France?\"}")
                .statusCode(200)
                .body("recommendation", equalTo("human_review"))
                .body("risk", ForecastFunctionsTest.inBandOf("ground"))
                .extract()
                .path("forecastId");
        ForecastFunctionsTest.post("feedback", "{\"forecastId\": \"" + id + "\", \"hallucinated\": false}")
                .statusCode(200);
        String exposition = Metrics.scrape();
        assertThat(exposition).as("Quarkus' own meters are still served").contains("jvm_");
        assertThat(exposition).doesNotContain("factguard_");
    }
}
