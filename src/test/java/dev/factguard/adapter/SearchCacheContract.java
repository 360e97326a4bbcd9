package dev.factguard.adapter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.search.SearchCache;
import dev.factguard.core.search.SearchResult;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What every {@link SearchCache} must do; extended once per adapter. */
public abstract class SearchCacheContract {

    /** A cache whose entries live for {@link #ttlMillis()}. */
    protected abstract SearchCache cache();

    protected abstract long ttlMillis();

    /** Lets time pass past the TTL (a clock for in-memory; a real wait for Redis). */
    protected abstract void expire() throws Exception;

    private static String query(String name) {
        return name + "-" + System.nanoTime();
    }

    @Test
    void a_miss_is_empty_and_a_put_is_read_back_whole() {
        String q = query("CEO of Twitter");
        assertThat(cache().get("duckduckgo", q)).isEmpty();
        List<SearchResult> results = List.of(
                new SearchResult(
                        "Linda Yaccarino", "CEO of X since 2023.", "https://example.com/a", LocalDate.of(2023, 6, 5)),
                new SearchResult("Twitter", "", "https://example.com/b"));
        cache().put("duckduckgo", q, results);
        assertThat(cache().get("duckduckgo", q)).contains(results);
    }

    @Test
    void an_empty_answer_is_cached_too() {
        String q = query("nothing");
        cache().put("duckduckgo", q, List.of());
        assertThat(cache().get("duckduckgo", q)).contains(List.of());
    }

    @Test
    void providers_do_not_share_entries() {
        String q = query("population of India");
        cache().put("brave", q, List.of(new SearchResult("t", "s", "https://example.com")));
        assertThat(cache().get("duckduckgo", q)).isEmpty();
    }

    @Test
    void entries_expire_after_the_ttl() throws Exception {
        String q = query("expiring");
        cache().put("duckduckgo", q, List.of(new SearchResult("t", "s", "https://example.com")));
        expire();
        assertThat(cache().get("duckduckgo", q)).isEmpty();
    }
}
