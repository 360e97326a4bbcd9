package dev.factguard.testing;

import java.util.HashMap;
import java.util.Map;

/**
 * {@link WireMockUpstreamResource} without the chat model as NLI judge: verdicts on the gateway's answers are
 * lexical, so a test decides them with the tenant's facts alone. Stub and verify through
 * {@link WireMockUpstreamResource#server()}.
 */
public class WireMockLexicalUpstreamResource extends WireMockUpstreamResource {

    @Override
    public Map<String, String> start() {
        Map<String, String> config = new HashMap<>(super.start());
        config.keySet().removeIf(key -> key.startsWith("factguard.nli."));
        return config;
    }
}
