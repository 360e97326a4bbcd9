package dev.factguard.adapter.logging;

import java.time.Clock;

/**
 * At most {@code perSecond} lines of one signal per one-second window. Past it, lines are counted instead of written,
 * and the next line written says how many were left out, so a count read from the log is exact up to the budget and
 * says so beyond it. Thread-safe.
 */
final class LineBudget {

    private final int perSecond;
    private final Clock clock;
    private long window = Long.MIN_VALUE;
    private int used;
    private long suppressed;

    /** @param perSecond lines allowed per second; 0 or less means no limit */
    LineBudget(int perSecond, Clock clock) {
        this.perSecond = perSecond;
        this.clock = clock;
    }

    /**
     * Takes one line: -1 when it must not be written, else how many lines were left out since the last one written
     * (usually 0).
     */
    synchronized long take() {
        long second = clock.millis() / 1000;
        if (second != window) {
            window = second;
            used = 0;
        }
        if (perSecond > 0 && used >= perSecond) {
            suppressed++;
            return -1;
        }
        used++;
        long left = suppressed;
        suppressed = 0;
        return left;
    }
}
