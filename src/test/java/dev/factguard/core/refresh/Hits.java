package dev.factguard.core.refresh;

import dev.factguard.core.search.SearchResult;
import dev.factguard.core.search.WebSearch;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** In-test search fakes: fixed results, and a record of the queries asked. */
final class Hits {

    private Hits() {}

    static SearchResult hit(String title, String snippet) {
        return new SearchResult(title, snippet, "https://news.example.com/" + Math.abs((title + snippet).hashCode()));
    }

    static SearchResult dated(String title, String snippet, LocalDate published) {
        SearchResult undated = hit(title, snippet);
        return new SearchResult(title, snippet, undated.url(), published);
    }

    /** A provider named {@code fake} that answers every query with {@code results} and remembers the queries. */
    static final class Fixed implements WebSearch {
        /** Every query asked; claims are searched concurrently, so in no particular order. */
        final List<String> queries = Collections.synchronizedList(new ArrayList<>());

        private final List<SearchResult> results;

        Fixed(SearchResult... results) {
            this.results = List.of(results);
        }

        @Override
        public String name() {
            return "fake";
        }

        @Override
        public List<SearchResult> search(String query, int maxResults) {
            queries.add(query);
            return results.subList(0, Math.min(maxResults, results.size()));
        }
    }
}
