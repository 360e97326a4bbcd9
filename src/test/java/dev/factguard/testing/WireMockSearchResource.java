package dev.factguard.testing;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * A WireMock server on a random port standing in for DuckDuckGo's HTML endpoint, for {@code @QuarkusTest}s:
 * {@code @WithTestResource(WireMockSearchResource.class)} points {@code factguard.search.duckduckgo.url} at it, and
 * tests stub it through {@link #server()} or {@link #stubPage(String)} (reset stubs between tests with
 * {@code server().resetAll()}). Saved pages live in {@code src/test/resources/duckduckgo/}.
 */
public class WireMockSearchResource implements QuarkusTestResourceLifecycleManager {

    /** The path the adapter posts to, as on the real endpoint. */
    public static final String PATH = "/html/";

    /** Init arg: DuckDuckGo's requests per second (default 0, no limit), for a test of the rate limit itself. */
    public static final String REQUESTS_PER_SECOND = "requests-per-second";

    private static volatile WireMockServer server;

    private String requestsPerSecond = "0";

    @Override
    public void init(Map<String, String> initArgs) {
        requestsPerSecond = initArgs.getOrDefault(REQUESTS_PER_SECOND, "0");
    }

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(wireMockConfig().dynamicPort());
        server.start();
        // No rate limit and no back-off: one test's 429 must not make DuckDuckGo skipped in the next test.
        return Map.of(
                "factguard.search.duckduckgo.url",
                "http://localhost:" + server.port() + PATH,
                "factguard.search.duckduckgo.requests-per-second",
                requestsPerSecond,
                "factguard.search.backoff",
                "0s");
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
            server = null;
        }
    }

    /** The running server, to stub and verify; only valid while the Quarkus test application runs. */
    public static WireMockServer server() {
        if (server == null) {
            throw new IllegalStateException("WireMockSearchResource is not started: add @WithTestResource for it");
        }
        return server;
    }

    /** Answers every search with the saved page {@code duckduckgo/<name>} (e.g. {@code normal.html}), HTTP 200. */
    public static void stubPage(String name) {
        server().stubFor(post(urlPathEqualTo(PATH))
                .willReturn(aResponse()
                        .withStatus(200)
                        .withHeader("Content-Type", "text/html; charset=UTF-8")
                        .withBody(page(name))));
    }

    /** The saved DuckDuckGo page {@code src/test/resources/duckduckgo/<name>}. */
    public static String page(String name) {
        try (InputStream in = WireMockSearchResource.class.getResourceAsStream("/duckduckgo/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture duckduckgo/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
