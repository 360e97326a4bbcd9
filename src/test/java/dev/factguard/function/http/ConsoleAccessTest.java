package dev.factguard.function.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;

/**
 * With API keys configured the console's page is served without one (it holds no secret and asks for the key),
 * while what it calls still needs the key: knowledge-list answers 401 without it, 200 with a read key.
 */
@QuarkusTest
@TestProfile(ApiKeysProfile.class)
class ConsoleAccessTest {

    @Test
    void the_page_needs_no_key_and_what_it_calls_does() {
        given().when().get("/console").then().statusCode(200).body(containsString("FactGuard console"));
        given().when().get("/console/js/api.js").then().statusCode(200);
        given().contentType(ContentType.JSON)
                .body("{}")
                .when()
                .post("/knowledge-list")
                .then()
                .statusCode(401)
                .body("error", equalTo("unauthorized"));
        given().contentType(ContentType.JSON)
                .header("Authorization", "Bearer " + ApiKeysProfile.ACME_WRITE.replace('7', '8'))
                .body("{}")
                .when()
                .post("/knowledge-list")
                .then()
                .statusCode(401)
                .body("message", equalTo("the API key is not valid"));
        given().contentType(ContentType.JSON)
                .header("Authorization", "Bearer " + ApiKeysProfile.ACME_READ)
                .body("{\"limit\": 5}")
                .when()
                .post("/knowledge-list")
                .then()
                .statusCode(200);
    }
}
