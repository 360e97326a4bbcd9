package dev.factguard.testing;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/** Starts a real two-node {@link RedisCluster} and points the service at it with the cluster client. */
public class RedisClusterResource implements QuarkusTestResourceLifecycleManager {

    private static volatile RedisCluster cluster;

    public static RedisCluster cluster() {
        return cluster;
    }

    @Override
    public Map<String, String> start() {
        cluster = new RedisCluster().start();
        return Map.of("quarkus.redis.hosts", cluster.hosts(), "quarkus.redis.client-type", "cluster");
    }

    @Override
    public void stop() {
        if (cluster != null) {
            cluster.stop();
        }
    }
}
