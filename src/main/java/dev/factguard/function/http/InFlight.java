package dev.factguard.function.http;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Work in flight on this instance, with a ceiling. {@link #tryEnter} never waits: past the ceiling it says no at
 * once, and the caller is refused rather than queued. Every successful enter is matched by one {@link #exit}.
 * Thread-safe.
 */
public final class InFlight {

    private final String name;
    private final String what;
    private final String setting;
    private final int limit;
    private final AtomicInteger count = new AtomicInteger();

    /**
     * @param name    the metric's {@code limit} tag, e.g. {@code functions}
     * @param what    what is counted, as a refusal names it, e.g. {@code function calls}
     * @param setting the key that sets the limit, e.g. {@code factguard.overload.functions}
     * @param limit   most in flight at once, at least 1
     */
    public InFlight(String name, String what, String setting, int limit) {
        if (name == null || name.isBlank() || what == null || what.isBlank() || setting == null || setting.isBlank()) {
            throw new IllegalArgumentException("name, what and setting must not be blank");
        }
        if (limit < 1) {
            throw new IllegalArgumentException(setting + " must be at least 1, was " + limit);
        }
        this.name = name;
        this.what = what;
        this.setting = setting;
        this.limit = limit;
    }

    /** Counts one more in flight and returns true, or returns false without counting when the ceiling is reached. */
    public boolean tryEnter() {
        // Compare-and-set rather than increment-then-undo: a refused attempt must never make a concurrent one look
        // over the ceiling.
        int now;
        do {
            now = count.get();
            if (now >= limit) {
                return false;
            }
        } while (!count.compareAndSet(now, now + 1));
        return true;
    }

    /** One that entered has finished. */
    public void exit() {
        count.decrementAndGet();
    }

    public String name() {
        return name;
    }

    public String what() {
        return what;
    }

    public String setting() {
        return setting;
    }

    public int limit() {
        return limit;
    }

    /** How many are in flight now. */
    public int current() {
        return count.get();
    }
}
