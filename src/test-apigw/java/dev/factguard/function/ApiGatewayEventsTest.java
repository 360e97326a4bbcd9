package dev.factguard.function;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import dev.factguard.testing.MockEventServerRetry;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Raw API Gateway HTTP API events (payload format 2.0), as AWS sends them to the -Papigw Lambda, posted to the mock
 * event server's {@code /_lambda_} endpoint; the answer is the Lambda's {@code APIGatewayV2HTTPResponse}. The other
 * HTTP tests of this package also pass through such events in this profile: RestAssured talks to the mock event
 * server, which wraps each request in one.
 */
@QuarkusTest
class ApiGatewayEventsTest {

    @Test
    void requests_through_the_mock_event_server_are_sent_once_more_after_a_lost_event() {
        assertThat(RestAssured.filters()).anyMatch(MockEventServerRetry.class::isInstance);
    }

    static String event(String method, String path, String body, boolean base64) {
        String encoded = base64 ? Base64.getEncoder().encodeToString(body.getBytes(StandardCharsets.UTF_8)) : body;
        return """
                {
                  "version": "2.0",
                  "routeKey": "%1$s %2$s",
                  "rawPath": "%2$s",
                  "rawQueryString": "",
                  "headers": {
                    "content-type": "application/json",
                    "host": "a1b2c3d4e5.execute-api.eu-west-1.amazonaws.com",
                    "user-agent": "curl/8.5.0",
                    "x-forwarded-proto": "https"
                  },
                  "requestContext": {
                    "accountId": "123456789012",
                    "apiId": "a1b2c3d4e5",
                    "domainName": "a1b2c3d4e5.execute-api.eu-west-1.amazonaws.com",
                    "domainPrefix": "a1b2c3d4e5",
                    "http": {
                      "method": "%1$s",
                      "path": "%2$s",
                      "protocol": "HTTP/1.1",
                      "sourceIp": "203.0.113.7",
                      "userAgent": "curl/8.5.0"
                    },
                    "requestId": "JKJaXmPLvHcESHA=",
                    "routeKey": "%1$s %2$s",
                    "stage": "$default",
                    "time": "29/Nov/2026:19:03:58 +0000",
                    "timeEpoch": 1795978438000
                  },
                  "body": %3$s,
                  "isBase64Encoded": %4$s
                }
                """.formatted(method, path, quoted(encoded), base64);
    }

    private static String quoted(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    static ValidatableResponse send(String event) {
        return given().contentType(ContentType.JSON)
                .body(event)
                .when()
                .post("/_lambda_")
                .then()
                .statusCode(200);
    }

    /** Header names keep the application's case ({@code Content-Type}); API Gateway matches them case-insensitively. */
    static String contentType(ValidatableResponse lambdaResponse) {
        Map<String, String> headers = lambdaResponse.extract().path("headers");
        return headers.entrySet().stream()
                .filter(e -> e.getKey().equalsIgnoreCase("content-type"))
                .map(Map.Entry::getValue)
                .findFirst()
                .orElse(null);
    }

    static JsonPath body(ValidatableResponse lambdaResponse) {
        return JsonPath.from(lambdaResponse.extract().<String>path("body"));
    }

    @Test
    void forecast_answers_an_http_api_event_with_a_200_and_the_forecast_json() {
        ValidatableResponse r = send(event(
                        "POST", "/forecast", "{\"prompt\": \"What is the capital of France?\"}", false))
                .body("statusCode", equalTo(200));
        assertThat(contentType(r)).startsWith("application/json");
        JsonPath forecast = body(r);
        assertThat(forecast.getString("recommendation")).isEqualTo("human_review");
        assertThat(forecast.getString("forecastId")).startsWith("fc_");
    }

    @Test
    void bad_input_is_a_400_with_the_json_error_not_a_lambda_failure() {
        ValidatableResponse r = send(event("POST", "/forecast", "{}", false)).body("statusCode", equalTo(400));
        assertThat(contentType(r)).startsWith("application/json");
        JsonPath error = body(r);
        assertThat(error.getString("error")).isEqualTo("missing_field");
        assertThat(error.getString("message")).contains("'prompt'");
    }

    @Test
    void a_base64_encoded_body_is_decoded_like_api_gateway_does() {
        send(event("POST", "/forecast", "{\"prompt\": ", true))
                .body("statusCode", equalTo(400))
                .body("body", containsString("malformed_json"));
        send(event("POST", "/forecast", "{\"prompt\": \"Who wrote Hamlet?\"}", true))
                .body("statusCode", equalTo(200))
                .body("body", containsString("\"shape\":\"who|short|anchored\""));
    }

    @Test
    void an_unknown_route_is_a_json_404() {
        send(event("POST", "/nope", "{}", false))
                .body("statusCode", equalTo(404))
                .body("body", containsString("not_found"));
    }
}
