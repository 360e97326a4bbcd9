package dev.factguard.function;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.notContaining;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import dev.factguard.testing.WireMockSearchResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(value = WireMockSearchResource.class, restrictToAnnotatedClass = true)
class RefreshFunctionsTest {

    /** A DuckDuckGo HTML results page: result links wrapped in its {@code /l/?uddg=} redirect. */
    static final String X_CEO_PAGE = WireMockSearchResource.page("x-ceo.html");

    static ValidatableResponse call(String function, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .when()
                .post("/" + function)
                .then();
    }

    @BeforeEach
    void resetStubs() {
        WireMockSearchResource.server().resetAll();
    }

    @Test
    void freshness_finds_scores_and_splits_the_claims_of_a_text() {
        call("freshness", "{\"text\": \"The CEO of Twitter is Jack Dorsey. Water boils at 100 degrees Celsius.\"}")
                .statusCode(200)
                .body("claims", hasSize(1))
                .body("claims[0].text", equalTo("The CEO of Twitter is Jack Dorsey."))
                .body("claims[0].category", equalTo("position"))
                .body("claims[0].subject", equalTo("CEO of Twitter"))
                .body("claims[0].value", equalTo("Jack Dorsey"))
                .body("claims[0].stalenessRisk", equalTo(0.8f))
                .body("claims[0].reason", containsString("no source date"))
                .body("overallStalenessRisk", equalTo(0.8f));
    }

    @Test
    void freshness_ages_a_dated_source_against_its_domain() {
        call(
                        "freshness",
                        "{\"text\": \"Inflation in the euro area is 2.2 percent.\", \"sourceDate\": \"2020-01-15\","
                                + " \"domain\": \"finance\"}")
                .statusCode(200)
                .body("claims[0].category", equalTo("statistic"))
                .body("claims[0].stalenessRisk", equalTo(0.8f))
                .body("claims[0].reason", containsString("45-day horizon"));
        call("freshness", "{\"text\": \"Who painted The Starry Night?\"}")
                .statusCode(200)
                .body("claims", empty())
                .body("overallStalenessRisk", equalTo(0.0f));
    }

    @Test
    void refresh_searches_the_subject_and_returns_unwrapped_evidence_with_a_drift_verdict() {
        WireMockSearchResource.server()
                .stubFor(post(urlPathEqualTo(WireMockSearchResource.PATH))
                        .willReturn(aResponse()
                                .withStatus(200)
                                .withHeader("Content-Type", "text/html; charset=UTF-8")
                                .withBody(X_CEO_PAGE)));
        call("refresh", "{\"text\": \"The CEO of Twitter is Jack Dorsey. Water is wet.\"}")
                .statusCode(200)
                .body("checked", equalTo(1))
                .body("skipped", equalTo(0))
                .body("refreshes[0].claim", equalTo("The CEO of Twitter is Jack Dorsey."))
                .body("refreshes[0].category", equalTo("position"))
                .body("refreshes[0].subject", equalTo("CEO of Twitter"))
                .body("refreshes[0].value", equalTo("Jack Dorsey"))
                .body("refreshes[0].query", equalTo("current CEO of Twitter"))
                .body("refreshes[0].verdict", equalTo("drift_suspected"))
                .body("refreshes[0].verdictSource", equalTo("lexical"))
                .body("refreshes[0].contradiction", nullValue())
                .body("refreshes[0].candidateValue", equalTo("Linda Yaccarino"))
                .body("refreshes[0].topicalOverlap", greaterThan(0.0f))
                .body("refreshes[0].evidence", hasSize(2))
                .body("refreshes[0].evidence[0].title", equalTo("Linda Yaccarino named CEO of X"))
                .body("refreshes[0].evidence[0].url", equalTo("https://news.example.com/x-ceo?ref=ddg"))
                .body("refreshes[0].evidence[1].url", equalTo("https://en.wikipedia.org/wiki/Jack_Dorsey"))
                .body("refreshes[0].error", nullValue())
                .body("refreshes[0].provider", equalTo("duckduckgo"));
        WireMockSearchResource.server()
                .verify(postRequestedFor(urlPathEqualTo(WireMockSearchResource.PATH))
                        .withRequestBody(containing("q=current+CEO+of+Twitter"))
                        .withRequestBody(notContaining("Dorsey")));
    }

    @Test
    void refresh_reports_a_throttled_provider_as_unverified_and_still_answers() {
        WireMockSearchResource.server()
                .stubFor(post(urlPathEqualTo(WireMockSearchResource.PATH))
                        .willReturn(aResponse().withStatus(429)));
        call("refresh", "{\"text\": \"The mayor of Paris is Anne Hidalgo.\", \"maxClaims\": 1}")
                .statusCode(200)
                .body("checked", equalTo(1))
                .body("refreshes[0].verdict", equalTo("unverified"))
                .body("refreshes[0].verdictSource", equalTo("none"))
                .body("refreshes[0].evidence", empty())
                .body("refreshes[0].error", containsString("rate_limited"))
                .body("refreshes[0].provider", equalTo("duckduckgo"));
    }

    @Test
    void refresh_of_a_text_without_stale_claims_searches_nothing() {
        call("refresh", "{\"text\": \"Water boils at 100 degrees Celsius. Who is the CEO of Apple?\"}")
                .statusCode(200)
                .body("refreshes", empty())
                .body("checked", equalTo(0))
                .body("skipped", equalTo(1));
        WireMockSearchResource.server().verify(0, postRequestedFor(urlPathEqualTo(WireMockSearchResource.PATH)));
    }

    @Test
    void rejects_blank_or_oversized_text_with_400() {
        for (String function : new String[] {"freshness", "refresh"}) {
            call(function, "{\"text\": \"  \"}").statusCode(400).body("error", equalTo("missing_field"));
            call(function, "{\"text\": \"" + "a".repeat(8193) + "\"}")
                    .statusCode(400)
                    .body("error", equalTo("too_large"))
                    .body("message", containsString("8192"));
            call(function, "").statusCode(400);
        }
    }

    @Test
    void rejects_a_bad_source_date_with_400() {
        call("freshness", "{\"text\": \"The CEO of Apple is Tim Cook.\", \"sourceDate\": \"01/02/2023\"}")
                .statusCode(400)
                .body("error", equalTo("invalid_field"))
                .body("message", containsString("yyyy-MM-dd"));
    }

    @Test
    void rejects_max_claims_outside_one_to_the_configured_maximum_with_400() {
        call("refresh", "{\"text\": \"The CEO of Apple is Tim Cook.\", \"maxClaims\": 0}")
                .statusCode(400)
                .body("error", equalTo("invalid_field"))
                .body("message", containsString("between 1 and 5"));
        call("refresh", "{\"text\": \"The CEO of Apple is Tim Cook.\", \"maxClaims\": 6}")
                .statusCode(400);
        WireMockSearchResource.server().verify(0, postRequestedFor(urlPathEqualTo(WireMockSearchResource.PATH)));
    }
}
