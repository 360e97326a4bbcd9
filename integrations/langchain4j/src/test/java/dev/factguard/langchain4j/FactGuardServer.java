package dev.factguard.langchain4j;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * The real FactGuard, started once per test run from the packaged service ({@code target/quarkus-app/quarkus-run.jar}
 * of the root build, found through the {@code factguard.server.jar} system property the module's pom sets) on a free
 * port, with in-memory state, one API key, lexical scoring, and DuckDuckGo played by a local server that answers
 * every search with a saved results page ({@code factguard.duckduckgo.page}). Stopped when the JVM exits.
 */
final class FactGuardServer {

    static final String KEY = "fg-it-key-5d1c93";
    static final String TENANT = "acme";
    /** Held by {@link #KEY} too, and kept without facts. */
    static final String EMPTY_TENANT = "acme-empty";
    /**
     * Held by {@link #KEY} too, with the facts of {@link #TENANT} and no outcome ever: its forecasts rest on priors
     * only, whatever feedback the other tests send to {@link #TENANT} (one outcome already moves a calibrated risk).
     */
    static final String PRIORS_TENANT = "acme-priors";
    /** Held by {@link #KEY} too: it proceeds only below a risk of 0.05, so what its facts answer is grounded. */
    static final String GROUNDING_TENANT = "acme-grounding";

    private static FactGuardServer running;

    final String baseUrl;
    private final Process process;
    private final Path log;

    private FactGuardServer(String baseUrl, Process process, Path log) {
        this.baseUrl = baseUrl;
        this.process = process;
        this.log = log;
    }

    static synchronized FactGuardServer get() {
        if (running == null) {
            running = start();
        }
        return running;
    }

    FactGuardClient client(String tenant) {
        return FactGuardClient.builder()
                .baseUrl(baseUrl)
                .apiKey(KEY)
                .tenant(tenant)
                .timeout(Duration.ofSeconds(20))
                .build();
    }

    /** A client of a port nothing listens on, with a short timeout: FactGuard unreachable. */
    static FactGuardClient unreachableClient() {
        try {
            return FactGuardClient.builder()
                    .baseUrl("http://127.0.0.1:" + freePort())
                    .timeout(Duration.ofSeconds(2))
                    .build();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Adds facts to a tenant through the HTTP API ({@code knowledge-add}); the client has no writes of facts. */
    void addFacts(String tenant, String factsJson) {
        write("knowledge-add", "{\"tenant\":\"" + tenant + "\",\"facts\":" + factsJson + "}");
    }

    /** Sets a tenant's own proceed threshold through the HTTP API ({@code tenant-settings}). */
    void proceedBelow(String tenant, double threshold) {
        write("tenant-settings", "{\"tenant\":\"" + tenant + "\",\"proceedBelow\":" + threshold + "}");
    }

    private void write(String function, String body) {
        HttpResponse<String> response = post(function, body);
        if (response.statusCode() != 200) {
            throw new IllegalStateException(function + " answered " + response.statusCode() + ": " + response.body());
        }
    }

    private HttpResponse<String> post(String function, String body) {
        try {
            return HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create(baseUrl + "/" + function))
                                    .header("Content-Type", "application/json")
                                    .header("Authorization", "Bearer " + KEY)
                                    .POST(HttpRequest.BodyPublishers.ofString(body))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static FactGuardServer start() {
        String jarProperty = System.getProperty("factguard.server.jar");
        Path jar = jarProperty == null ? null : Path.of(jarProperty);
        if (jar == null || !Files.isRegularFile(jar)) {
            throw new IllegalStateException("The packaged FactGuard service is missing (factguard.server.jar = "
                    + jarProperty + "). These tests start the real service: build it first from the repository"
                    + " root with ./mvnw -B package -DskipTests (or ./mvnw -B verify), then run"
                    + " ./mvnw -B -f integrations/langchain4j/pom.xml verify.");
        }
        String pageProperty = System.getProperty("factguard.duckduckgo.page");
        if (pageProperty == null || !Files.isRegularFile(Path.of(pageProperty))) {
            throw new IllegalStateException("The saved DuckDuckGo page is missing (factguard.duckduckgo.page = "
                    + pageProperty + "); it is src/test/resources/duckduckgo/x-ceo.html of the repository root.");
        }
        try {
            HttpServer duckduckgo = duckDuckGo(Files.readString(Path.of(pageProperty)));
            int port = freePort();
            Path log = Files.createTempFile("factguard-server-", ".log");
            List<String> command = new ArrayList<>(List.of(
                    ProcessHandle.current().info().command().orElse("java"),
                    "-Dquarkus.http.port=" + port,
                    "-Dquarkus.http.host=127.0.0.1",
                    "-Dfactguard.auth.keys=it:" + sha256(KEY) + ":" + TENANT + "+" + EMPTY_TENANT + "+" + PRIORS_TENANT
                            + "+" + GROUNDING_TENANT + ":write",
                    "-Dfactguard.embedding.model=none",
                    "-Dfactguard.search.duckduckgo.url=http://127.0.0.1:"
                            + duckduckgo.getAddress().getPort() + "/html/",
                    "-Dfactguard.search.duckduckgo.requests-per-second=0",
                    "-Dfactguard.search.backoff=0s",
                    "-Dfactguard.search.cache-ttl=0s",
                    "-jar",
                    jar.toString()));
            Process process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            String baseUrl = "http://127.0.0.1:" + port;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                process.destroy();
                duckduckgo.stop(0);
            }));
            awaitReady(baseUrl, process, log);
            return new FactGuardServer(baseUrl, process, log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** DuckDuckGo's HTML endpoint: every POST to {@code /html/} gets the saved results page. */
    private static HttpServer duckDuckGo(String page) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        byte[] body = page.getBytes(StandardCharsets.UTF_8);
        server.createContext("/html/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            exchange.getResponseHeaders().set("Content-Type", "text/html; charset=UTF-8");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        return server;
    }

    private static void awaitReady(String baseUrl, Process process, Path log) {
        HttpClient http =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("FactGuard exited with " + process.exitValue() + ":\n" + tail(log));
            }
            try {
                HttpResponse<String> ready = http.send(
                        HttpRequest.newBuilder(URI.create(baseUrl + "/q/health/ready"))
                                .timeout(Duration.ofSeconds(2))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
                if (ready.statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // Not listening yet.
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        process.destroy();
        throw new IllegalStateException("FactGuard was not ready within 120 s:\n" + tail(log));
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static String sha256(String key) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
