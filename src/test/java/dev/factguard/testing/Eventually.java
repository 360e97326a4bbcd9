package dev.factguard.testing;

import io.restassured.response.ValidatableResponse;
import java.time.Duration;
import java.util.function.Supplier;

/** Waits, for at most 15 s, until a check of a recovering service passes: for tests that restart a backend. */
public final class Eventually {

    private Eventually() {}

    /** Repeats {@code check} every 100 ms until it passes; throws its last failure after 15 s. */
    public static void eventually(Supplier<ValidatableResponse> check) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        AssertionError last = null;
        while (System.nanoTime() < deadline) {
            try {
                check.get();
                return;
            } catch (AssertionError e) {
                last = e;
                Thread.sleep(100);
            }
        }
        throw last;
    }
}
