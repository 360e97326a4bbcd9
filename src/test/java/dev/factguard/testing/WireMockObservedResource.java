package dev.factguard.testing;

import java.util.HashMap;
import java.util.Map;

/**
 * {@link WireMockProvidersResource}'s server, also standing in for a TEI NLI server ({@code POST /predict}), with the
 * chain {@code brave,duckduckgo} and no cache: every refresh reaches the providers, so each test sees its own searches.
 */
public class WireMockObservedResource extends WireMockProvidersResource {

    public static final String BRAVE = "/res/v1/web/search";

    @Override
    public Map<String, String> start() {
        Map<String, String> config = new HashMap<>(super.start());
        config.put("factguard.search.providers", "brave,duckduckgo");
        config.put("factguard.search.cache-ttl", "0s");
        config.put("factguard.nli.url", "http://localhost:" + server().port());
        config.put("factguard.nli.protocol", "tei");
        config.put("factguard.nli.labels.contradiction", "CONTRADICTION");
        config.put("factguard.nli.labels.entailment", "ENTAILMENT");
        config.put("factguard.nli.labels.neutral", "NEUTRAL");
        return config;
    }
}
