package dev.factguard.function;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.factguard.function.ForecastFunctionsTest.post;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import dev.factguard.testing.WireMockNliResource;
import dev.factguard.testing.WireMockSearchResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** refresh with an NLI server (TEI protocol) behind WireMock: contradicted, supported, and failures. */
@QuarkusTest
@QuarkusTestResource(value = WireMockNliResource.class, restrictToAnnotatedClass = true)
class RefreshWithNliTest {

    private static final String CLAIM = "{\"text\": \"The CEO of Twitter is Jack Dorsey.\"}";

    @BeforeEach
    void serveSearchResults() {
        WireMockNliResource.server().resetAll();
        WireMockNliResource.server()
                .stubFor(post(urlPathEqualTo(WireMockSearchResource.PATH))
                        .willReturn(aResponse()
                                .withStatus(200)
                                .withHeader("Content-Type", "text/html; charset=UTF-8")
                                .withBody(RefreshFunctionsTest.X_CEO_PAGE)));
    }

    private static void nliAnswers(String json) {
        WireMockNliResource.server()
                .stubFor(post(urlPathEqualTo("/predict"))
                        .willReturn(aResponse()
                                .withStatus(200)
                                .withHeader("Content-Type", "application/json")
                                .withBody(json)));
    }

    @Test
    void a_contradicting_hit_makes_the_claim_contradicted() {
        nliAnswers("[[{\"label\":\"CONTRADICTION\",\"score\":0.91},{\"label\":\"NEUTRAL\",\"score\":0.06},"
                + "{\"label\":\"ENTAILMENT\",\"score\":0.03}],"
                + "[{\"label\":\"NEUTRAL\",\"score\":0.8},{\"label\":\"ENTAILMENT\",\"score\":0.1},"
                + "{\"label\":\"CONTRADICTION\",\"score\":0.1}]]");
        post("refresh", CLAIM)
                .statusCode(200)
                .body("refreshes[0].verdict", equalTo("contradicted"))
                .body("refreshes[0].verdictSource", equalTo("nli"))
                .body("refreshes[0].contradiction", equalTo(0.91f))
                .body("refreshes[0].evidence", hasSize(2));
        // Premise = evidence "title. snippet", hypothesis = the claim, all pairs in one batch.
        WireMockNliResource.server()
                .verify(
                        1,
                        postRequestedFor(urlPathEqualTo("/predict"))
                                .withRequestBody(containing("Linda Yaccarino named CEO of X"))
                                .withRequestBody(containing("The CEO of Twitter is Jack Dorsey.")));
    }

    @Test
    void hits_below_the_threshold_support_the_claim() {
        nliAnswers("[[{\"label\":\"ENTAILMENT\",\"score\":0.7},{\"label\":\"NEUTRAL\",\"score\":0.2},"
                + "{\"label\":\"CONTRADICTION\",\"score\":0.1}],"
                + "[{\"label\":\"NEUTRAL\",\"score\":0.8},{\"label\":\"ENTAILMENT\",\"score\":0.1},"
                + "{\"label\":\"CONTRADICTION\",\"score\":0.1}]]");
        post("refresh", CLAIM)
                .statusCode(200)
                .body("refreshes[0].verdict", equalTo("supported"))
                .body("refreshes[0].verdictSource", equalTo("nli"));
    }

    @Test
    void an_nli_server_error_leaves_the_claim_unverified_with_its_evidence() {
        WireMockNliResource.server()
                .stubFor(post(urlPathEqualTo("/predict")).willReturn(aResponse().withStatus(500)));
        post("refresh", CLAIM)
                .statusCode(200)
                .body("refreshes[0].verdict", equalTo("unverified"))
                .body("refreshes[0].verdictSource", equalTo("none"))
                .body("refreshes[0].contradiction", nullValue())
                .body("refreshes[0].error", containsString("500"))
                .body("refreshes[0].evidence", hasSize(2));
    }

    @Test
    void an_nli_timeout_leaves_the_claim_unverified() {
        WireMockNliResource.server()
                .stubFor(post(urlPathEqualTo("/predict"))
                        .willReturn(
                                aResponse().withStatus(200).withFixedDelay(2000).withBody("[]")));
        post("refresh", CLAIM)
                .statusCode(200)
                .body("refreshes[0].verdict", equalTo("unverified"))
                .body("refreshes[0].error", containsString("NLI failed"));
    }
}
