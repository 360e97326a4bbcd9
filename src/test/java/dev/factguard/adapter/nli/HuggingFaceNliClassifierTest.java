package dev.factguard.adapter.nli;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.absent;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import dev.factguard.core.nli.NliFailure;
import dev.factguard.core.nli.NliPair;
import dev.factguard.core.nli.NliScores;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A {@code @QuarkusTest}: the classifier's REST client needs a running Quarkus application. */
@QuarkusTest
class HuggingFaceNliClassifierTest {

    private static final String MODEL_PATH = "/models/facebook/bart-large-mnli";
    private static final NliPair PAIR =
            new NliPair("Keir Starmer became prime minister in July 2024.", "Rishi Sunak is the UK prime minister.");
    private static final String SCORES = "[{\"label\":\"contradiction\",\"score\":0.91},"
            + "{\"label\":\"neutral\",\"score\":0.07},{\"label\":\"entailment\",\"score\":0.02}]";

    private static final WireMockServer server =
            new WireMockServer(wireMockConfig().dynamicPort());

    @BeforeAll
    static void startServer() {
        server.start();
    }

    @AfterAll
    static void stopServer() {
        server.stop();
    }

    @BeforeEach
    void reset() {
        server.resetAll();
    }

    @Test
    void posts_the_pair_as_text_and_text_pair_and_reads_a_flat_answer() {
        answer(okJson(SCORES));

        NliScores scores = classifier(null, NliLabelMap.DEFAULT).classify(PAIR);

        assertThat(scores).isEqualTo(new NliScores(0.02, 0.07, 0.91));
        server.verify(postRequestedFor(urlPathEqualTo(MODEL_PATH))
                .withHeader("Content-Type", equalTo("application/json"))
                .withHeader("Authorization", absent())
                .withRequestBody(equalToJson("{\"inputs\":{\"text\":\"Keir Starmer became prime minister in July "
                        + "2024.\",\"text_pair\":\"Rishi Sunak is the UK prime minister.\"}}")));
    }

    @Test
    void reads_a_nested_answer() {
        answer(okJson("[" + SCORES + "]"));

        assertThat(classifier(null, NliLabelMap.DEFAULT).classify(PAIR)).isEqualTo(new NliScores(0.02, 0.07, 0.91));
    }

    @Test
    void sends_one_request_per_pair_and_keeps_their_order() {
        server.stubFor(post(urlPathEqualTo(MODEL_PATH))
                .withRequestBody(equalToJson("{\"inputs\":{\"text\":\"a\",\"text_pair\":\"x\"}}"))
                .willReturn(okJson(
                        "[{\"label\":\"ENTAILMENT\",\"score\":0.8}," + "{\"label\":\"Neutral\",\"score\":0.2}]")));
        server.stubFor(post(urlPathEqualTo(MODEL_PATH))
                .withRequestBody(equalToJson("{\"inputs\":{\"text\":\"b\",\"text_pair\":\"x\"}}"))
                .willReturn(okJson("[[{\"label\":\"contradiction\",\"score\":0.6}]]")));

        List<NliScores> scores =
                classifier(null, NliLabelMap.DEFAULT).classify(List.of(new NliPair("a", "x"), new NliPair("b", "x")));

        assertThat(scores).containsExactly(new NliScores(0.8, 0.2, 0.0), new NliScores(0.0, 0.0, 0.6));
        server.verify(2, postRequestedFor(urlPathEqualTo(MODEL_PATH)));
    }

    @Test
    void maps_generic_labels_through_the_configured_label_map() {
        answer(okJson("[{\"label\":\"LABEL_0\",\"score\":0.7},{\"label\":\"LABEL_1\",\"score\":0.2},"
                + "{\"label\":\"LABEL_2\",\"score\":0.1}]"));
        NliLabelMap generic = new NliLabelMap("label_2", "label_1", "label_0");

        NliScores scores = classifier(null, generic).classify(PAIR);

        assertThat(scores.contradiction()).isCloseTo(0.7, within(1e-9));
        assertThat(scores.neutral()).isCloseTo(0.2, within(1e-9));
        assertThat(scores.entailment()).isCloseTo(0.1, within(1e-9));
    }

    @Test
    void sends_the_bearer_token() {
        answer(okJson(SCORES));

        classifier("hf_secret123", NliLabelMap.DEFAULT).classify(PAIR);

        server.verify(postRequestedFor(urlPathEqualTo(MODEL_PATH))
                .withHeader("Authorization", equalTo("Bearer hf_secret123")));
    }

    @Test
    void fails_on_a_server_error_without_revealing_the_token() {
        answer(aResponse().withStatus(500).withBody("{\"error\":\"boom for token hf_secret123\"}"));

        assertThatThrownBy(() -> classifier("hf_secret123", NliLabelMap.DEFAULT).classify(PAIR))
                .isInstanceOf(NliFailure.class)
                .hasMessageContaining("HTTP 500")
                .hasMessageNotContaining("hf_secret123");
    }

    @Test
    void fails_when_the_model_is_still_loading() {
        answer(aResponse()
                .withStatus(503)
                .withHeader("Content-Type", "application/json")
                .withBody("{\"error\":\"Model facebook/bart-large-mnli is currently loading\","
                        + "\"estimated_time\":20.0}"));

        assertThatThrownBy(() -> classifier(null, NliLabelMap.DEFAULT).classify(PAIR))
                .isInstanceOf(NliFailure.class)
                .hasMessageContaining("HTTP 503")
                .hasMessageContaining("loading");
    }

    @Test
    void fails_when_the_answer_is_too_slow() {
        answer(okJson(SCORES).withFixedDelay(1_500));
        HuggingFaceNliClassifier impatient = new HuggingFaceNliClassifier(
                server.baseUrl() + MODEL_PATH, null, Duration.ofMillis(300), NliLabelMap.DEFAULT);

        assertThatThrownBy(() -> impatient.classify(PAIR))
                .isInstanceOf(NliFailure.class)
                .hasMessageContaining("did not answer within 300 ms");
    }

    @Test
    void fails_on_malformed_json() {
        answer(okJson("[{\"label\":\"contradiction\",\"score\":0.9"));

        assertThatThrownBy(() -> classifier(null, NliLabelMap.DEFAULT).classify(PAIR))
                .isInstanceOf(NliFailure.class)
                .hasMessageContaining("unreadable JSON");
    }

    @Test
    void fails_on_json_of_another_shape() {
        answer(okJson("{\"generated_text\":\"yes\"}"));

        assertThatThrownBy(() -> classifier(null, NliLabelMap.DEFAULT).classify(PAIR))
                .isInstanceOf(NliFailure.class)
                .hasMessageContaining("unexpected shape");
    }

    @Test
    void fails_on_labels_that_the_label_map_does_not_name() {
        answer(okJson("[{\"label\":\"LABEL_0\",\"score\":0.7},{\"label\":\"LABEL_1\",\"score\":0.3}]"));

        assertThatThrownBy(() -> classifier(null, NliLabelMap.DEFAULT).classify(PAIR))
                .isInstanceOf(NliFailure.class)
                .hasMessageContaining("LABEL_0")
                .hasMessageContaining("factguard.nli.labels");
    }

    private static HuggingFaceNliClassifier classifier(String token, NliLabelMap labels) {
        return new HuggingFaceNliClassifier(server.baseUrl() + MODEL_PATH, token, Duration.ofSeconds(2), labels);
    }

    private static void answer(ResponseDefinitionBuilder response) {
        server.stubFor(post(urlPathEqualTo(MODEL_PATH)).willReturn(response));
    }
}
