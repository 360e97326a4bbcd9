package dev.factguard.adapter.redis;

import dev.factguard.adapter.Causes;
import dev.factguard.core.StoreUnavailableException;
import io.quarkus.redis.datasource.RedisDataSource;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.jboss.logging.Logger;

/**
 * Every Redis call of every adapter goes through here, so failures look the same everywhere: any client
 * failure (refused connection, timeout, closed pool) becomes {@link StoreUnavailableException}; after one,
 * calls fail fast for {@code failFastWindow} instead of each request waiting out a timeout; and the
 * outage is logged at WARN at most once per {@code warnInterval}. Redis error replies (a bug in a script,
 * a wrong type) are not outages and propagate unchanged. Thread-safe.
 */
public final class RedisGate {

    private static final Logger LOG = Logger.getLogger(RedisGate.class);

    private final RedisDataSource redis;
    private final Duration failFastWindow;
    private final Duration warnInterval;
    private final Clock clock;
    private final AtomicLong failedAt = new AtomicLong(Long.MIN_VALUE);
    private final AtomicLong warnedAt = new AtomicLong(Long.MIN_VALUE);

    public RedisGate(RedisDataSource redis, Duration failFastWindow, Duration warnInterval, Clock clock) {
        this.redis = redis;
        this.failFastWindow = failFastWindow;
        this.warnInterval = warnInterval;
        this.clock = clock;
    }

    public <T> T call(Function<RedisDataSource, T> operation) {
        long now = clock.millis();
        long failed = failedAt.get();
        if (failed != Long.MIN_VALUE && now - failed < failFastWindow.toMillis()) {
            throw new StoreUnavailableException("Redis unavailable (failing fast after a recent error)", null);
        }
        try {
            T result = operation.apply(redis);
            failedAt.set(Long.MIN_VALUE);
            return result;
        } catch (RuntimeException e) {
            if (isErrorReply(e)) {
                throw e;
            }
            failedAt.set(now);
            warn(now, e);
            throw new StoreUnavailableException("Redis unavailable: " + describe(e), e);
        }
    }

    /** PING, bypassing fail-fast: readiness must report what Redis is doing now. */
    public boolean ping() {
        try {
            redis.execute("PING");
            failedAt.set(Long.MIN_VALUE);
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    private void warn(long now, RuntimeException e) {
        long last = warnedAt.get();
        if ((last == Long.MIN_VALUE || now - last >= warnInterval.toMillis()) && warnedAt.compareAndSet(last, now)) {
            LOG.warnf("Redis unavailable (%s): forecasts fall back to defaults, writes answer 503."
                    + " Next warning in %s at the earliest.", describe(e), warnInterval);
        }
    }

    private static boolean isErrorReply(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t.getClass().getName().equals("io.vertx.redis.client.impl.types.ErrorType")) {
                return true;
            }
        }
        return false;
    }

    private static String describe(Throwable e) {
        Throwable root = Causes.root(e);
        String message = root.getMessage();
        return root.getClass().getSimpleName() + (message == null ? "" : ": " + message);
    }
}
