package dev.factguard.function;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import dev.factguard.testing.WireMockUpstreamResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The guard gateway (non-streamed) inside the -Papigw Lambda: through the mock event server (RestAssured's requests
 * become API Gateway v2 events) and as a raw HTTP API event. API Gateway buffers a Lambda's answer, so streaming is
 * not offered there.
 */
@QuarkusTest
@QuarkusTestResource(value = WireMockUpstreamResource.class, restrictToAnnotatedClass = true)
class GatewayApiGatewayTest {

    private static final String ANSWER = "The capital of France is Paris.";
    private static final String REQUEST = "{\"model\":\"stub-model\",\"messages\":[{\"role\":\"user\",\"content\":"
            + "\"What is the capital of France?\"}]}";

    @BeforeEach
    void stubUpstream() {
        WireMockUpstreamResource.server().resetAll();
        WireMockUpstreamResource.server()
                .stubFor(post(urlPathEqualTo("/v1/chat/completions"))
                        .willReturn(aResponse()
                                .withStatus(200)
                                .withHeader("Content-Type", "application/json")
                                .withBody(
                                        "{\"id\":\"chatcmpl-apigw\",\"object\":\"chat.completion\",\"created\":1700000000,"
                                                + "\"model\":\"stub-model\",\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\","
                                                + "\"content\":\"" + ANSWER + "\"},\"finish_reason\":\"stop\"}]}")));
    }

    @Test
    void a_chat_completion_through_api_gateway_events_carries_the_upstream_answer_and_the_factguard_object() {
        given().contentType(ContentType.JSON)
                .header("Authorization", "Bearer caller-secret")
                .body(REQUEST)
                .when()
                .post("/v1/chat/completions")
                .then()
                .statusCode(200)
                .header("x-factguard-forecast-id", startsWith("fc_"))
                .body("id", equalTo("chatcmpl-apigw"))
                .body("choices[0].message.content", equalTo(ANSWER))
                .body("factguard.forecast.forecastId", startsWith("fc_"));
        WireMockUpstreamResource.server()
                .verify(
                        1,
                        postRequestedFor(urlPathEqualTo("/v1/chat/completions"))
                                .withHeader(
                                        "Authorization",
                                        com.github.tomakehurst.wiremock.client.WireMock.equalTo(
                                                "Bearer " + WireMockUpstreamResource.UPSTREAM_KEY)));
    }

    @Test
    void a_raw_http_api_event_gets_the_guarded_answer_and_headers() {
        ValidatableResponse r = given().contentType(ContentType.JSON)
                .body(ApiGatewayEventsTest.event("POST", "/v1/chat/completions", REQUEST, false))
                .when()
                .post("/_lambda_")
                .then()
                .statusCode(200)
                .body("statusCode", equalTo(200));
        Map<String, String> headers = r.extract().path("headers");
        assertThat(headers.keySet()).anySatisfy(h -> assertThat(h).isEqualToIgnoringCase("x-factguard-risk"));
        JsonPath body = ApiGatewayEventsTest.body(r);
        assertThat(body.getString("choices[0].message.content")).isEqualTo(ANSWER);
        assertThat(body.getString("factguard.forecast.recommendation")).isNotBlank();
    }

    @Test
    void a_malformed_chat_request_is_a_400_in_openai_s_shape() {
        ValidatableResponse r = given().contentType(ContentType.JSON)
                .body(ApiGatewayEventsTest.event("POST", "/v1/chat/completions", "{\"model\":\"m\"}", false))
                .when()
                .post("/_lambda_")
                .then()
                .statusCode(200)
                .body("statusCode", equalTo(400));
        assertThat(ApiGatewayEventsTest.body(r).getString("error.param")).isEqualTo("messages");
    }
}
