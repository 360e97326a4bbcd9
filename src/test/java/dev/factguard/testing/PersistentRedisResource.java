package dev.factguard.testing;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.Map;

/**
 * {@link RedisResource} with an append-only file: a test that stops and restarts the server finds its data again,
 * as an outage of a persistent Redis leaves it.
 */
public class PersistentRedisResource implements QuarkusTestResourceLifecycleManager {

    private static volatile EmbeddedRedis redis;

    /** The running server, for tests that stop and restart it. */
    public static EmbeddedRedis redis() {
        return redis;
    }

    @Override
    public Map<String, String> start() {
        try {
            redis = new EmbeddedRedis(Files.createTempDirectory("factguard-redis")).start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.of("quarkus.redis.hosts", redis.url(), "factguard.redis.fail-fast-window", "200ms");
    }

    @Override
    public void stop() {
        if (redis != null) {
            redis.stop();
        }
    }
}
