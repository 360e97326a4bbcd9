package dev.factguard.testing;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * One WireMock server standing in for Brave ({@code GET /res/v1/web/search}), SearXNG ({@code GET /search}) and
 * DuckDuckGo ({@code POST /html/}), with the chain {@code brave,searxng,duckduckgo} pointed at it. No rate limits
 * and no back-off, so the tests of a class stay independent; the results cache is on (one hour).
 */
public class WireMockProvidersResource implements QuarkusTestResourceLifecycleManager {

    public static final String BRAVE_KEY = "brv-test-key-4711";

    private static volatile WireMockServer server;

    public static WireMockServer server() {
        if (server == null) {
            throw new IllegalStateException("WireMockProvidersResource is not started: add @QuarkusTestResource");
        }
        return server;
    }

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(wireMockConfig().dynamicPort());
        server.start();
        String base = "http://localhost:" + server.port();
        return Map.of(
                "factguard.search.providers", "brave,searxng,duckduckgo",
                "factguard.search.brave.url", base,
                "factguard.search.brave.api-key", BRAVE_KEY,
                "factguard.search.searxng.url", base,
                "factguard.search.duckduckgo.url", base + WireMockSearchResource.PATH,
                "factguard.search.brave.requests-per-second", "0",
                "factguard.search.searxng.requests-per-second", "0",
                "factguard.search.duckduckgo.requests-per-second", "0",
                "factguard.search.backoff", "0s");
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
            server = null;
        }
    }
}
