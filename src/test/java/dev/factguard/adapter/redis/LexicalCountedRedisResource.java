package dev.factguard.adapter.redis;

import java.util.HashMap;
import java.util.Map;

/**
 * {@link CountedRedisResource} for a lexical service (no embedding model), whose forecasts take the asynchronous
 * path: a short client timeout and fail-fast window keep the fault tests quick.
 */
public class LexicalCountedRedisResource extends CountedRedisResource {

    @Override
    public Map<String, String> start() {
        Map<String, String> config = new HashMap<>(super.start());
        config.put("factguard.embedding.model", "none");
        config.put("quarkus.redis.timeout", "1s");
        config.put("factguard.redis.fail-fast-window", "200ms");
        return config;
    }
}
