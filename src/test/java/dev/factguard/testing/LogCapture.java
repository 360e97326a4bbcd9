package dev.factguard.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.jboss.logmanager.ExtLogRecord;

/**
 * Collects what FactGuard's loggers ({@code dev.factguard.*}) write at WARN and above while it is open, as the
 * formatted lines an operator's log filter would see. Works inside a {@code @QuarkusTest}: the application logs
 * through the same JBoss LogManager as the test.
 */
public final class LogCapture implements AutoCloseable {

    private final Logger logger = Logger.getLogger("dev.factguard");
    private final List<String> lines = new ArrayList<>();
    private final List<Boolean> thrown = new ArrayList<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            if (record.getLevel().intValue() < Level.WARNING.intValue()) {
                return;
            }
            String line = record instanceof ExtLogRecord ext ? ext.getFormattedMessage() : record.getMessage();
            synchronized (lines) {
                lines.add(line);
                thrown.add(record.getThrown() != null);
            }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };

    public LogCapture() {
        logger.addHandler(handler);
    }

    /** The lines written so far, oldest first. */
    public List<String> lines() {
        synchronized (lines) {
            return List.copyOf(lines);
        }
    }

    /** Whether any captured line carried a stack trace. */
    public boolean anyStackTrace() {
        synchronized (lines) {
            return thrown.contains(true);
        }
    }

    @Override
    public void close() {
        logger.removeHandler(handler);
    }
}
