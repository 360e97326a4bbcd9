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
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Brave's web search behind WireMock; a {@code @QuarkusTest} because the REST client needs a running Quarkus. */
@QuarkusTest
class BraveWebSearchTest extends WebSearchContract {

    static final String PATH = "/res/v1/web/search";
    static final String KEY = "brv-secret-0123456789";

    /** Shaped like a real answer: markup in titles and descriptions, a display age and an ISO page_age. */
    static final String RESULTS = """
            {"type": "search", "query": {"original": "current CEO of Twitter"},
             "web": {"type": "search", "results": [
               {"title": "Linda Yaccarino named <strong>CEO</strong> of X", "url": "https://news.example.com/x-ceo",
                "description": "Linda Yaccarino is the <strong>CEO</strong> of X, formerly Twitter &amp; more.",
                "age": "June 5, 2023", "page_age": "2023-06-05T09:30:00", "language": "en"},
               {"title": "Jack Dorsey - Wikipedia", "url": "https://en.wikipedia.org/wiki/Jack_Dorsey",
                "description": "Jack Dorsey co-founded Twitter.", "age": "March 3, 2024"},
               {"title": "Twitter", "url": "https://example.com/twitter", "description": "Undated."}
             ]}}
            """;

    private BraveWebSearch brave;

    BraveWebSearchTest() {
        super(new Provider("brave", "application/json", RESULTS, TWITTER_CEO_PAGES, "{\"web\": {\"results\": []}}"));
    }

    @BeforeEach
    void reset() {
        brave = BraveWebSearch.connect(server.baseUrl(), KEY, Duration.ofSeconds(2));
    }

    @Test
    void sends_the_query_count_and_token_and_reads_text_urls_and_dates() {
        answer(200, RESULTS);

        List<SearchResult> results = brave.search("current CEO of Twitter", 3);

        assertThat(results)
                .containsExactly(
                        new SearchResult(
                                "Linda Yaccarino named CEO of X",
                                "Linda Yaccarino is the CEO of X, formerly Twitter & more.",
                                "https://news.example.com/x-ceo",
                                LocalDate.of(2023, 6, 5)),
                        new SearchResult(
                                "Jack Dorsey - Wikipedia",
                                "Jack Dorsey co-founded Twitter.",
                                "https://en.wikipedia.org/wiki/Jack_Dorsey",
                                LocalDate.of(2024, 3, 3)),
                        new SearchResult("Twitter", "Undated.", "https://example.com/twitter", null));
        server.verify(getRequestedFor(urlPathEqualTo(PATH))
                .withQueryParam("q", equalTo("current CEO of Twitter"))
                .withQueryParam("count", equalTo("3"))
                .withHeader("X-Subscription-Token", equalTo(KEY))
                .withHeader("Accept", equalTo("application/json")));
    }

    @Test
    void an_answer_without_a_web_section_found_nothing() {
        answer(200, "{\"type\": \"search\", \"query\": {\"original\": \"xqzv\"}}");

        assertThat(brave.search("xqzv flurbographic", 3)).isEmpty();
    }

    @Test
    void a_404_is_unavailable() {
        answer(404, "{\"error\": {\"detail\": \"nope\"}}");

        assertFailure(() -> brave.search("anything", 3), Kind.UNAVAILABLE);
    }

    @Test
    void a_429_carries_how_long_brave_asked_us_to_wait() {
        server.stubFor(get(urlPathEqualTo(PATH))
                .willReturn(aResponse()
                        .withStatus(429)
                        .withHeader("Content-Type", "application/json")
                        .withHeader("X-RateLimit-Limit", "1, 2000")
                        .withHeader("X-RateLimit-Remaining", "1, 0")
                        .withHeader("X-RateLimit-Reset", "1, 86400")
                        .withBody("{\"error\": {\"code\": \"RATE_LIMITED\"}}")));

        assertThatThrownBy(() -> brave.search("anything", 3)).isInstanceOfSatisfying(SearchFailure.class, f -> {
            assertThat(f.kind()).isEqualTo(Kind.RATE_LIMITED);
            assertThat(f.retryAfter()).contains(Duration.ofDays(1));
        });
    }

    @Test
    void a_refused_key_names_the_setting_to_fix_and_never_the_key() {
        answer(401, "{\"error\": {\"detail\": \"invalid token " + KEY + "\"}}");

        assertThatThrownBy(() -> brave.search("anything", 3)).isInstanceOfSatisfying(SearchFailure.class, f -> {
            assertThat(f.getMessage())
                    .contains("brave", "factguard.search.brave.api-key", "FACTGUARD_SEARCH_BRAVE_API_KEY", "HTTP 401");
            assertThat(f.getMessage()).doesNotContain(KEY);
        });
    }

    @Test
    void malformed_json_is_malformed() {
        answer(200, "{\"web\": {\"results\": [{\"title\": ");
        assertFailure(() -> brave.search("anything", 3), Kind.MALFORMED);

        answer(200, "{\"web\": {\"results\": 42}}");
        assertFailure(() -> brave.search("anything", 3), Kind.MALFORMED);

        server.stubFor(get(urlPathEqualTo(PATH))
                .willReturn(aResponse()
                        .withStatus(200)
                        .withHeader("Content-Type", "text/html")
                        .withBody("<html>maintenance</html>")));
        assertFailure(() -> brave.search("anything", 3), Kind.MALFORMED);
    }

    @Override
    WebSearch connect(String baseUrl, Duration timeout) {
        return BraveWebSearch.connect(baseUrl, KEY, timeout);
    }

    @Override
    MappingBuilder endpoint() {
        return get(urlPathEqualTo(PATH));
    }

    private static void assertFailure(Runnable call, Kind kind) {
        SearchTestSupport.assertFailure(call, "brave", kind);
    }
}
