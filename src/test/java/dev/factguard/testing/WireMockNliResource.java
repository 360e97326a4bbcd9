package dev.factguard.testing;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * One WireMock server speaking both DuckDuckGo's HTML endpoint ({@code /html/}) and a Text Embeddings
 * Inference NLI server ({@code /predict}), so a {@code @QuarkusTest} can run refresh with NLI verdicts
 * end to end. The NLI timeout is short so the timeout case stays quick.
 */
public class WireMockNliResource implements QuarkusTestResourceLifecycleManager {

    private static volatile WireMockServer server;

    public static WireMockServer server() {
        return server;
    }

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(wireMockConfig().dynamicPort());
        server.start();
        String base = "http://localhost:" + server.port();
        return Map.of(
                "factguard.search.duckduckgo.url", base + WireMockSearchResource.PATH,
                "factguard.nli.url", base,
                "factguard.nli.protocol", "tei",
                "factguard.nli.labels.contradiction", "CONTRADICTION",
                "factguard.nli.labels.entailment", "ENTAILMENT",
                "factguard.nli.labels.neutral", "NEUTRAL",
                "factguard.nli.timeout", "500ms",
                "factguard.search.cache-ttl", "0s",
                "factguard.search.duckduckgo.requests-per-second", "0");
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
            server = null;
        }
    }
}
