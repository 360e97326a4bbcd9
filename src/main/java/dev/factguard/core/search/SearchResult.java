package dev.factguard.core.search;

import java.time.LocalDate;

/**
 * One web search hit, as evidence.
 *
 * @param title         result title (not null, may be empty)
 * @param snippet       result snippet (not null, may be empty when the provider gave none)
 * @param url           the target URL, unwrapped from any redirect (not blank)
 * @param publishedDate when the page was published, if the provider says; null otherwise
 */
public record SearchResult(String title, String snippet, String url, LocalDate publishedDate) {
    public SearchResult {
        title = title == null ? "" : title;
        snippet = snippet == null ? "" : snippet;
        if (url == null || url.isBlank()) {
            throw new IllegalArgumentException("url must not be blank");
        }
    }

    public SearchResult(String title, String snippet, String url) {
        this(title, snippet, url, null);
    }

    /** The NLI premise / lexical evidence text: {@code "title. snippet"}. */
    public String evidenceText() {
        if (snippet.isEmpty()) {
            return title;
        }
        return title.isEmpty() ? snippet : title + ". " + snippet;
    }
}
