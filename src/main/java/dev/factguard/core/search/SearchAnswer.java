package dev.factguard.core.search;

import java.util.List;

/**
 * What a search returned and which provider returned it: behind a {@link ProviderChain} the provider that
 * answered is not known in advance, and every refresh reports it.
 *
 * @param provider the provider that answered (not blank)
 * @param results  its results, best first; empty when it found nothing (null is read as empty)
 */
public record SearchAnswer(String provider, List<SearchResult> results) {
    public SearchAnswer {
        if (provider == null || provider.isBlank()) {
            throw new IllegalArgumentException("provider must not be blank");
        }
        results = results == null ? List.of() : List.copyOf(results);
    }
}
