package dev.factguard.config;

import java.util.Locale;

/** A member of {@code factguard.search.providers}; configured in lower case ({@code brave,duckduckgo}). */
public enum SearchProvider {
    DUCKDUCKGO,
    BRAVE,
    SEARXNG,
    TAVILY;

    /** The name as configured, in keys such as {@code factguard.search.<name>.requests-per-second}. */
    public String configName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
