package dev.factguard.adapter.search;

import dev.factguard.core.search.SearchResult;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Duration;
import java.util.List;

/**
 * Brave Search API web results ({@code GET <url>/res/v1/web/search?q=…&count=…} with the subscription token in
 * {@code X-Subscription-Token}). Titles and descriptions lose Brave's {@code <strong>} markup; {@code page_age},
 * else {@code age}, becomes the published date. Failures map to {@link dev.factguard.core.search.SearchFailure}:
 * 401/403 UNAUTHORIZED naming the key setting, 429 RATE_LIMITED, 5xx and connection errors UNAVAILABLE, no answer
 * in time TIMEOUT, unreadable JSON MALFORMED. The key is sent, never logged nor put in a message. Thread-safe.
 */
public final class BraveWebSearch extends JsonWebSearch<BraveApi> {

    static final String NAME = "brave";
    /** Brave's documented maximum for {@code count}. */
    private static final int MAX_COUNT = 20;

    private static final String UNAUTHORIZED = "Brave refused the API key: set factguard.search.brave.api-key"
            + " (env FACTGUARD_SEARCH_BRAVE_API_KEY) to a valid Brave Search API subscription token";

    private final String apiKey;

    private BraveWebSearch(URI base, Duration timeout, String apiKey) {
        super(NAME, BraveApi.class, base, timeout);
        this.apiKey = apiKey;
    }

    /**
     * Builds the REST client; only inside a running Quarkus application.
     *
     * @param url     base URL, e.g. {@code https://api.search.brave.com} (a WireMock URL in tests)
     * @param apiKey  the subscription token (not blank)
     * @param timeout connect timeout, and the limit for the answer to arrive
     */
    public static BraveWebSearch connect(String url, String apiKey, Duration timeout) {
        String key = requireKey(apiKey, "factguard.search.brave.api-key", "Brave");
        return new BraveWebSearch(JsonSearchHttp.baseUri(url, "factguard.search.brave.url"), timeout, key);
    }

    @Override
    Response request(String query, int maxResults) {
        return api.search(query, Math.min(maxResults, MAX_COUNT), apiKey);
    }

    @Override
    List<SearchResult> answer(Response response, int maxResults) {
        http.failOnStatus(response, UNAUTHORIZED);
        BraveApi.Answer answer = http.read(response, BraveApi.Answer.class);
        return JsonSearchHttp.results(
                answer.web() == null ? null : answer.web().results(),
                maxResults,
                BraveApi.Result::url,
                BraveApi.Result::title,
                BraveApi.Result::description,
                r -> PublishedDates.parse(clock, r.pageAge(), r.age()));
    }
}
