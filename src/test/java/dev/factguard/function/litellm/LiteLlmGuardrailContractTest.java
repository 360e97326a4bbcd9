package dev.factguard.function.litellm;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import dev.factguard.function.http.ApiKeysProfile;
import dev.factguard.testing.WireMockSearchResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * LiteLLM's Generic Guardrail API against the running service, one case per contract rule. The bodies have the
 * shape LiteLLM sends ({@code GenericGuardrailAPIRequest.model_dump()} in LiteLLM's
 * {@code litellm/proxy/guardrails/guardrail_hooks/generic_guardrail_api/generic_guardrail_api.py}: every field,
 * unset ones as null; the values of its {@code tests/test_litellm/.../test_generic_guardrail_api.py}), with the key
 * in {@code x-api-key} as LiteLLM puts its {@code api_key}. The tenant's policy here is
 * {@code factguard.gateway.on-review=block}; DuckDuckGo is a local server answering with a saved page.
 */
@QuarkusTest
@TestProfile(LiteLlmGuardrailContractTest.BlockingPolicy.class)
@QuarkusTestResource(value = WireMockSearchResource.class, restrictToAnnotatedClass = true)
class LiteLlmGuardrailContractTest {

    /** API keys (acme's key holds acme and acme-eu) and a tenant policy that blocks a human review. */
    public static class BlockingPolicy implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "factguard.auth.keys", ApiKeysProfile.keys(),
                    "factguard.gateway.on-review", "block",
                    "factguard.embedding.model", "none");
        }
    }

    static final String PATH = "/beta/litellm_basic_guardrail_api";
    static final String NEAR_MISS = "How many litres does the Nordwind K7 kettle hold?";
    static final String COVERED = "How many litres does the Nordwind K5 kettle hold?";
    /** acme-eu grounds every prompt its facts answer: it proceeds only below a risk of 0.05. */
    static final String GROUNDING = "{\"tenant\":\"acme-eu\"}";

    static final String REVIEW =
            "In what year did the Lindholm ferry company move its headquarters to Austin? Cite your sources.";
    static final String STALE_ANSWER = "The CEO of Twitter is Jack Dorsey.";
    static final String CONTRADICTED = "The Nordwind K5 electric kettle holds 2.5 litres.";
    /** LiteLLM's metadata of the virtual key that made the call, as its tests send it. */
    static final String REQUEST_DATA = "{\"user_api_key_hash\":"
            + "\"88dc28d0f030c55ed4ab77ed8faf098196cb1c05df778539800c9f1243fe6b4b\","
            + "\"user_api_key_user_id\":\"default_user_id\",\"user_api_key_user_email\":\"test@example.com\","
            + "\"user_api_key_team_id\":\"test-team\"}";

    private static boolean factsAdded;

    @BeforeEach
    void factsAndSearch() {
        WireMockSearchResource.server().resetAll();
        WireMockSearchResource.stubPage("x-ceo.html");
        if (!factsAdded) {
            given().header("Authorization", "Bearer " + ApiKeysProfile.ACME_WRITE)
                    .contentType(ContentType.JSON)
                    .body("{\"facts\":["
                            + "{\"key\":\"Nordwind K5 kettle\",\"text\":\"The Nordwind K5 electric kettle holds 1.7 litres.\"},"
                            + "{\"key\":\"capital of France\",\"text\":\"The capital of France is Paris.\"}]}")
                    .post("/knowledge-add")
                    .then()
                    .statusCode(200);
            given().header("Authorization", "Bearer " + ApiKeysProfile.ACME_WRITE)
                    .contentType(ContentType.JSON)
                    .body("{\"tenant\":\"acme-eu\",\"facts\":[{\"key\":\"Nordwind K5 kettle\","
                            + "\"text\":\"The Nordwind K5 electric kettle holds 1.7 litres.\"}]}")
                    .post("/knowledge-add")
                    .then()
                    .statusCode(200);
            given().header("Authorization", "Bearer " + ApiKeysProfile.ACME_WRITE)
                    .contentType(ContentType.JSON)
                    .body("{\"tenant\":\"acme-eu\",\"proceedBelow\":0.05}")
                    .post("/tenant-settings")
                    .then()
                    .statusCode(200);
            factsAdded = true;
        }
    }

    /** A request as LiteLLM's {@code apply_guardrail} posts it. */
    static String litellm(String inputType, String texts, String structuredMessages, String params) {
        return "{\"input_type\":\"" + inputType + "\",\"litellm_call_id\":\"test-call-id\","
                + "\"litellm_trace_id\":\"test-trace-id\",\"structured_messages\":" + structuredMessages + ","
                + "\"images\":null,\"tools\":null,\"texts\":" + texts + ",\"request_data\":" + REQUEST_DATA + ","
                + "\"request_headers\":{\"content-type\":\"application/json\",\"authorization\":\"[present]\"},"
                + "\"litellm_version\":\"1.80.0\",\"additional_provider_specific_params\":" + params + ","
                + "\"tool_calls\":null,\"model\":\"gpt-3.5-turbo\"}";
    }

    static String request(String question, String params) {
        return litellm(
                "request",
                "[\"Be brief.\",\"" + question + "\"]",
                "[{\"role\":\"system\",\"content\":\"Be brief.\"},{\"role\":\"user\",\"content\":\"" + question
                        + "\"}]",
                params);
    }

    static String response(String answer, String params) {
        return litellm("response", "[\"" + answer + "\"]", "null", params);
    }

    static ValidatableResponse post(String key, String body) {
        return given().header("x-api-key", key)
                .contentType(ContentType.JSON)
                .body(body)
                .when()
                .post(PATH)
                .then();
    }

    static ValidatableResponse post(String body) {
        return post(ApiKeysProfile.ACME_WRITE, body);
    }

    @Test
    void an_ask_that_states_no_fact_is_let_through_unchanged() {
        post(request("Write a haiku about autumn leaves.", "{}"))
                .statusCode(200)
                .contentType(ContentType.JSON)
                .body("action", equalTo("NONE"))
                .body("texts", nullValue())
                .body("blocked_reason", nullValue())
                .body("factguard.tenant", equalTo("acme"))
                .body("factguard.forecast.recommendation", equalTo("proceed"))
                .body("factguard.forecast.forecastId", startsWith("fc_"));
    }

    @Test
    void a_human_review_is_blocked_when_the_tenant_policy_says_block() {
        post(request(REVIEW, "{}"))
                .statusCode(200)
                .body("action", equalTo("BLOCKED"))
                .body("blocked_reason", containsString("recommends human review"))
                .body("blocked_reason", containsString("the model was not called"))
                .body("texts", nullValue())
                .body("factguard.forecast.recommendation", equalTo("human_review"));
    }

    @Test
    void a_human_review_goes_through_when_the_call_s_params_say_flag() {
        post(request(REVIEW, "{\"onReview\":\"flag\"}"))
                .statusCode(200)
                .body("action", equalTo("NONE"))
                .body("factguard.forecast.recommendation", equalTo("human_review"));
    }

    @Test
    void a_grounded_question_comes_back_with_the_tenant_s_facts_added_to_it_and_the_other_texts_unchanged() {
        JsonPath answer = post(request(COVERED, GROUNDING))
                .statusCode(200)
                .body("action", equalTo("GUARDRAIL_INTERVENED"))
                .body("texts", hasSize(2))
                .body("texts[0]", equalTo("Be brief."))
                .body("factguard.forecast.recommendation", equalTo("ground"))
                .body("factguard.grounding[0].key", equalTo("Nordwind K5 kettle"))
                .extract()
                .jsonPath();
        assertThat(answer.getString("texts[1]"))
                .startsWith(COVERED + "\n\n")
                .contains("- The Nordwind K5 electric kettle holds 1.7 litres.");
    }

    @Test
    void a_near_miss_is_not_grounded_with_a_fact_that_does_not_answer_it_but_reviewed() {
        post(request(NEAR_MISS, "{}"))
                .statusCode(200)
                .body("action", equalTo("BLOCKED"))
                .body("factguard.forecast.recommendation", equalTo("human_review"))
                .body("factguard.grounding", hasSize(0));
    }

    @Test
    void without_structured_messages_the_last_text_is_the_question() {
        post(litellm("request", "[\"Be brief.\",\"" + COVERED + "\"]", "null", GROUNDING))
                .statusCode(200)
                .body("action", equalTo("GUARDRAIL_INTERVENED"))
                .body("texts[0]", equalTo("Be brief."))
                .body("texts[1]", containsString("1.7 litres"));
    }

    @Test
    void a_request_without_text_has_nothing_to_forecast_and_goes_through() {
        post(litellm("request", "[]", "null", "{}")).statusCode(200).body("action", equalTo("NONE"));
    }

    @Test
    void a_stale_claim_in_the_answer_is_kept_and_named_in_a_note() {
        JsonPath answer = post(response(STALE_ANSWER, "{}"))
                .statusCode(200)
                .body("action", equalTo("GUARDRAIL_INTERVENED"))
                .body("texts", hasSize(1))
                .body("factguard.staleClaims[0]", equalTo(1))
                .extract()
                .jsonPath();
        assertThat(answer.getString("texts[0]"))
                .startsWith(STALE_ANSWER + "\n\n[FactGuard] 1 claim in this answer may be out of date")
                .contains("\"" + STALE_ANSWER + "\" (position)");
        assertThat(WireMockSearchResource.server().getAllServeEvents())
                .as("flag mode does not search")
                .isEmpty();
    }

    @Test
    void in_verify_mode_the_note_says_what_the_web_now_says() {
        String text = post(response(STALE_ANSWER, "{\"refresh\":\"verify\"}"))
                .statusCode(200)
                .body("action", equalTo("GUARDRAIL_INTERVENED"))
                .extract()
                .jsonPath()
                .getString("texts[0]");
        assertThat(text)
                .startsWith(STALE_ANSWER + "\n\n[FactGuard] 1 claim in this answer may be out of date, checked against"
                        + " the web:")
                .contains("current sources name Linda Yaccarino")
                .contains("Linda Yaccarino named CEO of X, https://news.example.com/x-ceo?ref=ddg");
    }

    @Test
    void refresh_off_checks_nothing() {
        post(response(STALE_ANSWER, "{\"refresh\":\"off\"}")).statusCode(200).body("action", equalTo("NONE"));
    }

    @Test
    void an_answer_without_stale_claims_goes_through() {
        post(response("Water boils at 100 degrees Celsius at sea level.", "{}"))
                .statusCode(200)
                .body("action", equalTo("NONE"))
                .body("texts", nullValue())
                .body("factguard.staleClaims[0]", equalTo(0));
    }

    @Test
    void a_statement_the_tenant_s_facts_contradict_is_kept_and_named_with_the_fact_on_record() {
        JsonPath answer = post(response(CONTRADICTED, "{}"))
                .statusCode(200)
                .body("action", equalTo("GUARDRAIL_INTERVENED"))
                .body("texts", hasSize(1))
                .body("factguard.verification[0].verdict", equalTo("contradicted"))
                .body("factguard.verification[0].statements[0].factKey", equalTo("Nordwind K5 kettle"))
                .extract()
                .jsonPath();
        assertThat(answer.getString("texts[0]"))
                .isEqualTo(CONTRADICTED
                        + "\n\n[FactGuard] 1 statement in this answer contradicts the facts on record:\n"
                        + "- \"" + CONTRADICTED + "\": on record (Nordwind K5 kettle): The Nordwind K5 electric kettle"
                        + " holds 1.7 litres.");
    }

    @Test
    void a_statement_that_names_nothing_is_read_with_the_question_of_structured_messages() {
        String messages = "[{\"role\":\"user\",\"content\":\"How much does the Nordwind K5 kettle hold?\"}]";
        post(litellm("response", "[\"It holds 2.5 litres.\"]", messages, "{}"))
                .statusCode(200)
                .body("action", equalTo("GUARDRAIL_INTERVENED"))
                .body("factguard.verification[0].verdict", equalTo("contradicted"));
    }

    @Test
    void an_answer_the_facts_support_goes_through_with_its_verdict() {
        post(response("The Nordwind K5 kettle holds 1.7 litres of water.", "{}"))
                .statusCode(200)
                .body("action", equalTo("NONE"))
                .body("texts", nullValue())
                .body("factguard.verification[0].verdict", equalTo("supported"));
    }

    @Test
    void verify_block_blocks_a_contradicted_answer_naming_the_fact_and_verify_off_checks_nothing() {
        post(response(CONTRADICTED, "{\"verify\":\"block\"}"))
                .statusCode(200)
                .body("action", equalTo("BLOCKED"))
                .body("texts", nullValue())
                .body("blocked_reason", startsWith("FactGuard withheld the answer: 1 statement in this answer"))
                .body("blocked_reason", containsString("The Nordwind K5 electric kettle holds 1.7 litres."));
        post(response(CONTRADICTED, "{\"verify\":\"off\"}"))
                .statusCode(200)
                .body("action", equalTo("NONE"))
                .body("factguard.verification[0]", nullValue());
        post(response(CONTRADICTED, "{\"verify\":\"sometimes\"}"))
                .statusCode(400)
                .body("error", equalTo("invalid_field"))
                .body("message", containsString("additional_provider_specific_params.verify"));
    }

    @Test
    void an_answer_is_verified_against_the_key_s_tenant_only() {
        // globex holds none of acme's facts: nothing there covers the statement.
        post(ApiKeysProfile.GLOBEX_WRITE, response(CONTRADICTED, "{}"))
                .statusCode(200)
                .body("action", equalTo("NONE"))
                .body("factguard.tenant", equalTo("globex"))
                .body("factguard.verification[0].verdict", equalTo("unverifiable"));
    }

    @Test
    void the_tenant_is_the_key_s_and_a_named_tenant_must_be_held_by_it() {
        // globex has none of acme's facts: the same question is not grounded there.
        post(ApiKeysProfile.GLOBEX_WRITE, request(NEAR_MISS, "{}"))
                .statusCode(200)
                .body("factguard.tenant", equalTo("globex"))
                .body("factguard.grounding", hasSize(0));
        post(request(NEAR_MISS, "{\"tenant\":\"acme-eu\"}"))
                .statusCode(200)
                .body("factguard.tenant", equalTo("acme-eu"));
        post(request(NEAR_MISS, "{\"tenant\":\"globex\"}")).statusCode(403).body("error", equalTo("forbidden_tenant"));
    }

    @Test
    void a_read_key_may_call_it_and_no_key_may_not() {
        post(ApiKeysProfile.ACME_READ, request("What is the capital of France?", "{}"))
                .statusCode(200);
        given().contentType(ContentType.JSON)
                .body(request("What is the capital of France?", "{}"))
                .post(PATH)
                .then()
                .statusCode(401)
                .body("error", equalTo("unauthorized"));
    }

    @Test
    void a_request_is_forecast_for_the_model_litellm_routes_it_to() {
        // globex: an outcome moves a calibrated risk, and the other tests expect acme's cold ones.
        String id = post(ApiKeysProfile.GLOBEX_WRITE, request(COVERED, "{}"))
                .statusCode(200)
                .extract()
                .path("factguard.forecast.forecastId");
        given().header("Authorization", "Bearer " + ApiKeysProfile.GLOBEX_WRITE)
                .contentType(ContentType.JSON)
                .body("{\"forecastId\":\"" + id + "\",\"hallucinated\":false}")
                .post("/feedback")
                .then()
                .statusCode(200)
                .body("counted", equalTo(true));
        given().header("Authorization", "Bearer " + ApiKeysProfile.GLOBEX_WRITE)
                .contentType(ContentType.JSON)
                .body("{}")
                .post("/insight")
                .then()
                .statusCode(200)
                .body("byModel.'gpt-3.5-turbo'.outcomes", org.hamcrest.Matchers.greaterThanOrEqualTo(1));
    }

    @Test
    void malformed_bodies_are_400_json_naming_what_to_fix() {
        post(request("hi", "{}").replace("\"model\":\"gpt-3.5-turbo\"", "\"model\":\"gpt\\u0000\""))
                .statusCode(400)
                .body("error", equalTo("invalid_field"))
                .body("message", containsString("'model'"));
        post("{\"texts\": [\"hi\"]").statusCode(400).body("error", equalTo("malformed_json"));
        post("[]").statusCode(400).body("error", equalTo("missing_body"));
        post("{\"texts\":[\"hi\"]}")
                .statusCode(400)
                .body("error", equalTo("missing_field"))
                .body("message", containsString("input_type"));
        post("{\"texts\":[\"hi\"],\"input_type\":\"prompt\"}").statusCode(400).body("error", equalTo("invalid_field"));
        post("{\"texts\":\"hi\",\"input_type\":\"request\"}")
                .statusCode(400)
                .body("message", containsString("'texts' must be an array of strings"));
        post("{\"texts\":[\"hi\", 3],\"input_type\":\"request\"}")
                .statusCode(400)
                .body("message", containsString("'texts[1]'"));
        post("{\"texts\":[\"hi\"],\"input_type\":\"request\",\"input_type\":\"response\"}")
                .statusCode(400)
                .body("error", equalTo("invalid_field"))
                .body("message", containsString("input_type"));
        post(request("hi", "{\"onReview\":\"maybe\"}"))
                .statusCode(400)
                .body("message", containsString("additional_provider_specific_params.onReview"));
        post(request("hi", "[]"))
                .statusCode(400)
                .body("message", containsString("'additional_provider_specific_params' must be an object"));
        post(litellm("request", "[\"hi\"]", "\"hi\"", "{}"))
                .statusCode(400)
                .body("message", containsString("structured_messages"));
    }

    @Test
    void a_long_answer_within_the_body_limit_is_checked_and_one_over_it_is_413_json() {
        String sentence = "Water boils at 100 degrees Celsius at sea level. ";
        String longAnswer = sentence.repeat(6000) + STALE_ANSWER;
        post(response(longAnswer, "{}"))
                .statusCode(200)
                .body("action", equalTo("GUARDRAIL_INTERVENED"))
                .body("factguard.staleClaims[0]", equalTo(1));
        post(response("x".repeat(1_100_000), "{}")).statusCode(413).body("error", equalTo("too_large"));
    }

    @Test
    void other_media_and_methods_are_refused_as_json() {
        given().header("x-api-key", ApiKeysProfile.ACME_WRITE)
                .contentType("text/plain")
                .body(request("hi", "{}"))
                .post(PATH)
                .then()
                .statusCode(415)
                .body("error", equalTo("unsupported_media_type"));
        given().header("x-api-key", ApiKeysProfile.ACME_WRITE)
                .get(PATH)
                .then()
                .statusCode(405)
                .header("Allow", "POST")
                .body("error", equalTo("method_not_allowed"));
    }
}
