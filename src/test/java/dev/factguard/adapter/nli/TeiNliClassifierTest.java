package dev.factguard.adapter.nli;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
class TeiNliClassifierTest {

    private static final List<NliPair> PAIRS = List.of(
            new NliPair("Argentina won the 2022 World Cup.", "France are the world champions."),
            new NliPair("Argentina won the 2022 World Cup.", "Argentina are the world champions."));

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
    void sends_all_pairs_in_one_batch_to_predict_and_reads_scores_in_order() {
        answer(okJson("[[{\"score\":0.95,\"label\":\"contradiction\"},{\"score\":0.04,\"label\":\"neutral\"},"
                + "{\"score\":0.01,\"label\":\"entailment\"}],"
                + "[{\"score\":0.97,\"label\":\"entailment\"},{\"score\":0.02,\"label\":\"neutral\"},"
                + "{\"score\":0.01,\"label\":\"contradiction\"}]]"));

        List<NliScores> scores =
                classifier(server.baseUrl() + "/", null, NliLabelMap.DEFAULT).classify(PAIRS);

        assertThat(scores).containsExactly(new NliScores(0.01, 0.04, 0.95), new NliScores(0.97, 0.02, 0.01));
        server.verify(
                1,
                postRequestedFor(urlEqualTo("/predict"))
                        .withRequestBody(equalToJson(
                                "{\"inputs\":[[\"Argentina won the 2022 World Cup.\",\"France are the world champions.\"],"
                                        + "[\"Argentina won the 2022 World Cup.\",\"Argentina are the world champions.\"]],"
                                        + "\"truncate\":true}")));
    }

    @Test
    void reads_a_flat_answer_for_a_single_pair() {
        answer(okJson("[{\"score\":0.9,\"label\":\"entailment\"},{\"score\":0.1,\"label\":\"neutral\"}]"));

        NliScores scores =
                classifier(server.baseUrl(), null, NliLabelMap.DEFAULT).classify(PAIRS.get(1));

        assertThat(scores).isEqualTo(new NliScores(0.9, 0.1, 0.0));
    }

    @Test
    void maps_generic_labels_through_the_configured_label_map() {
        answer(okJson("[[{\"score\":0.8,\"label\":\"LABEL_0\"},{\"score\":0.15,\"label\":\"LABEL_1\"},"
                + "{\"score\":0.05,\"label\":\"LABEL_2\"}]]"));

        NliScores scores = classifier(server.baseUrl(), null, new NliLabelMap("LABEL_2", "LABEL_1", "LABEL_0"))
                .classify(PAIRS.get(0));

        assertThat(scores).isEqualTo(new NliScores(0.05, 0.15, 0.8));
    }

    @Test
    void clamps_scores_outside_zero_to_one_without_renormalising() {
        answer(okJson("[[{\"score\":1.0000002,\"label\":\"contradiction\"},"
                + "{\"score\":-0.0000001,\"label\":\"neutral\"},{\"score\":0.3,\"label\":\"entailment\"}]]"));

        assertThat(classifier(server.baseUrl(), null, NliLabelMap.DEFAULT).classify(PAIRS.get(0)))
                .isEqualTo(new NliScores(0.3, 0.0, 1.0));
    }

    @Test
    void sends_the_bearer_token() {
        answer(okJson("[[{\"score\":1.0,\"label\":\"neutral\"}]]"));

        classifier(server.baseUrl(), "tei-token-42", NliLabelMap.DEFAULT).classify(PAIRS.get(0));

        server.verify(postRequestedFor(urlPathEqualTo("/predict"))
                .withHeader("Authorization", equalTo("Bearer tei-token-42")));
    }

    @Test
    void fails_on_a_server_error() {
        answer(aResponse().withStatus(500).withBody("{\"error\":\"Backend error\",\"error_type\":\"backend\"}"));

        assertThatThrownBy(() -> classifier(server.baseUrl(), "tei-token-42", NliLabelMap.DEFAULT)
                        .classify(PAIRS))
                .isInstanceOf(NliFailure.class)
                .hasMessageContaining("HTTP 500")
                .hasMessageContaining("/predict")
                .hasMessageNotContaining("tei-token-42");
    }

    @Test
    void fails_when_the_answer_is_too_slow() {
        answer(okJson("[[{\"score\":1.0,\"label\":\"neutral\"}]]").withFixedDelay(1_500));
        TeiNliClassifier impatient =
                new TeiNliClassifier(server.baseUrl(), null, Duration.ofMillis(300), NliLabelMap.DEFAULT);

        assertThatThrownBy(() -> impatient.classify(PAIRS))
                .isInstanceOf(NliFailure.class)
                .hasMessageContaining("did not answer within 300 ms");
    }

    @Test
    void fails_on_malformed_json() {
        answer(okJson("not json at all"));

        assertThatThrownBy(() ->
                        classifier(server.baseUrl(), null, NliLabelMap.DEFAULT).classify(PAIRS))
                .isInstanceOf(NliFailure.class)
                .hasMessageContaining("unreadable JSON");
    }

    @Test
    void fails_when_the_answer_has_a_different_number_of_results() {
        answer(okJson("[[{\"score\":1.0,\"label\":\"neutral\"}]]"));

        assertThatThrownBy(() ->
                        classifier(server.baseUrl(), null, NliLabelMap.DEFAULT).classify(PAIRS))
                .isInstanceOf(NliFailure.class)
                .hasMessageContaining("1 results for 2 pairs");
    }

    @Test
    void sends_nothing_for_no_pairs() {
        assertThat(classifier(server.baseUrl(), null, NliLabelMap.DEFAULT).classify(List.of()))
                .isEmpty();
        server.verify(0, postRequestedFor(urlPathEqualTo("/predict")));
    }

    private static TeiNliClassifier classifier(String url, String token, NliLabelMap labels) {
        return new TeiNliClassifier(url, token, Duration.ofSeconds(2), labels);
    }

    private static void answer(ResponseDefinitionBuilder response) {
        server.stubFor(post(urlPathEqualTo("/predict")).willReturn(response));
    }
}
