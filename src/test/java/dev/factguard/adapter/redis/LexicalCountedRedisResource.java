package dev.factguard.adapter.redis;

import java.util.HashMap;
import java.util.Map;

/**
 * {@link CountedRedisResource} for a lexical service (no embedding model), whose forecasts take the asynchronous
 * path: a short fail-fast window keeps the fault tests quick, and a client timeout of 2 s (1 s in production) leaves
 * a burst held by a pause time to be answered on a machine busy with other builds.
 */
public class LexicalCountedRedisResource extends CountedRedisResource {

    @Override
    public Map<String, String> start() {
        Map<String, String> config = new HashMap<>(super.start());
        config.put("factguard.embedding.model", "none");
        config.put("quarkus.redis.timeout", "2s");
        config.put("factguard.redis.fail-fast-window", "200ms");
        return config;
    }
}
