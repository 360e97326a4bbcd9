package dev.factguard.function.gateway;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.absent;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import dev.factguard.testing.Metrics;
import dev.factguard.testing.WireMockSearchResource;
import dev.factguard.testing.WireMockUpstreamResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The gateway over real HTTP, in front of an OpenAI-compatible server played by WireMock. */
@QuarkusTest
@QuarkusTestResource(value = WireMockUpstreamResource.class, restrictToAnnotatedClass = true)
class GatewayTest {

    static final String CHAT = "/v1/chat/completions";
    static final String NEAR_MISS = "How many litres does the Nordwind K7 kettle hold?";
    static final String COVERED = "How many litres does the Nordwind K5 kettle hold?";
    /** States no fact an answer could get wrong: proceeds, facts or none. */
    static final String NO_FACT = "Write a haiku about autumn leaves.";
    /** Uncovered by the tenant's facts, presupposing an event and asking for sources: human_review with facts. */
    static final String REVIEW =
            "In what year did the Lindholm ferry company move its headquarters to Austin? Cite your sources.";

    @BeforeEach
    void reset() {
        WireMockUpstreamResource.server().resetAll();
    }

    static ValidatableResponse chat(String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .when()
                .post(CHAT)
                .then();
    }

    static String request(String tenant, String prompt, String extra) {
        return "{\"model\":\"stub-model\",\"messages\":[{\"role\":\"system\",\"content\":\"Be brief.\"},"
                + "{\"role\":\"user\",\"content\":\"" + prompt + "\"}]" + extra
                + ",\"factguard\":{\"tenant\":\"" + tenant + "\"}}";
    }

    static String tenantWithFacts() {
        String tenant = "gw-" + System.nanoTime();
        given().contentType(ContentType.JSON)
                .body("{\"tenant\":\"" + tenant + "\",\"facts\":["
                        + "{\"key\":\"Nordwind K5 kettle\",\"text\":\"The Nordwind K5 electric kettle holds 1.7 litres.\"},"
                        + "{\"key\":\"capital of France\",\"text\":\"The capital of France is Paris.\"}]}")
                .when()
                .post("/knowledge-add")
                .then()
                .statusCode(200);
        return tenant;
    }

    private static List<LoggedRequest> upstreamRequests() {
        return WireMockUpstreamResource.server().findAll(postRequestedFor(urlPathEqualTo(CHAT)));
    }

    @Test
    void a_body_over_the_gateways_limit_is_refused_before_the_upstream_is_called() {
        Upstream.answersCompletion();
        // 1.1 MiB: under Quarkus' own 10 MiB, over factguard.gateway.max-body-bytes (1 MiB).
        String padding = "x".repeat(1_150_000);
        chat(request("default", "What is the capital of France?", ",\"user\":\"" + padding + "\""))
                .statusCode(413)
                .body("error.code", org.hamcrest.Matchers.equalTo("request_too_large"));
        assertThat(upstreamRequests()).isEmpty();
    }

    @Test
    void each_call_is_counted_by_how_it_ended_and_its_forecast_beside_the_forecast_function_ones() {
        Upstream.answersCompletion();
        String tenant = tenantWithFacts();
        String forwarded = "factguard_gateway_calls_total{result=\"forwarded\"}";
        String proceed = "factguard_forecasts_total{recommendation=\"proceed\"}";
        double calls = Metrics.value(forwarded);
        double forecasts = Metrics.value(proceed);
        chat(request(tenant, NO_FACT, "")).statusCode(200).header("x-factguard-recommendation", "proceed");
        assertThat(Metrics.value(forwarded) - calls).isEqualTo(1.0);
        assertThat(Metrics.value(proceed) - forecasts).isEqualTo(1.0);
    }

    @Test
    void the_upstream_answer_comes_back_unchanged_with_the_factguard_object_and_headers() {
        Upstream.answersCompletion();
        String tenant = tenantWithFacts();
        String body = chat(request(tenant, NO_FACT, ""))
                .statusCode(200)
                .header("x-factguard-recommendation", "proceed")
                .header("x-factguard-risk", notNullValue())
                .header("x-factguard-forecast-id", startsWith("fc_"))
                .header("x-factguard-stale-claims", "1")
                .body("id", org.hamcrest.Matchers.equalTo("chatcmpl-stub1"))
                .body("choices[0].message.content", org.hamcrest.Matchers.equalTo(Upstream.ANSWER))
                .body("usage.total_tokens", org.hamcrest.Matchers.equalTo(17))
                .body("factguard.forecast.recommendation", org.hamcrest.Matchers.equalTo("proceed"))
                .body("factguard.forecast.rationale[0]", startsWith("states no fact an answer could get wrong"))
                .body("factguard.grounding", empty())
                .body("factguard.freshness.claims[0].subject", containsString("Twitter"))
                .body("factguard.staleClaims", org.hamcrest.Matchers.equalTo(1))
                .body("factguard.refreshes", nullValue())
                .extract()
                .asString();
        // Byte for byte: the upstream's JSON, then the factguard member.
        assertThat(body)
                .startsWith(Upstream.COMPLETION.substring(0, Upstream.COMPLETION.length() - 1) + ",\"factguard\":{");
    }

    @Test
    void a_prompt_to_proceed_reaches_the_upstream_exactly_as_sent_without_the_factguard_object() {
        Upstream.answersCompletion();
        String tenant = tenantWithFacts();
        chat(request(tenant, NO_FACT, ",\"temperature\":0.2"))
                .statusCode(200)
                .header("x-factguard-recommendation", "proceed");
        WireMockUpstreamResource.server()
                .verify(
                        1,
                        postRequestedFor(urlPathEqualTo(CHAT))
                                .withRequestBody(equalToJson(
                                        "{\"model\":\"stub-model\",\"messages\":[{\"role\":\"system\",\"content\":\"Be brief.\"},"
                                                + "{\"role\":\"user\",\"content\":\"" + NO_FACT + "\"}],"
                                                + "\"temperature\":0.2}")));
    }

    @Test
    void a_prompt_to_ground_reaches_the_upstream_with_the_tenant_s_facts() {
        Upstream.answersCompletion();
        String tenant = tenantWithFacts();
        // A question a fact answers is grounded on it whatever its risk: the model was not given the fact.
        chat(request(tenant, COVERED, ""))
                .statusCode(200)
                .header("x-factguard-recommendation", "ground")
                .body("factguard.grounding", hasSize(1))
                .body("factguard.grounding[0].key", org.hamcrest.Matchers.equalTo("Nordwind K5 kettle"));
        WireMockUpstreamResource.server()
                .verify(
                        1,
                        postRequestedFor(urlPathEqualTo(CHAT))
                                .withRequestBody(matchingJsonPath("$.messages[0].content", equalTo("Be brief.")))
                                .withRequestBody(matchingJsonPath("$.messages[1].role", equalTo("system")))
                                .withRequestBody(matchingJsonPath(
                                        "$.messages[1].content",
                                        com.github.tomakehurst.wiremock.client.WireMock.containing(
                                                "- The Nordwind K5 electric kettle holds 1.7 litres.")))
                                .withRequestBody(matchingJsonPath("$.messages[2].content", equalTo(COVERED))));
    }

    @Test
    void a_near_miss_of_the_tenant_s_facts_is_not_grounded_with_a_fact_that_does_not_answer_it() {
        Upstream.answersCompletion();
        chat(request(tenantWithFacts(), NEAR_MISS, ""))
                .statusCode(200)
                .header("x-factguard-recommendation", "human_review")
                .body("factguard.grounding", hasSize(0));
    }

    @Test
    void the_upstream_gets_its_own_key_and_never_the_caller_s() {
        Upstream.answersCompletion();
        given().contentType(ContentType.JSON)
                .header("Authorization", "Bearer caller-secret")
                .body(request("default", "What is the capital of France?", ""))
                .when()
                .post(CHAT)
                .then()
                .statusCode(200);
        List<LoggedRequest> sent = upstreamRequests();
        assertThat(sent).hasSize(1);
        assertThat(sent.get(0).getHeader("Authorization")).isEqualTo("Bearer " + WireMockUpstreamResource.UPSTREAM_KEY);
        assertThat(sent.get(0).getBodyAsString())
                .doesNotContain("caller-secret")
                .doesNotContain("factguard");
    }

    @Test
    void block_answers_an_error_without_calling_the_model() {
        Upstream.answersCompletion();
        String body = "{\"model\":\"stub-model\",\"messages\":[{\"role\":\"user\",\"content\":\"" + REVIEW + "\"}],"
                + "\"factguard\":{\"onReview\":\"block\",\"tenant\":\"" + tenantWithFacts() + "\"}}";
        chat(body)
                .statusCode(403)
                .header("x-factguard-recommendation", "human_review")
                .body("error.type", org.hamcrest.Matchers.equalTo("factguard_blocked"))
                .body("error.code", org.hamcrest.Matchers.equalTo("human_review"))
                .body("error.message", containsString("human review"))
                .body("factguard.blocked", org.hamcrest.Matchers.equalTo(true))
                .body("factguard.forecast.recommendation", org.hamcrest.Matchers.equalTo("human_review"));
        assertThat(upstreamRequests()).isEmpty();
    }

    @Test
    void flag_forwards_a_human_review_prompt_and_marks_the_answer() {
        Upstream.answersCompletion();
        chat("{\"model\":\"stub-model\",\"messages\":[{\"role\":\"user\",\"content\":\"" + REVIEW + "\"}],"
                        + "\"factguard\":{\"tenant\":\"" + tenantWithFacts() + "\"}}")
                .statusCode(200)
                .header("x-factguard-recommendation", "human_review")
                .body("choices[0].message.content", org.hamcrest.Matchers.equalTo(Upstream.ANSWER))
                .body("factguard.blocked", org.hamcrest.Matchers.equalTo(false))
                .body("factguard.options.onReview", org.hamcrest.Matchers.equalTo("flag"));
        assertThat(upstreamRequests()).hasSize(1);
    }

    @Test
    void a_stream_passes_every_chunk_through_then_the_annotation_then_done() {
        Upstream.answersStream();
        String body = given().contentType(ContentType.JSON)
                .body(request("default", "Who runs Twitter?", ",\"stream\":true"))
                .when()
                .post(CHAT)
                .then()
                .statusCode(200)
                .contentType(startsWith("text/event-stream"))
                .header("x-factguard-forecast-id", startsWith("fc_"))
                .extract()
                .asString();
        List<String> events = SseEvents.data(body);
        assertThat(events).hasSize(5);
        assertThat(events.subList(0, 3)).containsExactly(Upstream.STREAM_CHUNKS);
        io.restassured.path.json.JsonPath annotation = new io.restassured.path.json.JsonPath(events.get(3));
        assertThat(annotation.getString("object")).isEqualTo("chat.completion.chunk");
        assertThat(annotation.getString("id")).isEqualTo("chatcmpl-stub2");
        assertThat(annotation.getList("choices")).isEmpty();
        assertThat(annotation.getString("factguard.forecast.forecastId")).startsWith("fc_");
        assertThat(annotation.getInt("factguard.staleClaims")).isEqualTo(1);
        assertThat(annotation.getString("factguard.freshness.claims[0].text")).isEqualTo(Upstream.ANSWER);
        assertThat(events.get(4)).isEqualTo("[DONE]");
    }

    @Test
    void verify_refreshes_the_answer_s_stale_claims_with_a_chat_model_as_judge() {
        Upstream.answersCompletion();
        WireMockUpstreamResource.server()
                .stubFor(com.github.tomakehurst.wiremock.client.WireMock.post(
                                urlPathEqualTo(WireMockSearchResource.PATH))
                        .willReturn(aResponse()
                                .withStatus(200)
                                .withHeader("Content-Type", "text/html; charset=UTF-8")
                                .withBody(SEARCH_PAGE)));
        String body = "{\"model\":\"stub-model\",\"messages\":[{\"role\":\"user\",\"content\":\"Who runs Twitter?\"}],"
                + "\"factguard\":{\"refresh\":\"verify\"}}";
        // The judge, asked for by model name on the same server; ranked before the answer stub.
        WireMockUpstreamResource.server()
                .stubFor(com.github.tomakehurst.wiremock.client.WireMock.post(urlPathEqualTo(CHAT))
                        .atPriority(1)
                        .withRequestBody(matchingJsonPath("$.model", equalTo(WireMockUpstreamResource.JUDGE_MODEL)))
                        .willReturn(aResponse()
                                .withStatus(200)
                                .withHeader("Content-Type", "application/json")
                                .withBody("{\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":"
                                        + "\"{\\\"label\\\":\\\"contradiction\\\",\\\"confidence\\\":0.92}\"}}]}")));
        chat(body)
                .statusCode(200)
                .body("factguard.refreshes", hasSize(1))
                .body("factguard.refreshes[0].verdict", org.hamcrest.Matchers.equalTo("contradicted"))
                .body("factguard.refreshes[0].verdictSource", org.hamcrest.Matchers.equalTo("nli"))
                .body("factguard.refreshes[0].contradiction", org.hamcrest.Matchers.equalTo(0.92f))
                .body("factguard.refreshes[0].evidence[0].title", containsString("Yaccarino"))
                .body("factguard.refreshError", nullValue());
    }

    @Test
    void upstream_client_errors_are_passed_through_with_their_status() {
        String error = "{\"error\":{\"message\":\"Rate limit reached\",\"type\":\"requests\",\"param\":null,"
                + "\"code\":\"rate_limit_exceeded\"}}";
        Upstream.answers(aResponse()
                .withStatus(429)
                .withHeader("Content-Type", "application/json")
                .withBody(error));
        chat(request("default", "What is the capital of France?", ""))
                .statusCode(429)
                .header("x-factguard-forecast-id", startsWith("fc_"))
                .body("error.code", org.hamcrest.Matchers.equalTo("rate_limit_exceeded"));
        chat(request("default", "What is the capital of France?", ",\"stream\":true"))
                .statusCode(429)
                .body("error.message", org.hamcrest.Matchers.equalTo("Rate limit reached"));
    }

    @Test
    void upstream_server_errors_are_passed_through_and_a_bare_body_is_wrapped() {
        Upstream.answers(aResponse().withStatus(503).withBody("overloaded"));
        chat(request("default", "What is the capital of France?", ""))
                .statusCode(503)
                .body("error.message", containsString("overloaded"))
                .body("error.type", org.hamcrest.Matchers.equalTo("upstream_error"));
    }

    @Test
    void a_slow_upstream_is_a_504_and_an_unreachable_one_a_502() {
        Upstream.answers(aResponse().withStatus(200).withFixedDelay(8000).withBody(Upstream.COMPLETION));
        chat(request("default", "What is the capital of France?", ""))
                .statusCode(504)
                .body("error.code", org.hamcrest.Matchers.equalTo("upstream_timeout"));
        Upstream.answers(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER));
        chat(request("default", "What is the capital of France?", ""))
                .statusCode(502)
                .body("error.code", org.hamcrest.Matchers.equalTo("upstream_unreachable"))
                .body("error.message", containsString("localhost"));
        chat(request("default", "What is the capital of France?", ",\"stream\":true"))
                .statusCode(502);
    }

    @Test
    void models_are_passed_through_with_the_upstream_key() {
        WireMockUpstreamResource.server()
                .stubFor(
                        get(urlPathEqualTo("/v1/models"))
                                .withHeader("Authorization", equalTo("Bearer " + WireMockUpstreamResource.UPSTREAM_KEY))
                                .willReturn(
                                        aResponse()
                                                .withStatus(200)
                                                .withHeader("Content-Type", "application/json")
                                                .withBody(
                                                        "{\"object\":\"list\",\"data\":[{\"id\":\"stub-model\",\"object\":\"model\"}]}")));
        given().header("Authorization", "Bearer caller-secret")
                .when()
                .get("/v1/models")
                .then()
                .statusCode(200)
                .body("data[0].id", org.hamcrest.Matchers.equalTo("stub-model"));
    }

    @Test
    void malformed_requests_are_400_in_openai_s_shape() {
        chat("{\"messages\": [")
                .statusCode(400)
                .body("error.type", org.hamcrest.Matchers.equalTo("invalid_request_error"))
                .body("error.message", containsString("not valid JSON"));
        chat("{\"model\":\"m\"}").statusCode(400).body("error.param", org.hamcrest.Matchers.equalTo("messages"));
        chat("{\"model\":\"m\",\"messages\":[{\"content\":\"hi\"}]}")
                .statusCode(400)
                .body("error.param", org.hamcrest.Matchers.equalTo("messages[0]"));
        chat("{\"messages\":[{\"role\":\"user\",\"content\":\"a\"}],\"messages\":[]}")
                .statusCode(400);
        chat("{\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"stream\":\"yes\"}")
                .statusCode(400)
                .body("error.param", org.hamcrest.Matchers.equalTo("stream"));
        chat("{\"messages\":[{\"role\":\"system\",\"content\":\"only instructions\"}]}")
                .statusCode(400)
                .body("error.message", containsString("user message"));
        chat("{\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"factguard\":{\"mode\":\"x\"}}")
                .statusCode(400)
                .body("error.param", org.hamcrest.Matchers.equalTo("factguard.mode"));
        chat("{\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"factguard\":{\"refresh\":\"always\"}}")
                .statusCode(400)
                .body("error.message", containsString("off, flag, verify"));
        chat("{\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"factguard\":{\"tenant\":\"a b\"}}")
                .statusCode(400)
                .body("error.param", org.hamcrest.Matchers.equalTo("factguard.tenant"));
        assertThat(upstreamRequests()).isEmpty();
    }

    @Test
    void wrong_media_types_and_methods_are_refused_in_openai_s_shape() {
        given().contentType(ContentType.TEXT)
                .body("hello")
                .when()
                .post(CHAT)
                .then()
                .statusCode(415)
                .body("error.code", org.hamcrest.Matchers.equalTo("unsupported_media_type"));
        given().when().get(CHAT).then().statusCode(405).body("error.message", containsString("POST"));
        given().when()
                .get("/v1/embeddings")
                .then()
                .statusCode(404)
                .body("error.code", org.hamcrest.Matchers.equalTo("unknown_url"));
    }

    @Test
    void content_parts_are_read_for_the_forecast() {
        Upstream.answersCompletion();
        String tenant = tenantWithFacts();
        chat("{\"model\":\"m\",\"messages\":[{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":\""
                        + "What is the capital of France?\"}]}],\"factguard\":{\"tenant\":\"" + tenant + "\"}}")
                .statusCode(200)
                // Read, the question is answered by the tenant's fact on France, and grounded on it.
                .header("x-factguard-recommendation", "ground");
        WireMockUpstreamResource.server()
                .verify(postRequestedFor(urlPathEqualTo(CHAT))
                        .withRequestBody(matchingJsonPath("$.factguard", absent())));
    }

    static final String SEARCH_PAGE = """
            <html><body><div id="links" class="results">
              <div class="result results_links results_links_deep web-result">
                <div class="links_main links_deep result__body">
                  <h2 class="result__title"><a rel="nofollow" class="result__a"
                    href="https://news.example.com/x-ceo">Linda Yaccarino named CEO of X</a></h2>
                  <a class="result__snippet" href="https://news.example.com/x-ceo">Linda Yaccarino became the CEO of
                    Twitter, now X, succeeding Elon Musk in the role.</a>
                </div>
              </div>
            </div></body></html>""";
}
