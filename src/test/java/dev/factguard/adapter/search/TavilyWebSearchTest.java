package dev.factguard.adapter.search;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.WireMockServer;
import dev.factguard.core.search.SearchFailure;
import dev.factguard.core.search.SearchFailure.Kind;
import dev.factguard.core.search.SearchResult;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Tavily's search API behind WireMock. */
@QuarkusTest
class TavilyWebSearchTest {

    static final String KEY = "tvly-secret-0123456789";

    static final String RESULTS = """
            {"query": "current CEO of Twitter", "answer": null, "images": [], "response_time": 1.2,
             "results": [
               {"title": "Linda Yaccarino named CEO of X", "url": "https://news.example.com/x-ceo",
                "content": "Linda Yaccarino is the CEO of X, formerly Twitter.", "score": 0.93,
                "published_date": "Mon, 05 Jun 2023 09:30:00 GMT"},
               {"title": "Jack Dorsey", "url": "https://en.wikipedia.org/wiki/Jack_Dorsey",
                "content": "Jack Dorsey co-founded Twitter.", "score": 0.71, "raw_content": null}
             ]}
            """;

    private static final WireMockServer server =
            new WireMockServer(wireMockConfig().dynamicPort());

    private TavilyWebSearch tavily;

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
        tavily = TavilyWebSearch.connect(server.baseUrl(), KEY, Duration.ofSeconds(2));
    }

    @Test
    void posts_the_query_with_the_bearer_key_and_reads_text_urls_and_dates() {
        answer(200, RESULTS);

        List<SearchResult> results = tavily.search("current CEO of Twitter", 3);

        assertThat(results)
                .containsExactly(
                        new SearchResult(
                                "Linda Yaccarino named CEO of X",
                                "Linda Yaccarino is the CEO of X, formerly Twitter.",
                                "https://news.example.com/x-ceo",
                                LocalDate.of(2023, 6, 5)),
                        new SearchResult(
                                "Jack Dorsey",
                                "Jack Dorsey co-founded Twitter.",
                                "https://en.wikipedia.org/wiki/Jack_Dorsey",
                                null));
        server.verify(postRequestedFor(urlPathEqualTo("/search"))
                .withHeader("Authorization", equalTo("Bearer " + KEY))
                .withHeader("Content-Type", equalTo("application/json"))
                .withRequestBody(equalToJson("{\"query\": \"current CEO of Twitter\", \"max_results\": 3}")));
    }

    @Test
    void answers_an_empty_list_when_tavily_found_nothing() {
        answer(200, "{\"query\": \"xqzv\", \"results\": []}");

        assertThat(tavily.search("xqzv flurbographic", 3)).isEmpty();
    }

    @ParameterizedTest(name = "HTTP {0} is {1}")
    @CsvSource({
        "401, UNAUTHORIZED",
        "403, UNAUTHORIZED",
        "429, RATE_LIMITED",
        "432, RATE_LIMITED",
        "433, RATE_LIMITED",
        "500, UNAVAILABLE",
        "503, UNAVAILABLE",
        "400, UNAVAILABLE"
    })
    void maps_error_statuses_to_failure_kinds(int status, Kind kind) {
        answer(status, "{\"detail\": {\"error\": \"nope\"}}");

        SearchTestSupport.assertFailure(() -> tavily.search("anything", 3), "tavily", kind);
    }

    @Test
    void a_refused_key_names_the_setting_to_fix_and_never_the_key() {
        answer(401, "{\"detail\": {\"error\": \"Unauthorized: missing or invalid API key " + KEY + "\"}}");

        assertThatThrownBy(() -> tavily.search("anything", 3)).isInstanceOfSatisfying(SearchFailure.class, f -> {
            assertThat(f.getMessage())
                    .contains(
                            "tavily", "factguard.search.tavily.api-key", "FACTGUARD_SEARCH_TAVILY_API_KEY", "HTTP 401");
            assertThat(f.getMessage()).doesNotContain(KEY);
        });
    }

    @Test
    void times_out_when_the_answer_is_too_slow() {
        server.stubFor(post(urlPathEqualTo("/search"))
                .willReturn(aResponse()
                        .withStatus(200)
                        .withHeader("Content-Type", "application/json")
                        .withBody(RESULTS)
                        .withFixedDelay(1_500)));
        TavilyWebSearch impatient = TavilyWebSearch.connect(server.baseUrl(), KEY, Duration.ofMillis(300));

        SearchTestSupport.assertFailure(() -> impatient.search("anything", 3), "tavily", Kind.TIMEOUT);
    }

    @Test
    void reports_a_refused_connection_as_unavailable() {
        TavilyWebSearch nowhere = TavilyWebSearch.connect(
                "http://localhost:" + SearchTestSupport.closedPort(), KEY, Duration.ofSeconds(1));

        SearchTestSupport.assertFailure(() -> nowhere.search("anything", 3), "tavily", Kind.UNAVAILABLE);
    }

    @Test
    void malformed_json_is_malformed() {
        answer(200, "{\"results\": [");
        SearchTestSupport.assertFailure(() -> tavily.search("anything", 3), "tavily", Kind.MALFORMED);

        answer(200, "{\"results\": {\"title\": \"not a list\"}}");
        SearchTestSupport.assertFailure(() -> tavily.search("anything", 3), "tavily", Kind.MALFORMED);
    }

    private static void answer(int status, String json) {
        server.stubFor(post(urlPathEqualTo("/search"))
                .willReturn(aResponse()
                        .withStatus(status)
                        .withHeader("Content-Type", "application/json")
                        .withBody(json)));
    }
}
