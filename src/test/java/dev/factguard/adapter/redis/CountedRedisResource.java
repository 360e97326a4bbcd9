package dev.factguard.adapter.redis;

import dev.factguard.testing.EmbeddedRedis;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.util.Map;

/** A real Redis behind a {@link CountingRedisProxy}, the service pointed at the proxy. */
public class CountedRedisResource implements QuarkusTestResourceLifecycleManager {

    private static volatile EmbeddedRedis redis;
    private static volatile CountingRedisProxy proxy;

    static CountingRedisProxy proxy() {
        return proxy;
    }

    /** The server behind the proxy, for tests that stop and restart it. */
    static EmbeddedRedis redis() {
        return redis;
    }

    @Override
    public Map<String, String> start() {
        redis = new EmbeddedRedis().start();
        proxy = new CountingRedisProxy(redis.port());
        // The commands counted are a request's: the check of tenants' own thresholds, which runs on its own clock
        // (every thresholds-refresh), stays out of the window a test counts.
        return Map.of(
                "quarkus.redis.hosts",
                "redis://127.0.0.1:" + proxy.port(),
                "factguard.forecast.thresholds-refresh",
                "1h");
    }

    @Override
    public void stop() {
        try {
            proxy.close();
        } catch (IOException e) {
            // the test is over; the port is freed when the JVM exits anyway
        }
        redis.stop();
    }
}
