package dev.factguard.testing;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * A WireMock server standing in for a Hugging Face text-classification NLI endpoint ({@code factguard.nli.protocol
 * =hf}, posted to at {@link #PATH}), so {@code verify} runs its NLI verdicts end to end. The timeout is short so a
 * slow-server case stays quick, and long enough for the client's first call on a busy machine.
 */
public class WireMockHfNliResource implements QuarkusTestResourceLifecycleManager {

    public static final String PATH = "/models/nli-deberta";

    private static volatile WireMockServer server;

    public static WireMockServer server() {
        if (server == null) {
            throw new IllegalStateException("WireMockHfNliResource is not started");
        }
        return server;
    }

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(wireMockConfig().dynamicPort());
        server.start();
        return Map.of(
                "factguard.nli.url", "http://localhost:" + server.port() + PATH,
                "factguard.nli.protocol", "hf",
                "factguard.nli.labels.contradiction", "CONTRADICTION",
                "factguard.nli.labels.entailment", "ENTAILMENT",
                "factguard.nli.labels.neutral", "NEUTRAL",
                "factguard.nli.timeout", "2s");
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
            server = null;
        }
    }
}
