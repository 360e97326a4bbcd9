import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * A local stand-in for the Lambda Runtime API (the part a function uses: next invocation, response, error), and a
 * driver that starts an unpacked function.zip's {@code bootstrap} against it, hands it one {@code forecast}
 * invocation and checks the answer is a forecast.
 *
 * <pre>
 *   java MockRuntimeApi.java TASK_ROOT [--train CACHE] [--embedding] [--expect-output TEXT]
 * </pre>
 *
 * {@code --train CACHE}: the training run of the AOT cache; the JVM writes CACHE when it exits, and it is stopped
 * (SIGTERM) only once the answer is in, so the cache holds everything a start and a forecast load.
 * {@code --embedding}: the embedding model on, and the function primes one embedding at startup.
 * {@code --expect-output TEXT}: the function's output (stdout and stderr) must contain TEXT. Exits 0 when a
 * forecast came back (and, with --train, the cache was written), 1 otherwise, saying why. Run by
 * src/lambda-custom/package.sh and check.sh with a JDK 25 (source launcher, jdk.httpserver); plain JDK, no
 * dependencies, because it runs before and beside the build, not inside the application.
 */
public final class MockRuntimeApi {

    private static final String BASE = "/2018-06-01/runtime";
    private static final String REQUEST_ID = "5f1c2a8e-0b6e-4a43-9d3c-6c2e1f7a9b10";
    private static final String EVENT = "{\"prompt\": \"Who is the CEO of Apple?\"}";
    private static final long ANSWER_TIMEOUT_S = 180;
    private static final long EXIT_TIMEOUT_S = 300;

    private final CountDownLatch answered = new CountDownLatch(1);
    private final CountDownLatch closing = new CountDownLatch(1);
    private volatile boolean handedOut;
    private volatile String response;
    private volatile String error;

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            fail("usage: java MockRuntimeApi.java TASK_ROOT [--train CACHE] [--embedding] [--expect-output TEXT]");
        }
        Path taskRoot = Path.of(args[0]).toAbsolutePath();
        Path cache = null;
        boolean embedding = false;
        String expected = null;
        for (int i = 1; i < args.length; i++) {
            switch (args[i]) {
                case "--train" -> cache = Path.of(args[++i]).toAbsolutePath();
                case "--embedding" -> embedding = true;
                case "--expect-output" -> expected = args[++i];
                default -> fail("unknown argument " + args[i]);
            }
        }
        System.exit(new MockRuntimeApi().run(taskRoot, cache, embedding, expected));
    }

    private int run(Path taskRoot, Path cache, boolean embedding, String expected) throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext(BASE + "/", this::handle);
        server.setExecutor(Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "mock-runtime-api");
            t.setDaemon(true);
            return t;
        }));
        server.start();
        Path log = Files.createTempFile("function-", ".log");
        ProcessBuilder pb = new ProcessBuilder(taskRoot.resolve("bootstrap").toString())
                .directory(taskRoot.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        Map<String, String> env = pb.environment();
        env.put("AWS_LAMBDA_RUNTIME_API", "127.0.0.1:" + server.getAddress().getPort());
        env.put("LAMBDA_TASK_ROOT", taskRoot.toString());
        env.put("_HANDLER", "io.quarkus.funqy.lambda.FunqyStreamHandler::handleRequest");
        env.put("QUARKUS_FUNQY_EXPORT", "forecast");
        env.put("AWS_LAMBDA_FUNCTION_NAME", "factguard-forecast");
        env.put("AWS_LAMBDA_FUNCTION_MEMORY_SIZE", "2048");
        env.put("AWS_LAMBDA_FUNCTION_VERSION", "$LATEST");
        env.put("AWS_REGION", "eu-west-1");
        env.put("FACTGUARD_EMBEDDING_MODEL", embedding ? "minilm" : "none");
        if (cache != null) {
            env.put("FACTGUARD_AOT_CACHE_OUTPUT", cache.toString());
            // The forecast below has no facts to embed; priming at startup puts one embedding (and a freshness
            // scoring) into the training run.
            env.put("FACTGUARD_PRIMING_AT_STARTUP", "true");
        }
        long t0 = System.nanoTime();
        Process function = pb.start();
        try {
            boolean done = answered.await(ANSWER_TIMEOUT_S, TimeUnit.SECONDS);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            if (!done) {
                return report(log, "no invocation response within " + ANSWER_TIMEOUT_S + " s (function "
                        + (function.isAlive() ? "still running" : "exited " + function.exitValue()) + ")");
            }
            if (error != null) {
                return report(log, "the function reported an error: " + error);
            }
            if (!response.contains("\"forecastId\":\"fc_") || !response.contains("\"recommendation\":")) {
                return report(log, "the answer is not a forecast: " + response);
            }
            System.out.println("forecast through the mock Runtime API in " + ms + " ms: " + response);
        } finally {
            // SIGTERM while the function waits for its next invocation, as Lambda ends an idle instance; the
            // held request is released only after the JVM has exited (and, training, written the cache).
            function.destroy();
            if (!function.waitFor(EXIT_TIMEOUT_S, TimeUnit.SECONDS)) {
                function.destroyForcibly();
            }
            closing.countDown();
            server.stop(0);
        }
        if (expected != null && !Files.readString(log).contains(expected)) {
            return report(log, "the function's output does not contain '" + expected + "'");
        }
        if (cache != null && !Files.isRegularFile(cache)) {
            return report(log, "the training run exited without writing " + cache);
        }
        if (cache != null) {
            System.out.println("AOT cache written: " + cache + " (" + Files.size(cache) / (1024 * 1024) + " MB)");
        }
        Files.deleteIfExists(log);
        return 0;
    }

    private void handle(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        String method = exchange.getRequestMethod();
        if (method.equals("GET") && path.equals(BASE + "/invocation/next")) {
            if (handedOut) {
                // The function asks for its next invocation: hold it until the run is over, as Lambda would.
                await(closing);
                send(exchange, 503, "");
                return;
            }
            handedOut = true;
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.getResponseHeaders().add("Lambda-Runtime-Aws-Request-Id", REQUEST_ID);
            exchange.getResponseHeaders().add("Lambda-Runtime-Deadline-Ms",
                    Long.toString(System.currentTimeMillis() + 30_000));
            exchange.getResponseHeaders().add("Lambda-Runtime-Invoked-Function-Arn",
                    "arn:aws:lambda:eu-west-1:123456789012:function:factguard-forecast");
            exchange.getResponseHeaders().add("Lambda-Runtime-Trace-Id", "Root=1-5bef4de7-ad49b0e87f6ef6c87fc2e700");
            send(exchange, 200, EVENT);
            return;
        }
        String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        if (method.equals("POST") && path.equals(BASE + "/invocation/" + REQUEST_ID + "/response")) {
            response = body;
        } else if (method.equals("POST") && path.endsWith("/error")) {
            error = path + " " + body;
        } else {
            send(exchange, 404, "");
            return;
        }
        send(exchange, 202, "");
        answered.countDown();
    }

    private static void send(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(EXIT_TIMEOUT_S, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static int report(Path log, String problem) throws IOException {
        System.err.println("MockRuntimeApi: " + problem);
        System.err.println("--- function output (" + log + ") ---");
        System.err.println(Files.readString(log));
        return 1;
    }

    private static void fail(String message) {
        System.err.println("MockRuntimeApi: " + message);
        System.exit(2);
    }
}
