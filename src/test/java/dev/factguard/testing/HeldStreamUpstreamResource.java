package dev.factguard.testing;

import com.sun.net.httpserver.HttpServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An OpenAI-compatible upstream that streams its first chunk, then holds the stream open until the test
 * {@link #release releases} it (at most 30 s), then sends the second chunk and {@code [DONE]}. A gateway that
 * buffered the stream would hand the caller nothing before the release; {@link #releasedInTime} tells the two
 * apart without timing anything. The JDK's own HTTP server: WireMock answers a body only whole.
 */
public class HeldStreamUpstreamResource implements QuarkusTestResourceLifecycleManager {

    public static final String FIRST = chunk("{\"role\":\"assistant\",\"content\":\"The CEO of Twitter \"}");
    public static final String SECOND = chunk("{\"content\":\"is Jack Dorsey.\"}");

    private static volatile CountDownLatch release = new CountDownLatch(1);
    private static volatile boolean releasedInTime;
    private static final AtomicInteger arrived = new AtomicInteger();
    private HttpServer server;

    private static String chunk(String delta) {
        return "{\"id\":\"chatcmpl-held\",\"object\":\"chat.completion.chunk\",\"created\":1700000002,"
                + "\"model\":\"stub-model\",\"choices\":[{\"index\":0,\"delta\":" + delta
                + ",\"finish_reason\":null}]}";
    }

    @Override
    public Map<String, String> start() {
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        server.createContext("/v1/chat/completions", exchange -> {
            exchange.getRequestBody().readAllBytes();
            arrived.incrementAndGet();
            exchange.getResponseHeaders().add("Content-Type", "text/event-stream");
            exchange.sendResponseHeaders(200, 0);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(("data: " + FIRST + "\n\n").getBytes(StandardCharsets.UTF_8));
                out.flush();
                try {
                    releasedInTime = release.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                out.write(("data: " + SECOND + "\n\ndata: [DONE]\n\n").getBytes(StandardCharsets.UTF_8));
            }
        });
        server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
        server.start();
        return Map.of(
                "factguard.gateway.upstream.url",
                "http://127.0.0.1:" + server.getAddress().getPort() + "/v1",
                "factguard.gateway.upstream.timeout",
                "40s",
                "factguard.embedding.model",
                "none");
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    /** Arms the hold for the next stream, and counts arrivals from zero. */
    public static void hold() {
        release = new CountDownLatch(1);
        releasedInTime = false;
        arrived.set(0);
    }

    /** Requests that reached this upstream since {@link #hold}. */
    public static int arrived() {
        return arrived.get();
    }

    /** Lets the held stream finish. */
    public static void release() {
        release.countDown();
    }

    /** Whether the last held stream was released by the test, rather than by the 30 s safety limit. */
    public static boolean releasedInTime() {
        return releasedInTime;
    }
}
