package dev.factguard.core.search;

import java.util.List;

/**
 * A web search provider. Implementations are thread-safe.
 */
public interface WebSearch {

    /** Short provider name reported with each refresh, e.g. {@code duckduckgo}. */
    String name();

    /**
     * Up to {@code maxResults} organic results for {@code query}, best first; an empty list when the
     * provider found nothing.
     *
     * @throws SearchFailure when the provider failed (rate limit, timeout, 5xx, bad credentials, unreadable)
     */
    List<SearchResult> search(String query, int maxResults);

    /**
     * The results of {@link #search} together with the provider that gave them. A single provider answers as
     * itself; a {@link ProviderChain} names the member that answered.
     *
     * @throws SearchFailure as {@link #search}
     */
    default SearchAnswer answer(String query, int maxResults) {
        return new SearchAnswer(name(), search(query, maxResults));
    }

    /** The request checks every provider applies before sending anything: one place, one wording. */
    static void checkRequest(String query, int maxResults) {
        if (query == null || query.isBlank()) {
            throw new IllegalArgumentException("query must not be blank");
        }
        if (maxResults < 1) {
            throw new IllegalArgumentException("maxResults must be at least 1, was " + maxResults);
        }
    }
}
