package dev.factguard.testing;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * One WireMock server standing in for Brave ({@code GET /res/v1/web/search}), DuckDuckGo ({@code POST /html/}) and a
 * TEI NLI server ({@code POST /predict}), with the chain {@code brave,duckduckgo}. No cache, no rate limits, no
 * back-off: every refresh reaches the providers, so each test sees its own searches.
 */
public class WireMockObservedResource implements QuarkusTestResourceLifecycleManager {

    public static final String BRAVE = "/res/v1/web/search";

    private static volatile WireMockServer server;

    public static WireMockServer server() {
        if (server == null) {
            throw new IllegalStateException("WireMockObservedResource is not started: add @QuarkusTestResource");
        }
        return server;
    }

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(wireMockConfig().dynamicPort());
        server.start();
        String base = "http://localhost:" + server.port();
        return Map.ofEntries(
                Map.entry("factguard.search.providers", "brave,duckduckgo"),
                Map.entry("factguard.search.brave.url", base),
                Map.entry("factguard.search.brave.api-key", "brv-observed-key"),
                Map.entry("factguard.search.duckduckgo.url", base + WireMockSearchResource.PATH),
                Map.entry("factguard.search.brave.requests-per-second", "0"),
                Map.entry("factguard.search.duckduckgo.requests-per-second", "0"),
                Map.entry("factguard.search.backoff", "0s"),
                Map.entry("factguard.search.cache-ttl", "0s"),
                Map.entry("factguard.nli.url", base),
                Map.entry("factguard.nli.protocol", "tei"),
                Map.entry("factguard.nli.labels.contradiction", "CONTRADICTION"),
                Map.entry("factguard.nli.labels.entailment", "ENTAILMENT"),
                Map.entry("factguard.nli.labels.neutral", "NEUTRAL"));
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
            server = null;
        }
    }
}
