package dev.factguard.adapter.search;

import dev.factguard.core.search.SearchResult;
import dev.factguard.core.search.WebSearch;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.List;

/**
 * Tavily search ({@code POST <url>/search} with a bearer key, {@code {"query": …, "max_results": …}}). Besides the
 * common mapping (401/403 UNAUTHORIZED naming the key setting, 429 RATE_LIMITED, 5xx UNAVAILABLE…), Tavily's own
 * 432 and 433 — plan or pay-as-you-go limit reached — are RATE_LIMITED, so the chain backs off and moves on. The
 * key is sent, never logged nor put in a message. Thread-safe.
 */
public final class TavilyWebSearch implements WebSearch {

    static final String NAME = "tavily";
    /** Tavily's documented maximum for {@code max_results}. */
    private static final int MAX_RESULTS = 20;
    private static final String UNAUTHORIZED = "Tavily refused the API key: set factguard.search.tavily.api-key"
            + " (env FACTGUARD_SEARCH_TAVILY_API_KEY) to a valid Tavily API key (tvly-…) with credits left";

    private final TavilyApi api;
    private final JsonSearchHttp http;
    private final String bearer;
    private final Clock clock;

    private TavilyWebSearch(TavilyApi api, JsonSearchHttp http, String apiKey, Clock clock) {
        this.api = api;
        this.http = http;
        this.bearer = "Bearer " + apiKey;
        this.clock = clock;
    }

    /**
     * Builds the REST client; only inside a running Quarkus application.
     *
     * @param url     base URL, e.g. {@code https://api.tavily.com}
     * @param apiKey  the API key (not blank)
     * @param timeout connect timeout, and the limit for the answer to arrive
     */
    public static TavilyWebSearch connect(String url, String apiKey, Duration timeout) {
        if (apiKey == null || apiKey.isBlank()) {
            throw new IllegalArgumentException("factguard.search.tavily.api-key must be set to use Tavily");
        }
        URI base = JsonSearchHttp.baseUri(url, "factguard.search.tavily.url");
        JsonSearchHttp.positive(timeout);
        return new TavilyWebSearch(JsonSearchHttp.client(TavilyApi.class, base, timeout),
                new JsonSearchHttp(NAME, base, timeout), apiKey.strip(), Clock.systemUTC());
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<SearchResult> search(String query, int maxResults) {
        WebSearch.checkRequest(query, maxResults);
        TavilyApi.Query body = new TavilyApi.Query(query, Math.min(maxResults, MAX_RESULTS));
        try (Response response = http.send(() -> api.search(bearer, body))) {
            int status = response.getStatus();
            if (status == 432 || status == 433) {
                throw http.rateLimited(response, "HTTP " + status + ": plan or pay-as-you-go limit reached");
            }
            http.failOnStatus(response, UNAUTHORIZED);
            TavilyApi.Answer answer = http.read(response, TavilyApi.Answer.class);
            return JsonSearchHttp.results(answer.results(), maxResults, TavilyApi.Result::url, TavilyApi.Result::title,
                    TavilyApi.Result::content, r -> PublishedDates.parse(clock, r.publishedDate()));
        }
    }
}
