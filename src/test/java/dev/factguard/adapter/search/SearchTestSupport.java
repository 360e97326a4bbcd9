package dev.factguard.adapter.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.core.search.SearchFailure;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;

/** Shared by the JSON search adapter tests. */
final class SearchTestSupport {

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
