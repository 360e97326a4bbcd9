package dev.factguard.testing;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * A WireMock server on a random port standing in for an OpenAI-compatible model server ({@code /v1/…}) and for
 * DuckDuckGo ({@code /html/}), so the gateway runs end to end: forecast, upstream call, refresh with a chat model
 * as NLI judge (requests for {@link #JUDGE_MODEL}). The upstream key is
 * {@link #UPSTREAM_KEY}; its timeout is short so the timeout case stays quick. Coverage is lexical, so forecasts do
 * not depend on the embedding model.
 */
public class WireMockUpstreamResource implements QuarkusTestResourceLifecycleManager {

    public static final String UPSTREAM_KEY = "sk-upstream-test-key";

    /** Refresh verdicts come from a chat model on the same server ({@code factguard.nli.protocol=openai}). */
    public static final String JUDGE_MODEL = "judge-model";

    private static volatile WireMockServer server;

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(wireMockConfig().dynamicPort());
        server.start();
        String base = "http://localhost:" + server.port();
        return Map.ofEntries(
                Map.entry("factguard.gateway.upstream.url", base + "/v1"),
                Map.entry("factguard.nli.url", base + "/v1"),
                Map.entry("factguard.nli.protocol", "openai"),
                Map.entry("factguard.nli.model", JUDGE_MODEL),
                Map.entry("factguard.gateway.upstream.api-key", UPSTREAM_KEY),
                Map.entry("factguard.gateway.upstream.timeout", "4s"),
                Map.entry("factguard.embedding.model", "none"),
                Map.entry("factguard.search.duckduckgo.url", base + WireMockSearchResource.PATH),
                Map.entry("factguard.search.duckduckgo.requests-per-second", "0"),
                Map.entry("factguard.search.backoff", "0s"),
                Map.entry("factguard.search.cache-ttl", "0s"));
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
            throw new IllegalStateException("WireMockUpstreamResource is not started");
        }
        return server;
    }

    /** The upstream's base URL, ending in {@code /v1}. */
    public static String baseUrl() {
        return "http://localhost:" + server().port() + "/v1";
    }
}
