package dev.factguard.adapter.search;

import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.factguard.testing.WireMockSearchResource.page;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.client.MappingBuilder;
import dev.factguard.core.search.SearchFailure;
import dev.factguard.core.search.SearchResult;
import dev.factguard.core.search.WebSearch;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DuckDuckGoHtmlSearchTest extends WebSearchContract {

    private DuckDuckGoHtmlSearch search;

    DuckDuckGoHtmlSearchTest() {
        super(new Provider(
                "duckduckgo",
                "text/html; charset=UTF-8",
                page("normal.html"),
                List.of(
                        "https://www.gov.uk/government/ministers/prime-minister",
                        "https://en.wikipedia.org/wiki/Prime_Minister_of_the_United_Kingdom",
                        "https://www.bbc.co.uk/news/topics/c9vqw8qm4q7t"),
                page("no-results.html")));
    }

    @BeforeEach
    void reset() {
        search = new DuckDuckGoHtmlSearch(server.baseUrl() + "/html/", Duration.ofSeconds(10));
    }

    @Test
    void posts_the_query_as_a_form_and_reads_the_results() {
        answer(200, page("normal.html"));

        List<SearchResult> results = search.search("current UK prime minister & cabinet", 3);

        assertThat(results)
                .extracting(SearchResult::url)
                .containsExactly(
                        "https://www.gov.uk/government/ministers/prime-minister",
                        "https://en.wikipedia.org/wiki/Prime_Minister_of_the_United_Kingdom",
                        "https://www.bbc.co.uk/news/topics/c9vqw8qm4q7t");
        server.verify(postRequestedFor(urlPathEqualTo("/html/"))
                .withHeader("Content-Type", containing("application/x-www-form-urlencoded"))
                .withHeader("User-Agent", containing("Mozilla/5.0"))
                .withFormParam("q", equalTo("current UK prime minister & cabinet")));
    }

    @Test
    void sends_the_configured_user_agent() {
        answer(200, page("two-results.html"));
        DuckDuckGoHtmlSearch custom =
                new DuckDuckGoHtmlSearch(server.baseUrl() + "/html/", Duration.ofSeconds(10), "FactGuard-Test/1.0");

        custom.search("fifa world cup champion", 3);

        server.verify(
                postRequestedFor(urlPathEqualTo("/html/")).withHeader("User-Agent", equalTo("FactGuard-Test/1.0")));
    }

    @ParameterizedTest(name = "HTTP {0} is {1}")
    @CsvSource({"202, RATE_LIMITED", "404, UNAVAILABLE"})
    void maps_duckduckgos_own_statuses_to_failure_kinds(int status, SearchFailure.Kind kind) {
        // A 202 comes with a normal-looking body: the status alone must decide.
        answer(status, page("normal.html"));

        assertFailure(() -> search.search("anything", 3), kind);
    }

    @Test
    void treats_a_challenge_page_served_with_200_as_a_rate_limit() {
        answer(200, page("challenge.html"));

        assertFailure(() -> search.search("current UK prime minister", 3), SearchFailure.Kind.RATE_LIMITED);
    }

    @Test
    void names_itself_duckduckgo() {
        assertThat(search.name()).isEqualTo("duckduckgo");
    }

    private static void assertFailure(Runnable call, SearchFailure.Kind kind) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(SearchFailure.class, f -> {
            assertThat(f.kind()).isEqualTo(kind);
            assertThat(f.provider()).isEqualTo("duckduckgo");
        });
    }

    @Override
    WebSearch connect(String baseUrl, Duration timeout) {
        return new DuckDuckGoHtmlSearch(baseUrl + "/html/", timeout);
    }

    @Override
    MappingBuilder endpoint() {
        return post(urlPathEqualTo("/html/"));
    }

    /** DuckDuckGo has no keys: a refusal is its bot protection, which lifts with time, as a rate limit does. */
    @Override
    SearchFailure.Kind refusedKind() {
        return SearchFailure.Kind.RATE_LIMITED;
    }
}
