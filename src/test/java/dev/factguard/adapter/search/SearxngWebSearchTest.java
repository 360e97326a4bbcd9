package dev.factguard.adapter.search;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.client.MappingBuilder;
import dev.factguard.core.search.SearchFailure;
import dev.factguard.core.search.SearchFailure.Kind;
import dev.factguard.core.search.SearchResult;
import dev.factguard.core.search.WebSearch;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A SearXNG instance behind WireMock, mounted under a path prefix as reverse proxies often do. */
@QuarkusTest
class SearxngWebSearchTest extends WebSearchContract {

    static final String PATH = "/searxng/search";

    static final String RESULTS = """
            {"query": "current CEO of Twitter", "number_of_results": 0,
             "results": [
               {"title": "Linda Yaccarino named CEO of X", "url": "https://news.example.com/x-ceo",
                "content": "Linda Yaccarino is the CEO of X, formerly Twitter.", "engine": "bing",
                "publishedDate": "2023-06-05T00:00:00", "score": 9.0},
               {"title": "Jack Dorsey", "url": "https://en.wikipedia.org/wiki/Jack_Dorsey",
                "content": "Jack Dorsey co-founded Twitter.", "publishedDate": null},
               {"title": "Twitter", "url": "https://example.com/twitter", "content": ""}
             ],
             "answers": [], "suggestions": [], "unresponsive_engines": [["google", "too many requests"]]}
            """;

    private SearxngWebSearch searxng;

    SearxngWebSearchTest() {
        super(new Provider(
                "searxng",
                "application/json",
                RESULTS,
                TWITTER_CEO_PAGES,
                "{\"query\": \"xqzv\", \"results\": [], \"unresponsive_engines\": []}"));
    }

    @BeforeEach
    void reset() {
        searxng = SearxngWebSearch.connect(server.baseUrl() + "/searxng/", Duration.ofSeconds(2));
    }

    @Test
    void asks_for_json_and_reads_text_urls_and_dates() {
        answer(200, RESULTS);

        List<SearchResult> results = searxng.search("current CEO of Twitter", 2);

        assertThat(results).containsExactlyElementsOf(SearchTestSupport.TWO_CEO_RESULTS);
        server.verify(getRequestedFor(urlPathEqualTo(PATH))
                .withQueryParam("q", equalTo("current CEO of Twitter"))
                .withQueryParam("format", equalTo("json")));
    }

    @Test
    void no_results_because_its_engines_failed_is_unavailable_not_nothing_found() {
        answer(
                200,
                "{\"results\": [], \"unresponsive_engines\": [[\"google\", \"too many requests\"],"
                        + " [\"duckduckgo\", \"CAPTCHA\"]]}");

        assertThatThrownBy(() -> searxng.search("anything", 3)).isInstanceOfSatisfying(SearchFailure.class, f -> {
            assertThat(f.kind()).isEqualTo(Kind.UNAVAILABLE);
            assertThat(f.getMessage()).contains("google (too many requests)", "duckduckgo (CAPTCHA)");
        });
    }

    @Test
    void a_403_says_json_output_is_disabled_and_how_to_enable_it() {
        server.stubFor(get(urlPathEqualTo(PATH))
                .willReturn(aResponse()
                        .withStatus(403)
                        .withHeader("Content-Type", "text/html")
                        .withBody("<html>403 Forbidden</html>")));

        assertThatThrownBy(() -> searxng.search("anything", 3)).isInstanceOfSatisfying(SearchFailure.class, f -> {
            assertThat(f.kind()).isEqualTo(Kind.UNAUTHORIZED);
            assertThat(f.getMessage())
                    .contains("searxng", "JSON output is disabled", "formats: [html, json]", "settings.yml");
        });
    }

    @Test
    void a_404_is_unavailable() {
        answer(404, "{}");

        SearchTestSupport.assertFailure(() -> searxng.search("anything", 3), "searxng", Kind.UNAVAILABLE);
    }

    @Test
    void malformed_json_is_malformed() {
        answer(200, "{\"results\": [{\"title\": \"x\", ");
        SearchTestSupport.assertFailure(() -> searxng.search("anything", 3), "searxng", Kind.MALFORMED);

        answer(200, "[1, 2, 3]");
        SearchTestSupport.assertFailure(() -> searxng.search("anything", 3), "searxng", Kind.MALFORMED);
    }

    @Override
    WebSearch connect(String baseUrl, Duration timeout) {
        return SearxngWebSearch.connect(baseUrl + "/searxng/", timeout);
    }

    @Override
    MappingBuilder endpoint() {
        return get(urlPathEqualTo(PATH));
    }
}
