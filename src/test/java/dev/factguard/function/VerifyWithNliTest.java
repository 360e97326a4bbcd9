package dev.factguard.function;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.factguard.function.VerifyFunctionsTest.body;
import static dev.factguard.function.VerifyFunctionsTest.tenantWithFacts;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.hasSize;

import dev.factguard.testing.WireMockHfNliResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code verify} with an NLI model behind WireMock, speaking the Hugging Face text-classification protocol. */
@QuarkusTest
@QuarkusTestResource(value = WireMockHfNliResource.class, restrictToAnnotatedClass = true)
class VerifyWithNliTest {

    private static final String CONTRADICTION = "[{\"label\":\"CONTRADICTION\",\"score\":0.93},"
            + "{\"label\":\"NEUTRAL\",\"score\":0.05},{\"label\":\"ENTAILMENT\",\"score\":0.02}]";
    private static final String ENTAILMENT = "[[{\"label\":\"ENTAILMENT\",\"score\":0.88},"
            + "{\"label\":\"NEUTRAL\",\"score\":0.1},{\"label\":\"CONTRADICTION\",\"score\":0.02}]]";
    private static final String NEUTRAL = "[{\"label\":\"NEUTRAL\",\"score\":0.8},"
            + "{\"label\":\"ENTAILMENT\",\"score\":0.1},{\"label\":\"CONTRADICTION\",\"score\":0.1}]";

    @BeforeEach
    void reset() {
        WireMockHfNliResource.server().resetAll();
    }

    private static void modelAnswers(String hypothesisPart, String json) {
        WireMockHfNliResource.server()
                .stubFor(post(urlPathEqualTo(WireMockHfNliResource.PATH))
                        .withRequestBody(matchingJsonPath(
                                "$.inputs.text_pair",
                                com.github.tomakehurst.wiremock.client.WireMock.containing(hypothesisPart)))
                        .willReturn(aResponse()
                                .withStatus(200)
                                .withHeader("Content-Type", "application/json")
                                .withBody(json)));
    }

    @Test
    void the_model_decides_each_statement_a_fact_covers() {
        String t = tenantWithFacts();
        modelAnswers("1.7", ENTAILMENT);
        modelAnswers("Austria", CONTRADICTION);
        modelAnswers("quick", NEUTRAL);
        ForecastFunctionsTest.post(
                        "verify",
                        body(
                                t,
                                "The K5 kettle holds 1.7 litres. Delivery to Austria takes four days."
                                        + " The K5 kettle is quick. Penguins live in Antarctica."))
                .statusCode(200)
                .body("verdict", org.hamcrest.Matchers.equalTo("contradicted"))
                .body("statements", hasSize(4))
                .body("statements[0].verdict", org.hamcrest.Matchers.equalTo("supported"))
                .body("statements[0].verdictSource", org.hamcrest.Matchers.equalTo("nli"))
                .body("statements[1].verdict", org.hamcrest.Matchers.equalTo("contradicted"))
                .body("statements[1].verdictSource", org.hamcrest.Matchers.equalTo("nli"))
                .body("statements[1].contradiction", org.hamcrest.Matchers.equalTo(0.93f))
                .body("statements[1].factKey", org.hamcrest.Matchers.equalTo("delivery to Austria"))
                // Lexically "four days" agrees with "3 to 5 working days": the model saw a contradiction the rules
                // did not, so there are no differing parts to show.
                .body("statements[1].differences", empty())
                .body("statements[2].verdict", org.hamcrest.Matchers.equalTo("unverifiable"))
                .body("statements[2].verdictSource", org.hamcrest.Matchers.equalTo("nli"))
                .body("statements[3].verdictSource", org.hamcrest.Matchers.equalTo("none"))
                .body("degraded", empty());
        // Premise: the fact; hypothesis: the statement. A statement no fact covers is never sent.
        WireMockHfNliResource.server()
                .verify(postRequestedFor(urlPathEqualTo(WireMockHfNliResource.PATH))
                        .withRequestBody(matchingJsonPath(
                                "$.inputs.text", equalTo("Delivery to Austria takes 3 to 5 working days.")))
                        .withRequestBody(matchingJsonPath(
                                "$.inputs.text_pair", equalTo("Delivery to Austria takes four days."))));
        WireMockHfNliResource.server()
                .verify(
                        0,
                        postRequestedFor(urlPathEqualTo(WireMockHfNliResource.PATH))
                                .withRequestBody(matchingJsonPath(
                                        "$.inputs.text_pair",
                                        com.github.tomakehurst.wiremock.client.WireMock.containing("Penguins"))));
    }

    @Test
    void a_failing_model_leaves_the_lexical_verdicts_and_says_so() {
        String t = tenantWithFacts();
        WireMockHfNliResource.server()
                .stubFor(post(urlPathEqualTo(WireMockHfNliResource.PATH))
                        .willReturn(aResponse().withStatus(503).withBody("loading")));
        ForecastFunctionsTest.post("verify", body(t, "The K5 kettle holds 2 litres."))
                .statusCode(200)
                .body("verdict", org.hamcrest.Matchers.equalTo("contradicted"))
                .body("statements[0].verdictSource", org.hamcrest.Matchers.equalTo("lexical"))
                .body("statements[0].differences[0].fact", org.hamcrest.Matchers.equalTo("1.7 litres"))
                .body("degraded[0]", containsString("nli: "))
                .body("degraded[0]", containsString("503"));
    }

    @Test
    void a_model_too_slow_to_answer_leaves_the_lexical_verdicts() {
        String t = tenantWithFacts();
        WireMockHfNliResource.server()
                .stubFor(post(urlPathEqualTo(WireMockHfNliResource.PATH))
                        .willReturn(
                                aResponse().withStatus(200).withFixedDelay(4000).withBody(ENTAILMENT)));
        ForecastFunctionsTest.post("verify", body(t, "The K5 kettle holds 2 litres."))
                .statusCode(200)
                .body("statements[0].verdictSource", org.hamcrest.Matchers.equalTo("lexical"))
                .body("degraded", hasSize(1));
    }
}
