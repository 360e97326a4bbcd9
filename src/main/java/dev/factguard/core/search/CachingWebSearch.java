package dev.factguard.core.search;

import dev.factguard.core.StoreUnavailableException;
import java.util.List;
import java.util.Optional;

/**
 * A {@link WebSearch} that asks its cache first. A hit never touches the provider (nor its rate limit);
 * failures are never cached, so a provider that recovers is asked again at once. A cache that is down is
 * skipped: searching without a cache beats failing the refresh.
 */
public final class CachingWebSearch implements WebSearch {

    private final WebSearch delegate;
    private final SearchCache cache;

    public CachingWebSearch(WebSearch delegate, SearchCache cache) {
        this.delegate = delegate;
        this.cache = cache;
    }

    @Override
    public String name() {
        return delegate.name();
    }

    @Override
    public List<SearchResult> search(String query, int maxResults) {
        String key = query + "\u0000" + maxResults;
        Optional<List<SearchResult>> hit = Optional.empty();
        try {
            hit = cache.get(delegate.name(), key);
        } catch (StoreUnavailableException e) {
            // fall through to the provider
        }
        if (hit.isPresent()) {
            return hit.get();
        }
        List<SearchResult> results = delegate.search(query, maxResults);
        try {
            cache.put(delegate.name(), key, results);
        } catch (StoreUnavailableException e) {
            // the answer is still good; it just is not cached
        }
        return results;
    }
}
