package dev.factguard.adapter.nli;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.factguard.core.nli.NliFailure;
import dev.factguard.core.nli.NliPair;
import dev.factguard.core.nli.NliScores;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A {@code @QuarkusTest}: the classifier's REST client needs a running Quarkus application. */
@QuarkusTest
class OpenAiNliClassifierTest {

    private static final NliPair PAIR = new NliPair(
            "Linda Yaccarino named CEO of X. She succeeds Elon Musk.", "The CEO of Twitter is Jack Dorsey.");
    /** Started once for the class, stubs and requests cleared before each test. */
    @RegisterExtension
    static final WireMockExtension server = WireMockExtension.newInstance()
            .options(wireMockConfig().dynamicPort())
            .build();

    private static OpenAiNliClassifier classifier() {
        return new OpenAiNliClassifier(server.baseUrl() + "/v1/", "sk-judge", Duration.ofSeconds(5), "judge-model");
    }

    /** A chat completion whose assistant message is {@code content}. */
    private static String completion(String content) {
        return "{\"id\":\"c1\",\"object\":\"chat.completion\",\"choices\":[{\"index\":0,\"message\":{\"role\":"
                + "\"assistant\",\"content\":" + new com.fasterxml.jackson.databind.node.TextNode(content)
                + "},\"finish_reason\":\"stop\"}]}";
    }

    private static void answersWhen(String format, int status, String body) {
        server.stubFor(post(urlPathEqualTo("/v1/chat/completions"))
                .withRequestBody(matchingJsonPath("$.response_format.type", equalTo(format)))
                .willReturn(aResponse()
                        .withStatus(status)
                        .withHeader("Content-Type", "application/json")
                        .withBody(body)));
    }

    @Test
    void asks_the_model_under_a_json_schema_and_reads_label_and_confidence() {
        answersWhen("json_schema", 200, completion("{\"label\":\"contradiction\",\"confidence\":0.9}"));
        NliScores scores = classifier().classify(PAIR);
        assertThat(scores.contradiction()).isEqualTo(0.9);
        assertThat(scores.entailment()).isCloseTo(0.05, within(1e-9));
        assertThat(scores.neutral()).isCloseTo(0.05, within(1e-9));
        server.verify(
                1,
                postRequestedFor(urlPathEqualTo("/v1/chat/completions"))
                        .withHeader("Authorization", equalTo("Bearer sk-judge"))
                        .withRequestBody(matchingJsonPath("$.model", equalTo("judge-model")))
                        .withRequestBody(matchingJsonPath("$.temperature", equalTo("0")))
                        .withRequestBody(matchingJsonPath("$.response_format.json_schema.strict", equalTo("true")))
                        .withRequestBody(matchingJsonPath(
                                "$.messages[1].content",
                                com.github.tomakehurst.wiremock.client.WireMock.containing(
                                        "HYPOTHESIS: The CEO of Twitter"))));
    }

    @Test
    void a_server_without_json_schema_is_asked_in_json_mode_from_then_on() {
        answersWhen("json_schema", 400, "{\"error\":{\"message\":\"response_format json_schema is not supported\"}}");
        answersWhen("json_object", 200, completion("{\"label\": \"Entailment\", \"confidence\": 0.8}"));
        OpenAiNliClassifier classifier = classifier();
        List<NliScores> scores = classifier.classify(List.of(PAIR, PAIR));
        assertThat(scores).extracting(NliScores::entailment).containsExactly(0.8, 0.8);
        assertThat(classifier.jsonMode()).isTrue();
        // One schema attempt, then JSON mode for this pair and the next.
        server.verify(
                1,
                postRequestedFor(urlPathEqualTo("/v1/chat/completions"))
                        .withRequestBody(matchingJsonPath("$.response_format.type", equalTo("json_schema"))));
        server.verify(
                2,
                postRequestedFor(urlPathEqualTo("/v1/chat/completions"))
                        .withRequestBody(matchingJsonPath("$.response_format.type", equalTo("json_object"))));
    }

    @Test
    void an_answer_that_is_no_verdict_is_an_nli_failure() {
        answersWhen("json_schema", 200, completion("I think it is probably false."));
        assertThatThrownBy(() -> classifier().classify(PAIR))
                .isInstanceOf(NliFailure.class)
                .hasMessageContaining("no {label, confidence} verdict")
                .hasMessageContaining("probably false");
        server.resetAll();
        answersWhen("json_schema", 200, completion("{\"label\":\"maybe\",\"confidence\":0.5}"));
        assertThatThrownBy(() -> classifier().classify(PAIR)).isInstanceOf(NliFailure.class);
    }

    @Test
    void a_server_error_is_an_nli_failure_without_the_key() {
        server.stubFor(post(urlPathEqualTo("/v1/chat/completions"))
                .willReturn(aResponse().withStatus(500).withBody("upstream exploded for key sk-judge")));
        assertThatThrownBy(() -> classifier().classify(PAIR))
                .isInstanceOf(NliFailure.class)
                .hasMessageContaining("500")
                .hasMessageNotContaining("sk-judge");
    }

    @Test
    void a_blank_model_is_refused() {
        assertThatThrownBy(() -> new OpenAiNliClassifier(server.baseUrl(), null, Duration.ofSeconds(1), " "))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("model");
    }

    @Test
    void a_confidence_outside_0_to_1_is_clamped() {
        answersWhen("json_schema", 200, completion("{\"label\":\"neutral\",\"confidence\":1.4}"));
        NliScores scores = classifier().classify(PAIR);
        assertThat(scores.neutral()).isEqualTo(1.0);
        assertThat(scores.contradiction()).isEqualTo(0.0);
    }
}
