package dev.factguard.function;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import dev.factguard.testing.MockEventServerRetry;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code forecast} as a direct Lambda (-Plambda): each request is one invocation event, queued on the mock Lambda
 * runtime API that Quarkus starts in tests (on the port the build reserves) and answered by the same poll loop that runs on AWS.
 */
@QuarkusTest
@TestProfile(ForecastLambdaTest.ExportForecast.class)
class ForecastLambdaTest {

    @Test
    void requests_through_the_mock_event_server_are_sent_once_more_after_a_lost_event() {
        assertThat(RestAssured.filters()).anyMatch(MockEventServerRetry.class::isInstance);
    }

    /** As on AWS, where each Lambda gets {@code QUARKUS_FUNQY_EXPORT=<function>}. */
    public static class ExportForecast implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.funqy.export", "forecast");
        }
    }

    static ValidatableResponse invoke(String event) {
        return given().contentType(ContentType.JSON).body(event).when().post().then();
    }

    @Test
    void forecast_answers_an_invocation_with_the_same_json_as_over_http() {
        invoke("{\"prompt\": \"What is the capital of France?\"}")
                .statusCode(200)
                .body("recommendation", equalTo("human_review"))
                .body("rationale", hasItem("no knowledge base supplied"))
                .body("signals.kbCoverage", nullValue())
                .body("priorsOnly", equalTo(true))
                .body("shape", equalTo("what|short|anchored"))
                .body("forecastId", startsWith("fc_"));
    }

    @Test
    void bad_input_fails_the_invocation_with_the_error_type_and_what_to_fix() {
        // Direct invocation has no HTTP status: the runtime posts a function error (Funqy wraps the exception), which
        // the caller sees as FunctionError + {errorType, errorMessage}; the mock server relays it as a 500.
        invoke("{}")
                .statusCode(500)
                .body("errorType", equalTo("io.quarkus.funqy.runtime.ApplicationException"))
                .body("errorMessage", startsWith(InvalidRequestException.class.getName()))
                .body("errorMessage", containsString("'prompt' is required"));
        invoke("{\"tenant\": \"a b\", \"prompt\": \"x\"}")
                .statusCode(500)
                .body("errorMessage", containsString("tenant must be"));
    }
}
