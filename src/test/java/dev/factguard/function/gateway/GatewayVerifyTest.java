package dev.factguard.function.gateway;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import dev.factguard.testing.WireMockLexicalUpstreamResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The gateway checks each answer against the tenant's facts ({@code factguard.gateway.verify}, default {@code
 * flag}): plain and streamed, flagged and blocked, in front of an OpenAI-compatible server played by WireMock.
 */
@QuarkusTest
@QuarkusTestResource(value = WireMockLexicalUpstreamResource.class, restrictToAnnotatedClass = true)
class GatewayVerifyTest {

    static final String WRONG = "The Nordwind K5 kettle holds 2 litres.";
    static final String RIGHT = "The Nordwind K5 kettle holds 1,700 ml.";
    static final String FACT = "The Nordwind K5 electric kettle holds 1.7 litres.";

    static String completion(String answer) {
        return "{\"id\":\"chatcmpl-v1\",\"object\":\"chat.completion\",\"created\":1700000000,\"model\":\"stub-model\","
                + "\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":\"" + answer + "\"},"
                + "\"finish_reason\":\"stop\"}],\"usage\":{\"prompt_tokens\":9,\"completion_tokens\":8,"
                + "\"total_tokens\":17}}";
    }

    private static void answers(String answer) {
        Upstream.answers(aResponse()
                .withStatus(200)
                .withHeader("Content-Type", "application/json")
                .withBody(completion(answer)));
    }

    /** The answer streamed in two chunks, then a finishing chunk. */
    private static void streams(String answer) {
        int cut = answer.indexOf(' ', answer.length() / 2);
        StringBuilder body = new StringBuilder();
        for (String chunk : List.of(
                Upstream.chunk("{\"role\":\"assistant\",\"content\":\"" + answer.substring(0, cut) + "\"}", "null"),
                Upstream.chunk("{\"content\":\"" + answer.substring(cut) + "\"}", "null"),
                Upstream.chunk("{}", "\"stop\""))) {
            body.append("data: ").append(chunk).append("\n\n");
        }
        Upstream.answers(aResponse()
                .withStatus(200)
                .withHeader("Content-Type", "text/event-stream")
                .withBody(body.append("data: [DONE]\n\n").toString()));
    }

    private static String tenantWithFacts() {
        String tenant = "gwv-" + System.nanoTime();
        given().contentType(ContentType.JSON)
                .body("{\"tenant\":\"" + tenant + "\",\"facts\":[{\"key\":\"Nordwind K5 kettle\",\"text\":\"" + FACT
                        + "\"}]}")
                .when()
                .post("/knowledge-add")
                .then()
                .statusCode(200);
        return tenant;
    }

    private static ValidatableResponse chat(String tenant, String options, String extra) {
        return given().contentType(ContentType.JSON)
                .body("{\"model\":\"stub-model\",\"messages\":[{\"role\":\"user\",\"content\":\"How much water does"
                        + " the Nordwind K5 kettle hold?\"}]" + extra + ",\"factguard\":{\"tenant\":\"" + tenant
                        + "\"" + options + "}}")
                .when()
                .post(GatewayTest.CHAT)
                .then();
    }

    @Test
    void flag_marks_a_contradicted_answer_and_hands_it_on_unchanged() {
        answers(WRONG);
        String body = chat(tenantWithFacts(), "", "")
                .statusCode(200)
                .header("x-factguard-verdict", "contradicted")
                .body("choices[0].message.content", equalTo(WRONG))
                .body("factguard.options.verify", equalTo("flag"))
                .body("factguard.withheld", equalTo(false))
                .body("factguard.verification.verdict", equalTo("contradicted"))
                .body("factguard.verification.statements[0].factKey", equalTo("Nordwind K5 kettle"))
                .body("factguard.verification.statements[0].differences[0].kind", equalTo("quantity"))
                .body("factguard.verification.statements[0].differences[0].answer", equalTo("2 litres"))
                .body("factguard.verification.statements[0].differences[0].fact", equalTo("1.7 litres"))
                .extract()
                .asString();
        String upstream = completion(WRONG);
        assertThat(body).startsWith(upstream.substring(0, upstream.length() - 1) + ",\"factguard\":{");
    }

    @Test
    void a_supported_answer_says_so_and_off_checks_nothing() {
        String tenant = tenantWithFacts();
        answers(RIGHT);
        chat(tenant, "", "")
                .statusCode(200)
                .header("x-factguard-verdict", "supported")
                .body("factguard.verification.statements[0].verdict", equalTo("supported"));
        answers(WRONG);
        chat(tenant, ",\"verify\":\"off\"", "")
                .statusCode(200)
                .header("x-factguard-verdict", nullValue())
                .body("factguard.options.verify", equalTo("off"))
                .body("factguard.verification", nullValue())
                .body("choices[0].message.content", equalTo(WRONG));
    }

    @Test
    void block_replaces_a_contradicted_answer_with_a_refusal_in_openai_s_shape() {
        answers(WRONG);
        chat(tenantWithFacts(), ",\"verify\":\"block\"", "")
                .statusCode(200)
                .header("x-factguard-verdict", "contradicted")
                .body("id", equalTo("chatcmpl-v1"))
                .body("usage.total_tokens", equalTo(17))
                .body("choices[0].finish_reason", equalTo("content_filter"))
                .body("choices[0].message.role", equalTo("assistant"))
                .body("choices[0].message.refusal", containsString("withheld"))
                .body("choices[0].message.refusal", containsString(FACT))
                .body("choices[0].message.content", containsString("withheld"))
                .body("factguard.withheld", equalTo(true))
                .body("factguard.verification.verdict", equalTo("contradicted"));
    }

    @Test
    void block_hands_on_an_answer_that_is_not_contradicted() {
        answers(RIGHT);
        chat(tenantWithFacts(), ",\"verify\":\"block\"", "")
                .statusCode(200)
                .body("choices[0].message.content", equalTo(RIGHT))
                .body("choices[0].finish_reason", equalTo("stop"))
                .body("factguard.withheld", equalTo(false));
    }

    @Test
    void the_caller_s_own_passages_are_checked_like_facts() {
        answers("The Lumo lamp runs for 12 hours on one charge.");
        given().contentType(ContentType.JSON)
                .body("{\"model\":\"stub-model\",\"messages\":[{\"role\":\"system\",\"content\":\"The Lumo desk lamp"
                        + " runs for up to 8 hours on a full charge.\"},{\"role\":\"user\",\"content\":\"How long does"
                        + " the Lumo lamp run?\"}],\"factguard\":{\"tenant\":\"gwv-none-" + System.nanoTime()
                        + "\"}}")
                .when()
                .post(GatewayTest.CHAT)
                .then()
                .statusCode(200)
                .header("x-factguard-verdict", "contradicted")
                .body("factguard.verification.statements[0].factKey", equalTo("context[0]"));
    }

    @Test
    void a_stream_gets_the_verdict_in_its_last_chunk_and_no_refusal_under_flag() {
        streams(WRONG);
        List<String> events = SseEvents.data(chat(tenantWithFacts(), "", ",\"stream\":true")
                .statusCode(200)
                .contentType(startsWith("text/event-stream"))
                .header("x-factguard-verdict", nullValue())
                .extract()
                .asString());
        assertThat(events).hasSize(5);
        JsonPath annotation = new JsonPath(events.get(3));
        assertThat(annotation.getList("choices")).isEmpty();
        assertThat(annotation.getString("factguard.verification.verdict")).isEqualTo("contradicted");
        assertThat(annotation.getBoolean("factguard.withheld")).isFalse();
        assertThat(events.get(4)).isEqualTo("[DONE]");
    }

    @Test
    void a_blocked_stream_relays_the_text_then_takes_it_back_with_a_refusal_chunk() {
        streams(WRONG);
        List<String> events = SseEvents.data(chat(tenantWithFacts(), ",\"verify\":\"block\"", ",\"stream\":true")
                .statusCode(200)
                .extract()
                .asString());
        assertThat(events).hasSize(6);
        assertThat(events.get(0)).contains("The Nordwind K5 kettle");
        JsonPath refusal = new JsonPath(events.get(3));
        assertThat(refusal.getString("id")).isEqualTo("chatcmpl-stub2");
        assertThat(refusal.getString("object")).isEqualTo("chat.completion.chunk");
        assertThat(refusal.getString("choices[0].finish_reason")).isEqualTo("content_filter");
        assertThat(refusal.getString("choices[0].delta.refusal"))
                .contains("withheld")
                .contains(FACT);
        assertThat(refusal.getString("choices[0].delta.content"))
                .startsWith("\n\n")
                .contains("withheld");
        JsonPath annotation = new JsonPath(events.get(4));
        assertThat(annotation.getBoolean("factguard.withheld")).isTrue();
        assertThat(annotation.getString("factguard.verification.verdict")).isEqualTo("contradicted");
        assertThat(events.get(5)).isEqualTo("[DONE]");
    }

    @Test
    void an_unknown_verify_option_is_a_400_naming_it() {
        answers(RIGHT);
        chat(tenantWithFacts(), ",\"verify\":\"strict\"", "")
                .statusCode(400)
                .body("error.param", equalTo("factguard"))
                .body("error.message", containsString("'factguard.verify' must be one of off, flag, block"));
    }
}
