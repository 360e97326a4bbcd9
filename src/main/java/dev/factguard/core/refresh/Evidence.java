package dev.factguard.core.refresh;

import dev.factguard.core.search.SearchResult;

/**
 * One search hit kept as evidence.
 *
 * @param title   result title (not null)
 * @param snippet result snippet (not null)
 * @param url     the target URL, unwrapped from any redirect by the search adapter (not blank)
 */
public record Evidence(String title, String snippet, String url) {
    public Evidence {
        title = title == null ? "" : title;
        snippet = snippet == null ? "" : snippet;
        if (url == null || url.isBlank()) {
            throw new IllegalArgumentException("url must not be blank");
        }
    }

    static Evidence of(SearchResult result) {
        return new Evidence(result.title(), result.snippet(), result.url());
    }
}
