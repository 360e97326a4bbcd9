package dev.factguard.adapter.redis;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/** Fault tests' view of {@code CLIENT LIST}: which connection a {@code CLIENT PAUSE WRITE} holds. */
final class PausedClients {

    private PausedClients() {}

    /**
     * Waits up to 5 s until a connection is held by the pause (flag b: blocked) at a forecast batch's first
     * command, its SET — so that whatever is done next happens with the forecast's read in flight. Only the
     * command a connection sent last tells it apart: one that ran an EVAL before the pause shows {@code cmd=eval}
     * and is idle.
     */
    static void awaitForecastHeld(Supplier<String> clientList) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!held(clientList.get()) && System.nanoTime() < deadline) {
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

    private static boolean held(String clients) {
        return heldForecasts(clients) > 0;
    }

    /** How many connections the pause holds at a forecast batch's SET. */
    static int heldForecasts(String clients) {
        return (int) clients.lines()
                .filter(c -> c.contains("cmd=set") && c.matches(".*flags=\\S*b.*"))
                .count();
    }
}
