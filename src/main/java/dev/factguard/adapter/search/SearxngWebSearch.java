package dev.factguard.adapter.search;

import dev.factguard.core.search.SearchFailure.Kind;
import dev.factguard.core.search.SearchResult;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A self-hosted SearXNG instance ({@code GET <url>/search?q=…&format=json}). SearXNG answers 403 when its JSON
 * output is off — the default — and the failure says how to turn it on. No results while some of its engines
 * failed is reported as UNAVAILABLE rather than "nothing found": the upstream engines (often throttling the
 * instance) did not answer. SearXNG takes no result count; the first {@code maxResults} are kept. Thread-safe.
 */
public final class SearxngWebSearch extends JsonWebSearch<SearxngApi> {

    static final String NAME = "searxng";
    private static final String UNAUTHENTICATED =
            "SearXNG requires authentication, which FactGuard does not send:" + " check factguard.search.searxng.url";
    private static final String FORBIDDEN = "SearXNG refused format=json: JSON output is disabled on the instance at"
            + " factguard.search.searxng.url; enable `formats: [html, json]` under `search:` in SearXNG's settings.yml";

    private SearxngWebSearch(URI base, Duration timeout) {
        super(NAME, SearxngApi.class, base, timeout);
    }

    /**
     * Builds the REST client; only inside a running Quarkus application.
     *
     * @param url     the instance's base URL, e.g. {@code http://localhost:8888}
     * @param timeout connect timeout, and the limit for the answer to arrive
     */
    public static SearxngWebSearch connect(String url, Duration timeout) {
        return new SearxngWebSearch(JsonSearchHttp.baseUri(url, "factguard.search.searxng.url"), timeout);
    }

    @Override
    Response request(String query, int maxResults) {
        return api.search(query, "json");
    }

    @Override
    List<SearchResult> answer(Response response, int maxResults) {
        http.failOnStatus(response, response.getStatus() == 403 ? FORBIDDEN : UNAUTHENTICATED);
        SearxngApi.Answer answer = http.read(response, SearxngApi.Answer.class);
        List<SearchResult> results = JsonSearchHttp.results(
                answer.results(),
                maxResults,
                SearxngApi.Result::url,
                SearxngApi.Result::title,
                SearxngApi.Result::content,
                r -> PublishedDates.parse(clock, r.publishedDate()));
        if (results.isEmpty()
                && answer.unresponsiveEngines() != null
                && !answer.unresponsiveEngines().isEmpty()) {
            throw http.failure(
                    Kind.UNAVAILABLE,
                    "no results, and its engines failed: " + describe(answer.unresponsiveEngines()),
                    null);
        }
        return results;
    }

    /** {@code google (too many requests), bing (timeout)}. */
    private static String describe(List<List<String>> engines) {
        return engines.stream()
                .filter(e -> e != null && !e.isEmpty())
                .map(e -> e.get(0) + (e.size() > 1 ? " (" + e.get(1) + ")" : ""))
                .collect(Collectors.joining(", "));
    }
}
