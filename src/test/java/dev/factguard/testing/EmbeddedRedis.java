package dev.factguard.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import redis.embedded.RedisServer;

/**
 * A real redis-server process (shipped inside the embedded-redis jar) on a free loopback port, without
 * persistence unless given a directory. Tests can stop and restart it on the same port to simulate an outage;
 * with a directory, every write is in its append-only file before it is answered, so a restart keeps the data.
 */
public final class EmbeddedRedis {

    private final int port;
    private final Path dataDir;
    private final Path clusterDir;
    private RedisServer server;

    public EmbeddedRedis() {
        this(null);
    }

    /** @param dataDir where the append-only file is kept, or null for no persistence */
    public EmbeddedRedis(Path dataDir) {
        this(dataDir, null);
    }

    private EmbeddedRedis(Path dataDir, Path clusterDir) {
        this.port = freePort();
        this.dataDir = dataDir;
        this.clusterDir = clusterDir;
    }

    /** A node with cluster mode on, its node file in {@code dir}; {@link RedisCluster} gives it slots. */
    static EmbeddedRedis clusterNode(Path dir) {
        return new EmbeddedRedis(null, dir);
    }

    public int port() {
        return port;
    }

    public String url() {
        return "redis://127.0.0.1:" + port;
    }

    public synchronized EmbeddedRedis start() {
        try {
            var builder =
                    RedisServer.newRedisServer().bind("127.0.0.1").port(port).setting("save \"\"");
            if (clusterDir != null) {
                builder.setting("cluster-enabled yes")
                        .setting("cluster-config-file " + clusterDir.resolve("nodes-" + port + ".conf"));
            }
            if (dataDir == null) {
                builder.setting("appendonly no");
            } else {
                builder.setting("dir " + dataDir.toAbsolutePath())
                        .setting("appendonly yes")
                        .setting("appendfsync always");
            }
            server = builder.build();
            server.start();
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public synchronized void stop() {
        if (server != null) {
            try {
                server.stop();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            server = null;
        }
    }

    static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
