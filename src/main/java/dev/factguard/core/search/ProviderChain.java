package dev.factguard.core.search;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Providers in order of preference: the first that answers wins, and {@link #answer} says which one it was.
 *
 * <p>Any failure moves on to the next provider — a rate limit, a timeout or a 5xx, and also bad credentials or
 * an unreadable answer: one broken provider must not block the ones behind it. An empty result list is an answer
 * ("nothing found"), not a failure, and stops the chain. When every provider fails, the failure names each
 * provider's reason ({@link AllProvidersFailed}); a chain of one rethrows that provider's failure unchanged.
 * Members are typically cached and throttled ({@link CachingWebSearch} over {@link ThrottledWebSearch}), so a
 * cache hit or a backed-off provider costs no request. Thread-safe if the members are.
 */
public final class ProviderChain implements WebSearch {

    private final List<WebSearch> providers;
    private final String name;

    /** @param providers at least one, in order of preference */
    public ProviderChain(List<WebSearch> providers) {
        if (providers == null || providers.isEmpty()) {
            throw new IllegalArgumentException("providers must hold at least one provider");
        }
        this.providers = List.copyOf(providers);
        this.name = this.providers.stream().map(WebSearch::name).collect(Collectors.joining(","));
    }

    /** The member names joined by commas, e.g. {@code brave,duckduckgo}. */
    @Override
    public String name() {
        return name;
    }

    @Override
    public List<SearchResult> search(String query, int maxResults) {
        return answer(query, maxResults).results();
    }

    @Override
    public SearchAnswer answer(String query, int maxResults) {
        List<SearchFailure> failures = new ArrayList<>(providers.size());
        for (WebSearch provider : providers) {
            try {
                return new SearchAnswer(provider.name(), provider.search(query, maxResults));
            } catch (SearchFailure e) {
                failures.add(e);
            } catch (RuntimeException e) {
                // An unmapped failure (a bug in one adapter) is that provider's problem, not the chain's.
                failures.add(new SearchFailure(
                        provider.name(), SearchFailure.Kind.UNAVAILABLE, "unexpected error: " + e, e));
            }
        }
        throw failures.size() == 1 ? failures.get(0) : new AllProvidersFailed(failures);
    }
}
