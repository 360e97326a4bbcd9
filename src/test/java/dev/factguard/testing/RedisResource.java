package dev.factguard.testing;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/** Starts a real Redis for a {@code @QuarkusTest} and points {@code quarkus.redis.hosts} at it. */
public class RedisResource implements QuarkusTestResourceLifecycleManager {

    private static volatile EmbeddedRedis redis;

    /** The running server, for tests that stop and restart it. */
    public static EmbeddedRedis redis() {
        return redis;
    }

    @Override
    public Map<String, String> start() {
        redis = new EmbeddedRedis().start();
        // A short fail-fast window keeps the outage test quick; production keeps the 1 s default.
        return Map.of("quarkus.redis.hosts", redis.url(), "factguard.redis.fail-fast-window", "200ms");
    }

    @Override
    public void stop() {
        if (redis != null) {
            redis.stop();
        }
    }
}
