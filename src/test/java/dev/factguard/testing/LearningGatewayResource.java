package dev.factguard.testing;

import java.util.HashMap;
import java.util.Map;

/**
 * The gateway in front of {@link WireMockLexicalUpstreamResource}'s model server, with its state in a real Redis
 * ({@link RedisResource}) and automatic outcomes on ({@code factguard.gateway.learn=verified}): what its checks of
 * an answer tell is learned, and a second store over the same Redis sees it as another instance would.
 */
public class LearningGatewayResource extends WireMockLexicalUpstreamResource {

    private final RedisResource redis = new RedisResource();

    @Override
    public Map<String, String> start() {
        Map<String, String> config = new HashMap<>(super.start());
        config.putAll(redis.start());
        config.put("factguard.gateway.learn", "verified");
        return config;
    }

    @Override
    public void stop() {
        try {
            super.stop();
        } finally {
            redis.stop();
        }
    }
}
