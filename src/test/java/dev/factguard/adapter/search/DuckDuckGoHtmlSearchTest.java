package dev.factguard.adapter.search;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static dev.factguard.testing.WireMockSearchResource.page;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.WireMockServer;
import dev.factguard.core.search.SearchFailure;
import dev.factguard.core.search.SearchResult;
import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DuckDuckGoHtmlSearchTest {

    private static final WireMockServer server =
            new WireMockServer(wireMockConfig().dynamicPort());

    private DuckDuckGoHtmlSearch search;

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
        search = new DuckDuckGoHtmlSearch(server.baseUrl() + "/html/", Duration.ofSeconds(2));
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
    void answers_an_empty_list_when_duckduckgo_found_nothing() {
        answer(200, page("no-results.html"));

        assertThat(search.search("xqzv flurbographic ministerium 8841", 3)).isEmpty();
    }

    @Test
    void sends_the_configured_user_agent() {
        answer(200, page("two-results.html"));
        DuckDuckGoHtmlSearch custom =
                new DuckDuckGoHtmlSearch(server.baseUrl() + "/html/", Duration.ofSeconds(2), "FactGuard-Test/1.0");

        custom.search("fifa world cup champion", 3);

        server.verify(
                postRequestedFor(urlPathEqualTo("/html/")).withHeader("User-Agent", equalTo("FactGuard-Test/1.0")));
    }

    @ParameterizedTest(name = "HTTP {0} is {1}")
    @CsvSource({
        "202, RATE_LIMITED",
        "429, RATE_LIMITED",
        "403, RATE_LIMITED",
        "401, RATE_LIMITED",
        "500, UNAVAILABLE",
        "502, UNAVAILABLE",
        "503, UNAVAILABLE",
        "404, UNAVAILABLE"
    })
    void maps_error_statuses_to_failure_kinds(int status, SearchFailure.Kind kind) {
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
    void times_out_when_the_answer_is_too_slow() {
        server.stubFor(post(urlPathEqualTo("/html/"))
                .willReturn(aResponse()
                        .withStatus(200)
                        .withHeader("Content-Type", "text/html")
                        .withBody(page("normal.html"))
                        .withFixedDelay(1_500)));
        DuckDuckGoHtmlSearch impatient = new DuckDuckGoHtmlSearch(server.baseUrl() + "/html/", Duration.ofMillis(300));

        long start = System.nanoTime();
        assertFailure(() -> impatient.search("anything", 3), SearchFailure.Kind.TIMEOUT);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofMillis(1_200));
    }

    @Test
    void reports_a_refused_connection_as_unavailable() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        DuckDuckGoHtmlSearch nowhere =
                new DuckDuckGoHtmlSearch("http://localhost:" + closedPort + "/html/", Duration.ofSeconds(1));

        assertFailure(() -> nowhere.search("anything", 3), SearchFailure.Kind.UNAVAILABLE);
    }

    @Test
    void names_itself_duckduckgo() {
        assertThat(search.name()).isEqualTo("duckduckgo");
    }

    private static void answer(int status, String body) {
        server.stubFor(post(urlPathEqualTo("/html/"))
                .willReturn(aResponse()
                        .withStatus(status)
                        .withHeader("Content-Type", "text/html; charset=UTF-8")
                        .withBody(body)));
    }

    private static void assertFailure(Runnable call, SearchFailure.Kind kind) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(SearchFailure.class, f -> {
            assertThat(f.kind()).isEqualTo(kind);
            assertThat(f.provider()).isEqualTo("duckduckgo");
        });
    }
}
