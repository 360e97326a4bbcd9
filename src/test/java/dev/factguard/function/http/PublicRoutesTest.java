package dev.factguard.function.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Routes API Gateway serves without its authorizer ({@code public_read_routes}): an anonymous caller gets those
 * functions for the default tenant only, and nothing else.
 */
@QuarkusTest
@TestProfile(PublicRoutesTest.Profile.class)
class PublicRoutesTest {

    public static class Profile implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("factguard.auth.public-functions", "forecast,freshness");
        }
    }

    private static ValidatableResponse post(String function, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .when()
                .post("/" + function)
                .then();
    }

    @Test
    void a_public_function_serves_the_default_tenant_only() {
        post("forecast", "{\"prompt\": \"What is the capital of France?\"}").statusCode(200);
        post("forecast", "{\"tenant\": \"default\", \"prompt\": \"What is the capital of France?\"}")
                .statusCode(200);
        post("forecast", "{\"tenant\": \"victim\", \"prompt\": \"What is the capital of France?\"}")
                .statusCode(403)
                .body("error", equalTo("forbidden_tenant"));
    }

    @Test
    void every_other_function_needs_a_caller() {
        post("knowledge-search", "{\"query\": \"capital\"}").statusCode(401).body("error", equalTo("unauthorized"));
        post("knowledge-add", "{\"facts\": [{\"key\": \"k\", \"text\": \"t\"}]}")
                .statusCode(401);
        post("feedback", "{\"prompt\": \"x\", \"hallucinated\": true}").statusCode(401);
    }
}
