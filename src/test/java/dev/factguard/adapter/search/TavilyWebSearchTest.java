package dev.factguard.adapter.search;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Tavily's search API behind WireMock. */
@QuarkusTest
class TavilyWebSearchTest extends WebSearchContract {

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

    private TavilyWebSearch tavily;

    TavilyWebSearchTest() {
        super(new Provider(
                "tavily",
                "application/json",
                RESULTS,
                TWITTER_CEO_PAGES.subList(0, 2),
                "{\"query\": \"xqzv\", \"results\": []}"));
    }

    @BeforeEach
    void reset() {
        tavily = TavilyWebSearch.connect(server.baseUrl(), KEY, Duration.ofSeconds(2));
    }

    @Test
    void posts_the_query_with_the_bearer_key_and_reads_text_urls_and_dates() {
        answer(200, RESULTS);

        List<SearchResult> results = tavily.search("current CEO of Twitter", 3);

        assertThat(results).containsExactlyElementsOf(SearchTestSupport.TWO_CEO_RESULTS);
        server.verify(postRequestedFor(urlPathEqualTo("/search"))
                .withHeader("Authorization", equalTo("Bearer " + KEY))
                .withHeader("Content-Type", equalTo("application/json"))
                .withRequestBody(equalToJson("{\"query\": \"current CEO of Twitter\", \"max_results\": 3}")));
    }

    @ParameterizedTest(name = "HTTP {0} is {1}")
    @CsvSource({"432, RATE_LIMITED", "433, RATE_LIMITED", "400, UNAVAILABLE"})
    void maps_tavilys_own_statuses_to_failure_kinds(int status, Kind kind) {
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
    void malformed_json_is_malformed() {
        answer(200, "{\"results\": [");
        SearchTestSupport.assertFailure(() -> tavily.search("anything", 3), "tavily", Kind.MALFORMED);

        answer(200, "{\"results\": {\"title\": \"not a list\"}}");
        SearchTestSupport.assertFailure(() -> tavily.search("anything", 3), "tavily", Kind.MALFORMED);
    }

    @Override
    WebSearch connect(String baseUrl, Duration timeout) {
        return TavilyWebSearch.connect(baseUrl, KEY, timeout);
    }

    @Override
    MappingBuilder endpoint() {
        return post(urlPathEqualTo("/search"));
    }
}
