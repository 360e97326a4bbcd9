package dev.factguard.adapter.search;

import dev.factguard.core.search.SearchResult;
import dev.factguard.core.search.WebSearch;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.List;

/**
 * The shape every JSON search provider shares: build its REST client {@code A}, check the request, send it through
 * {@link JsonSearchHttp} (which maps transport failures), and read the answer; a provider says only how to ask and how to read. Thread-safe
 * when the provider's REST client is.
 */
abstract class JsonWebSearch<A> implements WebSearch {

    private final String name;
    final JsonSearchHttp http;
    /** The provider's REST client, built on the same base URL and timeout as {@link #http}. */
    final A api;

    final Clock clock = Clock.systemUTC();

    JsonWebSearch(String name, Class<A> api, URI base, Duration timeout) {
        this.name = name;
        this.http = new JsonSearchHttp(name, base, JsonSearchHttp.positive(timeout));
        this.api = JsonSearchHttp.client(api, base, timeout);
    }

    /** The key, stripped; a missing one names the setting to fill. */
    static String requireKey(String apiKey, String setting, String provider) {
        if (apiKey == null || apiKey.isBlank()) {
            throw new IllegalArgumentException(setting + " must be set to use " + provider);
        }
        return apiKey.strip();
    }

    /** Sends the provider's request for at most {@code maxResults} results. */
    abstract Response request(String query, int maxResults);

    /** Maps failure statuses and reads the results from the provider's answer. */
    abstract List<SearchResult> answer(Response response, int maxResults);

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final List<SearchResult> search(String query, int maxResults) {
        WebSearch.checkRequest(query, maxResults);
        try (Response response = http.send(() -> request(query, maxResults))) {
            return answer(response, maxResults);
        }
    }
}
