package dev.factguard.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import redis.embedded.RedisServer;

/**
 * A real redis-server process (shipped inside the embedded-redis jar) on a free loopback port, without
 * persistence. Tests can stop and restart it on the same port to simulate an outage.
 */
public final class EmbeddedRedis {

    private final int port;
    private RedisServer server;

    public EmbeddedRedis() {
        this.port = freePort();
    }

    public int port() {
        return port;
    }

    public String url() {
        return "redis://127.0.0.1:" + port;
    }

    public synchronized EmbeddedRedis start() {
        try {
            server = RedisServer.newRedisServer()
                    .bind("127.0.0.1")
                    .port(port)
                    .setting("save \"\"")
                    .setting("appendonly no")
                    .build();
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
