package dev.factguard.function.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.config.EncoderConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.response.ValidatableResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/** What reaches a function at all: method, media type, content encoding, cross-origin headers. */
@QuarkusTest
class HttpEdgeTest {

    private static final String FORECAST = "{\"prompt\": \"What is the capital of France?\"}";

    // RestAssured would append "; charset=ISO-8859-1" to media types it does not know.
    private static final RestAssuredConfig AS_GIVEN = RestAssured.config()
            .encoderConfig(EncoderConfig.encoderConfig().appendDefaultContentCharsetToContentTypeIfUndefined(false));

    private static ValidatableResponse send(String contentType, String body) {
        return given().config(AS_GIVEN)
                .contentType(contentType)
                .body(body.getBytes(StandardCharsets.UTF_8))
                .when()
                .post("/forecast")
                .then();
    }

    @Test
    void json_media_types_are_accepted_with_or_without_charset() {
        send("application/json", FORECAST).statusCode(200);
        send("application/json; charset=UTF-8", FORECAST).statusCode(200);
        send("application/vnd.factguard+json", FORECAST).statusCode(200);
    }

    @Test
    void other_media_types_are_415_before_the_body_is_read() {
        send("text/plain", FORECAST)
                .statusCode(415)
                .body("error", equalTo("unsupported_media_type"))
                .body("message", containsString("application/json"));
        send("application/json; charset=ISO-8859-1", FORECAST).statusCode(415).body("message", containsString("UTF-8"));
        send("multipart/form-data; boundary=x", "--x--").statusCode(415);
        given().body(FORECAST.getBytes(StandardCharsets.UTF_8))
                .when()
                .post("/forecast")
                .then()
                .statusCode(415);
    }

    @Test
    void a_large_form_body_is_415_not_500() {
        // curl's default without -H 'Content-Type: application/json': the form decoder used to fail with 500.
        String form = "{\"prompt\": \"" + "x".repeat(3000) + "\"}";
        given().config(AS_GIVEN)
                .contentType("application/x-www-form-urlencoded")
                .body(form)
                .when()
                .post("/knowledge-add")
                .then()
                .statusCode(415)
                .body("error", equalTo("unsupported_media_type"));
    }

    @Test
    void a_gzip_body_is_decompressed() throws IOException {
        ByteArrayOutputStream zipped = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(zipped)) {
            gzip.write(FORECAST.getBytes(StandardCharsets.UTF_8));
        }
        given().contentType("application/json")
                .header("Content-Encoding", "gzip")
                .body(zipped.toByteArray())
                .when()
                .post("/forecast")
                .then()
                .statusCode(200)
                .body("recommendation", not(nullValue()));
    }

    @Test
    void an_unknown_encoding_is_415_and_a_broken_gzip_body_a_4xx() {
        given().contentType("application/json")
                .header("Content-Encoding", "br")
                .body(FORECAST)
                .when()
                .post("/forecast")
                .then()
                .statusCode(415)
                .body("message", containsString("Content-Encoding"));
        given().contentType("application/json")
                .header("Content-Encoding", "gzip")
                .body("not gzip at all")
                .when()
                .post("/forecast")
                .then()
                .statusCode(400)
                .body("error", equalTo("malformed_body"))
                .body("message", containsString("gzip"));
    }

    @Test
    void other_methods_on_a_function_are_405() {
        given().when()
                .get("/forecast?prompt=hello")
                .then()
                .statusCode(405)
                .header("Allow", "POST")
                .body("error", equalTo("method_not_allowed"));
        given().contentType("application/json")
                .body(FORECAST)
                .when()
                .put("/knowledge-add")
                .then()
                .statusCode(405);
        given().when().delete("/knowledge-remove").then().statusCode(405);
    }

    @Test
    void no_cross_origin_headers_are_sent() {
        given().header("Origin", "https://evil.example")
                .header("Access-Control-Request-Method", "POST")
                .when()
                .options("/knowledge-add")
                .then()
                .header("Access-Control-Allow-Origin", nullValue());
        given().header("Origin", "https://evil.example")
                .contentType("application/json")
                .body(FORECAST)
                .when()
                .post("/forecast")
                .then()
                .statusCode(200)
                .header("Access-Control-Allow-Origin", nullValue());
    }

    @Test
    void health_stays_reachable() {
        given().when().get("/q/health/live").then().statusCode(200);
    }
}
