package dev.factguard.adapter.redis;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;

/** Fault tests' view of {@code CLIENT LIST}: which connection a {@code CLIENT PAUSE WRITE} holds. */
final class PausedClients {

    private PausedClients() {}

    /**
     * Runs {@code forecast} with its batch held by a {@code CLIENT PAUSE WRITE} at its first command, its SET, kills
     * exactly that batch's connection under it, lifts the pause and returns what the forecast answered. Only that
     * connection: killing every client would also close the pooled connection the retry may pick, which is a
     * different fault (two dropped connections in a row, answered degraded). The pause is long and lifted by
     * hand, so that a slow machine cannot let it end before the kill.
     */
    static <T> T killedUnderItsBatch(int port, Supplier<T> forecast) throws Exception {
        command(port, "CLIENT", "PAUSE", "5000", "WRITE");
        CompletableFuture<T> running;
        try {
            running = CompletableFuture.supplyAsync(forecast);
            String held = awaitForecastHeld(port, running);
            assertThat(command(port, "CLIENT", "KILL", "ID", held))
                    .as("the held connection killed")
                    .isEqualTo(":1");
        } finally {
            command(port, "CLIENT", "UNPAUSE");
        }
        return running.get(10, TimeUnit.SECONDS);
    }

    /** The id of a connection held by the pause at a forecast batch's SET, within 5 s, or the test fails. */
    private static String awaitForecastHeld(int port, CompletableFuture<?> running) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (true) {
            String held = heldForecastId(command(port, "CLIENT", "LIST"));
            if (held != null) {
                return held;
            }
            assertThat(running)
                    .as("the forecast, answered before its batch was held")
                    .isNotDone();
            assertThat(System.nanoTime())
                    .as("a forecast's batch held by the pause")
                    .isLessThan(deadline);
            Thread.sleep(5);
        }
    }

    /**
     * Sends one command to Redis on {@code port} over a connection of its own, outside the service's pool (which a
     * burst under a pause may hold entirely), and returns a simple or bulk reply as text.
     */
    static String command(int port, String... args) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(5_000);
            StringBuilder request = new StringBuilder("*" + args.length + "\r\n");
            for (String a : args) {
                request.append('$')
                        .append(a.getBytes(StandardCharsets.UTF_8).length)
                        .append("\r\n");
                request.append(a).append("\r\n");
            }
            OutputStream out = socket.getOutputStream();
            out.write(request.toString().getBytes(StandardCharsets.UTF_8));
            out.flush();
            DataInputStream in = new DataInputStream(socket.getInputStream());
            String first = line(in);
            if (!first.startsWith("$")) {
                return first;
            }
            byte[] body = new byte[Integer.parseInt(first.substring(1))];
            in.readFully(body);
            return new String(body, StandardCharsets.UTF_8);
        }
    }

    private static String line(DataInputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0) {
                throw new IOException("Redis closed the connection");
            }
            if (c != '\r') {
                line.append((char) c);
            }
        }
        return line.toString();
    }

    /**
     * The id of a connection held by the pause (flag b: blocked) at a forecast batch's SET, or null. Only the command
     * a connection sent last tells it apart: one that ran an EVAL before the pause shows {@code cmd=eval} and is idle.
     */
    private static String heldForecastId(String clients) {
        return heldForecastLines(clients)
                .map(c -> c.substring(c.indexOf("id=") + 3, c.indexOf(' ', c.indexOf("id="))))
                .findFirst()
                .orElse(null);
    }

    /** How many connections the pause holds at a forecast batch's SET. */
    static int heldForecasts(String clients) {
        return (int) heldForecastLines(clients).count();
    }

    private static Stream<String> heldForecastLines(String clients) {
        return clients.lines().filter(c -> c.contains("cmd=set") && c.matches(".*flags=\\S*b.*"));
    }
}
