package dev.factguard.adapter.search;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.MappingBuilder;
import dev.factguard.core.search.SearchFailure.Kind;
import dev.factguard.core.search.SearchResult;
import dev.factguard.core.search.WebSearch;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What every {@link WebSearch} adapter promises, each against its provider's own protocol (method, path, body
 * format) behind WireMock: results in the provider's order, an empty list for nothing found, at most
 * {@code maxResults}, and the failure kinds the provider chain and the throttle act on.
 */
abstract class WebSearchContract {

    static final String QUERY = "current CEO of Twitter";

    /** The pages the JSON providers' fixtures answer for {@link #QUERY}, in their order. */
    static final List<String> TWITTER_CEO_PAGES = List.of(
            "https://news.example.com/x-ceo",
            "https://en.wikipedia.org/wiki/Jack_Dorsey",
            "https://example.com/twitter");

    static WireMockServer server;

    /**
     * How a provider answers.
     *
     * @param name           the provider's name in failures
     * @param contentType    the media type of its answers
     * @param results        an answer holding two or more results, shaped like its real ones
     * @param firstThreeUrls the URLs the adapter reads from {@code results} when asked for three, in order
     * @param nothingFound   its answer when it found nothing
     */
    record Provider(
            String name, String contentType, String results, List<String> firstThreeUrls, String nothingFound) {}

    private final Provider provider;

    WebSearchContract(Provider provider) {
        this.provider = provider;
    }

    /** The adapter under test, for the server at {@code baseUrl}, waiting at most {@code timeout} for an answer. */
    abstract WebSearch connect(String baseUrl, Duration timeout);

    /** The provider's endpoint as its protocol calls it: method and path. */
    abstract MappingBuilder endpoint();

    /** A 401 or 403: a key to fix for a keyed API; a provider without keys may mean it is blocking us. */
    Kind refusedKind() {
        return Kind.UNAUTHORIZED;
    }

    @BeforeAll
    static void startServer() {
        server = new WireMockServer(wireMockConfig().dynamicPort());
        server.start();
    }

    @AfterAll
    static void stopServer() {
        server.stop();
    }

    @BeforeEach
    void resetServer() {
        server.resetAll();
    }

    /** Stubs the provider's endpoint with this status and body. */
    void answer(int status, String body) {
        server.stubFor(endpoint()
                .willReturn(aResponse()
                        .withStatus(status)
                        .withHeader("Content-Type", provider.contentType())
                        .withBody(body)));
    }

    private WebSearch search() {
        // Generous: these cases are answered at once, and the first request of a JVM on a busy machine is slow.
        return connect(server.baseUrl(), Duration.ofSeconds(10));
    }

    @Test
    void answers_the_results_in_the_providers_order() {
        answer(200, provider.results());

        assertThat(search().search(QUERY, 3))
                .extracting(SearchResult::url)
                .containsExactlyElementsOf(provider.firstThreeUrls());
    }

    @Test
    void answers_an_empty_list_when_nothing_was_found() {
        answer(200, provider.nothingFound());

        assertThat(search().search("xqzv flurbographic ministerium 8841", 3)).isEmpty();
    }

    @Test
    void keeps_at_most_max_results() {
        answer(200, provider.results());

        assertThat(search().search(QUERY, 1))
                .extracting(SearchResult::url)
                .containsExactly(provider.firstThreeUrls().get(0));
    }

    @ParameterizedTest(name = "HTTP {0}")
    @ValueSource(ints = {401, 403})
    void a_refused_request_is_a_failure_of_its_kind(int status) {
        answer(status, "{\"error\": \"refused\"}");

        SearchTestSupport.assertFailure(() -> search().search(QUERY, 3), provider.name(), refusedKind());
    }

    @Test
    void a_429_is_a_rate_limit() {
        answer(429, "{\"error\": \"too many requests\"}");

        SearchTestSupport.assertFailure(() -> search().search(QUERY, 3), provider.name(), Kind.RATE_LIMITED);
    }

    @ParameterizedTest(name = "HTTP {0}")
    @ValueSource(ints = {500, 502, 503})
    void a_server_error_is_unavailable(int status) {
        answer(status, "{\"error\": \"down\"}");

        SearchTestSupport.assertFailure(() -> search().search(QUERY, 3), provider.name(), Kind.UNAVAILABLE);
    }

    @Test
    void an_answer_slower_than_the_timeout_is_a_timeout() {
        // Ten times the timeout: an adapter that ignored it would get the results and fail the assertion.
        server.stubFor(endpoint()
                .willReturn(aResponse()
                        .withStatus(200)
                        .withHeader("Content-Type", provider.contentType())
                        .withBody(provider.results())
                        .withFixedDelay(3_000)));

        SearchTestSupport.assertFailure(
                () -> connect(server.baseUrl(), Duration.ofMillis(300)).search(QUERY, 3),
                provider.name(),
                Kind.TIMEOUT);
    }

    @Test
    void a_refused_connection_is_unavailable() {
        WebSearch nowhere = connect("http://localhost:" + SearchTestSupport.closedPort(), Duration.ofSeconds(1));

        SearchTestSupport.assertFailure(() -> nowhere.search(QUERY, 3), provider.name(), Kind.UNAVAILABLE);
    }
}
