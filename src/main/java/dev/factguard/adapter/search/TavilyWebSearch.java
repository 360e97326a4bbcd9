package dev.factguard.adapter.search;

import dev.factguard.core.search.SearchResult;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Duration;
import java.util.List;

/**
 * Tavily search ({@code POST <url>/search} with a bearer key, {@code {"query": …, "max_results": …}}). Besides the
 * common mapping (401/403 UNAUTHORIZED naming the key setting, 429 RATE_LIMITED, 5xx UNAVAILABLE…), Tavily's own
 * 432 and 433 — plan or pay-as-you-go limit reached — are RATE_LIMITED, so the chain backs off and moves on. The
 * key is sent, never logged nor put in a message. Thread-safe.
 */
public final class TavilyWebSearch extends JsonWebSearch<TavilyApi> {

    static final String NAME = "tavily";
    /** Tavily's documented maximum for {@code max_results}. */
    private static final int MAX_RESULTS = 20;

    private static final String UNAUTHORIZED = "Tavily refused the API key: set factguard.search.tavily.api-key"
            + " (env FACTGUARD_SEARCH_TAVILY_API_KEY) to a valid Tavily API key (tvly-…) with credits left";

    private final String bearer;

    private TavilyWebSearch(URI base, Duration timeout, String apiKey) {
        super(NAME, TavilyApi.class, base, timeout);
        this.bearer = "Bearer " + apiKey;
    }

    /**
     * Builds the REST client; only inside a running Quarkus application.
     *
     * @param url     base URL, e.g. {@code https://api.tavily.com}
     * @param apiKey  the API key (not blank)
     * @param timeout connect timeout, and the limit for the answer to arrive
     */
    public static TavilyWebSearch connect(String url, String apiKey, Duration timeout) {
        String key = requireKey(apiKey, "factguard.search.tavily.api-key", "Tavily");
        return new TavilyWebSearch(JsonSearchHttp.baseUri(url, "factguard.search.tavily.url"), timeout, key);
    }

    @Override
    Response request(String query, int maxResults) {
        return api.search(bearer, new TavilyApi.Query(query, Math.min(maxResults, MAX_RESULTS)));
    }

    @Override
    List<SearchResult> answer(Response response, int maxResults) {
        int status = response.getStatus();
        if (status == 432 || status == 433) {
            throw http.rateLimited(response, "HTTP " + status + ": plan or pay-as-you-go limit reached");
        }
        http.failOnStatus(response, UNAUTHORIZED);
        TavilyApi.Answer answer = http.read(response, TavilyApi.Answer.class);
        return JsonSearchHttp.results(
                answer.results(),
                maxResults,
                TavilyApi.Result::url,
                TavilyApi.Result::title,
                TavilyApi.Result::content,
                r -> PublishedDates.parse(clock, r.publishedDate()));
    }
}
