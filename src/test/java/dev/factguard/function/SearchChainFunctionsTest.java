package dev.factguard.function;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.anyRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.factguard.function.ForecastFunctionsTest.post;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import com.github.tomakehurst.wiremock.client.MappingBuilder;
import com.github.tomakehurst.wiremock.client.WireMock;
import dev.factguard.testing.WireMockProvidersResource;
import dev.factguard.testing.WireMockSearchResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** refresh through the provider chain {@code brave,searxng,duckduckgo}, every provider behind one WireMock. */
@QuarkusTest
@QuarkusTestResource(value = WireMockProvidersResource.class, restrictToAnnotatedClass = true)
class SearchChainFunctionsTest {

    private static final String BRAVE = "/res/v1/web/search";
    private static final String SEARXNG = "/search";

    private static final String SEARXNG_X_CEO = """
            {"results": [
              {"title": "Linda Yaccarino named CEO of X", "url": "https://news.example.com/x-ceo",
               "content": "Linda Yaccarino is the CEO of X, formerly Twitter, succeeding Elon Musk.",
               "publishedDate": "2023-06-05T00:00:00"}],
             "unresponsive_engines": []}
            """;

    private static final String BRAVE_TESLA = """
            {"web": {"results": [
              {"title": "Elon Musk - Tesla", "url": "https://www.tesla.com/elon-musk",
               "description": "Elon Musk is the <strong>chief executive officer</strong> of Tesla, Inc.",
               "page_age": "2025-01-15T08:00:00"}]}}
            """;

    @BeforeEach
    void reset() {
        WireMockProvidersResource.server().resetAll();
    }

    private static void stub(MappingBuilder request, int status, String contentType, String body) {
        WireMockProvidersResource.server()
                .stubFor(request.willReturn(aResponse()
                        .withStatus(status)
                        .withHeader("Content-Type", contentType)
                        .withBody(body)));
    }

    @Test
    void a_throttled_first_provider_hands_the_claim_to_the_next_which_the_response_names() {
        stub(get(urlPathEqualTo(BRAVE)), 429, "application/json", "{}");
        stub(get(urlPathEqualTo(SEARXNG)), 200, "application/json", SEARXNG_X_CEO);

        post("refresh", "{\"text\": \"The CEO of Twitter is Jack Dorsey.\"}")
                .statusCode(200)
                .body("refreshes[0].provider", equalTo("searxng"))
                .body("refreshes[0].verdict", equalTo("drift_suspected"))
                .body("refreshes[0].candidateValue", equalTo("Linda Yaccarino"))
                .body("refreshes[0].evidence[0].url", equalTo("https://news.example.com/x-ceo"))
                .body("refreshes[0].evidence[0].publishedDate", equalTo("2023-06-05"))
                .body("refreshes[0].error", nullValue());

        WireMockProvidersResource.server()
                .verify(
                        1,
                        getRequestedFor(urlPathEqualTo(BRAVE))
                                .withQueryParam("q", WireMock.equalTo("current CEO of Twitter"))
                                .withHeader(
                                        "X-Subscription-Token", WireMock.equalTo(WireMockProvidersResource.BRAVE_KEY)));
        WireMockProvidersResource.server().verify(0, postRequestedFor(urlPathEqualTo(WireMockSearchResource.PATH)));
    }

    @Test
    void a_claim_no_provider_can_search_is_unverified_with_every_reason_and_the_others_are_answered() {
        stub(get(urlPathEqualTo(BRAVE)).withQueryParam("q", containing("Paris")), 503, "text/plain", "down");
        stub(get(urlPathEqualTo(BRAVE)).withQueryParam("q", containing("Tesla")), 200, "application/json", BRAVE_TESLA);
        stub(get(urlPathEqualTo(SEARXNG)), 403, "text/html", "<html>Forbidden</html>");
        stub(post(urlPathEqualTo(WireMockSearchResource.PATH)), 429, "text/html", "");

        post("refresh", "{\"text\": \"The mayor of Paris is Anne Hidalgo. The CEO of Tesla is Elon Musk.\"}")
                .statusCode(200)
                .body("checked", equalTo(2))
                .body("refreshes[0].verdict", equalTo("unverified"))
                .body("refreshes[0].verdictSource", equalTo("none"))
                .body("refreshes[0].evidence", empty())
                .body("refreshes[0].provider", equalTo("brave,searxng,duckduckgo"))
                .body(
                        "refreshes[0].error",
                        allOf(
                                containsString("search failed on every provider"),
                                containsString("brave (unavailable): HTTP 503"),
                                containsString("searxng (unauthorized)"),
                                containsString("formats: [html, json]"),
                                containsString("duckduckgo (rate_limited): HTTP 429")))
                .body("refreshes[1].provider", equalTo("brave"))
                .body("refreshes[1].verdict", equalTo("supported"))
                .body(
                        "refreshes[1].evidence[0].snippet",
                        equalTo("Elon Musk is the chief executive officer of Tesla, Inc."))
                .body("refreshes[1].evidence[0].publishedDate", equalTo("2025-01-15"))
                .body("refreshes[1].error", nullValue());
    }

    @Test
    void the_same_subject_refreshed_twice_costs_one_provider_request() {
        stub(get(urlPathEqualTo(BRAVE)), 200, "application/json", """
                {"web": {"results": [{"title": "Real Madrid coach", "url": "https://example.com/rm",
                  "description": "Xabi Alonso is the head coach of Real Madrid."}]}}
                """);
        String text = "{\"text\": \"The head coach of Real Madrid is Carlo Ancelotti.\"}";

        for (int i = 0; i < 2; i++) {
            post("refresh", text)
                    .statusCode(200)
                    .body("refreshes[0].provider", equalTo("brave"))
                    .body("refreshes[0].verdict", equalTo("drift_suspected"))
                    .body("refreshes[0].candidateValue", equalTo("Xabi Alonso"));
        }

        // One request in all: the second refresh never reached Brave, nor any provider behind it.
        WireMockProvidersResource.server().verify(1, anyRequestedFor(WireMock.anyUrl()));
        WireMockProvidersResource.server().verify(1, getRequestedFor(urlPathEqualTo(BRAVE)));
    }
}
