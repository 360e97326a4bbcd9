package dev.factguard.function.http;

import static io.restassured.RestAssured.given;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** As in prod by default: {@code quarkus.swagger-ui.enabled=false} takes the UI away, and only the UI. */
@QuarkusTest
@TestProfile(SwaggerUiSwitchTest.Profile.class)
class SwaggerUiSwitchTest {

    public static class Profile implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.swagger-ui.enabled", "false");
        }
    }

    @Test
    void swagger_ui_is_off_and_the_document_still_served() {
        given().redirects().follow(false).when().get("/q/swagger-ui/").then().statusCode(404);
        given().queryParam("format", "json").when().get("/q/openapi").then().statusCode(200);
    }
}
