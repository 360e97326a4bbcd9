package dev.factguard.adapter.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.core.search.SearchFailure;
import dev.factguard.core.search.SearchResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.time.LocalDate;
import java.util.List;

/** Shared by the JSON search adapter tests. */
final class SearchTestSupport {

    /** What the SearXNG and Tavily fixtures (the same two hits, each in its provider's JSON) must read as. */
    static final List<SearchResult> TWO_CEO_RESULTS = List.of(
            new SearchResult(
                    "Linda Yaccarino named CEO of X",
                    "Linda Yaccarino is the CEO of X, formerly Twitter.",
                    "https://news.example.com/x-ceo",
                    LocalDate.of(2023, 6, 5)),
            new SearchResult(
                    "Jack Dorsey",
                    "Jack Dorsey co-founded Twitter.",
                    "https://en.wikipedia.org/wiki/Jack_Dorsey",
                    null));

    private SearchTestSupport() {}

    /** A local port nothing listens on. */
    static int closedPort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void assertFailure(Runnable call, String provider, SearchFailure.Kind kind) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(SearchFailure.class, f -> {
            assertThat(f.kind()).as(f.getMessage()).isEqualTo(kind);
            assertThat(f.provider()).isEqualTo(provider);
        });
    }
}
