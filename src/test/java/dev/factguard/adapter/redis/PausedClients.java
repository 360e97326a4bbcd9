package dev.factguard.adapter.redis;

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

    private static boolean held(String clients) {
        return clients.lines().anyMatch(c -> c.contains("cmd=set") && c.matches(".*flags=\\S*b.*"));
    }
}
