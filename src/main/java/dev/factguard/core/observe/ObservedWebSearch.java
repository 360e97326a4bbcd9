package dev.factguard.core.observe;

import dev.factguard.core.search.SearchFailure;
import dev.factguard.core.search.SearchResult;
import dev.factguard.core.search.WebSearch;
import java.util.List;

/**
 * A provider whose searches and failures are reported to an {@link Observer}, by the provider's name. Placed under
 * the cache and over the rate limit, it sees every search the cache did not answer, including those the provider's
 * own rate limit or back-off refused without a request: both leave the claim without that provider's evidence.
 * Thread-safe if the delegate and the observer are.
 */
public final class ObservedWebSearch implements WebSearch {

    private final WebSearch delegate;
    private final Observer observer;

    public ObservedWebSearch(WebSearch delegate, Observer observer) {
        if (delegate == null || observer == null) {
            throw new IllegalArgumentException("delegate and observer must not be null");
        }
        this.delegate = delegate;
        this.observer = observer;
    }

    @Override
    public String name() {
        return delegate.name();
    }

    @Override
    public List<SearchResult> search(String query, int maxResults) {
        observer.searched(name());
        try {
            return delegate.search(query, maxResults);
        } catch (SearchFailure e) {
            observer.searchFailed(name(), e.kind(), e.detail());
            throw e;
        } catch (IllegalArgumentException e) {
            throw e; // a bad request is the caller's error, not the provider's failure
        } catch (RuntimeException e) {
            // The chain reads an unmapped exception as the provider being unavailable; so does the record.
            observer.searchFailed(name(), SearchFailure.Kind.UNAVAILABLE, "unexpected error: " + e);
            throw e;
        }
    }
}
