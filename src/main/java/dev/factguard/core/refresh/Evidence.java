package dev.factguard.core.refresh;

import dev.factguard.core.search.SearchResult;
import java.time.LocalDate;

/**
 * One search hit kept as evidence.
 *
 * @param title         result title (not null)
 * @param snippet       result snippet (not null)
 * @param url           the target URL, unwrapped from any redirect by the search adapter (not blank)
 * @param publishedDate when the page was published, if the provider said; null otherwise
 */
public record Evidence(String title, String snippet, String url, LocalDate publishedDate) {
    public Evidence {
        title = title == null ? "" : title;
        snippet = snippet == null ? "" : snippet;
        if (url == null || url.isBlank()) {
            throw new IllegalArgumentException("url must not be blank");
        }
    }

    public Evidence(String title, String snippet, String url) {
        this(title, snippet, url, null);
    }

    static Evidence of(SearchResult result) {
        return new Evidence(result.title(), result.snippet(), result.url(), result.publishedDate());
    }
}
