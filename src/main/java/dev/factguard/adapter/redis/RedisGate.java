package dev.factguard.adapter.redis;

import static java.util.concurrent.CompletableFuture.completedFuture;

import dev.factguard.core.Stages;
import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.WriteOutcomeUnknownException;
import io.quarkus.redis.datasource.RedisDataSource;
import io.vertx.mutiny.redis.client.Command;
import io.vertx.mutiny.redis.client.Request;
import io.vertx.mutiny.redis.client.Response;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.jboss.logging.Logger;

/**
 * Every Redis call of every adapter goes through here, so failures look the same everywhere. An outage —
 * refused or closed connection, timeout, closed pool, or a reply such as {@code LOADING} or {@code READONLY}
 * ({@link RedisFault}) — becomes {@link StoreUnavailableException}; a command that was sent and never
 * answered becomes {@link WriteOutcomeUnknownException}, because it may have been applied. After an outage
 * calls fail fast for {@code failFastWindow} instead of each request waiting out a timeout, and each kind of
 * fault is logged at WARN at most once per {@code warnInterval}, without a stack trace. Error replies that
 * are bugs (a broken script, a wrong type) propagate unchanged. Thread-safe.
 */
public final class RedisGate {

    private static final Logger LOG = Logger.getLogger(RedisGate.class);

    private final RedisDataSource redis;
    private final Duration timeout;
    private final Duration failFastWindow;
    private final Duration warnInterval;
    private final Clock clock;
    private final AtomicLong failedAt = new AtomicLong(Long.MIN_VALUE);
    private final ConcurrentMap<String, AtomicLong> warnedAt = new ConcurrentHashMap<>();

    /** A gate whose batches wait 1 s for their answers, as {@code quarkus.redis.timeout} defaults to here. */
    public RedisGate(RedisDataSource redis, Duration failFastWindow, Duration warnInterval, Clock clock) {
        this(redis, Duration.ofSeconds(1), failFastWindow, warnInterval, clock);
    }

    /**
     * @param timeout how long a {@link #batch} waits for its answers: the client's own timeout
     *     ({@code quarkus.redis.timeout}), which the single commands of {@code redis} already wait at most
     */
    public RedisGate(
            RedisDataSource redis, Duration timeout, Duration failFastWindow, Duration warnInterval, Clock clock) {
        this.redis = redis;
        this.timeout = timeout;
        this.failFastWindow = failFastWindow;
        this.warnInterval = warnInterval;
        this.clock = clock;
    }

    /**
     * A call that may write and is not safe to repeat blindly: never retried, and a command left without an
     * answer is reported as {@link WriteOutcomeUnknownException}.
     */
    public <T> T call(Function<RedisDataSource, T> operation) {
        return run(operation, false, true);
    }

    /**
     * A read, or a write whose repetition changes nothing (an add by key, a remove, an idempotent script):
     * retried once at once when the connection failed under it (a killed client, a failover), since a
     * pooled connection that died is replaced by the next attempt. A timeout is not retried; it fails as
     * {@link WriteOutcomeUnknownException} when {@code writes} is true.
     */
    public <T> T retrying(Function<RedisDataSource, T> operation, boolean writes) {
        return run(operation, true, writes);
    }

    /** A pure read: {@link #retrying} without writes, so every failure reads "unavailable". */
    public <T> T read(Function<RedisDataSource, T> operation) {
        return run(operation, true, false);
    }

    /**
     * Sends {@code requests} in one write and waits for all their answers: one round trip however many commands.
     * Fails as a whole when any command fails (an error reply, a timeout), so call it inside {@link #read} and the
     * like, with commands safe to send again.
     */
    List<Response> batch(RedisDataSource redis, List<Request> requests) {
        return redis.getReactive().getRedis().batch(requests).await().atMost(timeout);
    }

    /**
     * {@link #batch} without waiting: the stage completes on the client's event loop, or fails with a
     * {@code TimeoutException} after the same timeout. Call it inside {@link #readAsync}. A plain
     * {@link CompletableFuture} from the Vert.x client itself rather than Mutiny's: with context propagation on,
     * Mutiny's stage wraps every callback chained to it, on the event loop, in a context capture and restore
     * (about a tenth of a Redis forecast's CPU), and nothing downstream needs a propagated context.
     */
    CompletionStage<List<Response>> batchAsync(RedisDataSource redis, List<Request> requests) {
        List<io.vertx.redis.client.Request> sent = new ArrayList<>(requests.size());
        requests.forEach(r -> sent.add(r.getDelegate()));
        CompletableFuture<List<Response>> answers = new CompletableFuture<>();
        redis.getReactive().getRedis().getDelegate().batch(sent).onComplete(done -> {
            if (done.failed()) {
                answers.completeExceptionally(done.cause());
                return;
            }
            List<Response> replies = new ArrayList<>(done.result().size());
            done.result().forEach(r -> replies.add(Response.newInstance(r)));
            answers.complete(replies);
        });
        return answers.orTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /**
     * {@link #read} of an operation that does not block ({@link #batchAsync}): the same fail-fast, retry, logging
     * and failure as a {@link StoreUnavailableException}, in a stage that may complete on any thread. Nothing
     * here waits, so it may be called on an event loop.
     */
    public <T> CompletionStage<T> readAsync(Function<RedisDataSource, CompletionStage<T>> operation) {
        RuntimeException fast = failingFast();
        if (fast != null) {
            return CompletableFuture.failedFuture(fast);
        }
        return attemptAsync(operation)
                .thenCompose(first -> retries(first, true) ? attemptAsync(operation) : completedFuture(first))
                .thenApply(attempt -> outcome(attempt, false));
    }

    /** PING, bypassing fail-fast: readiness must report what Redis is doing now. */
    public boolean ping() {
        try {
            redis.execute(Command.PING);
            failedAt.set(Long.MIN_VALUE);
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    private <T> T run(Function<RedisDataSource, T> operation, boolean retry, boolean writes) {
        RuntimeException fast = failingFast();
        if (fast != null) {
            throw fast;
        }
        Attempt<T> attempt = attempt(operation);
        if (retries(attempt, retry)) {
            attempt = attempt(operation);
        }
        return outcome(attempt, writes);
    }

    private RuntimeException failingFast() {
        long failed = failedAt.get();
        if (failed != Long.MIN_VALUE && clock.millis() - failed < failFastWindow.toMillis()) {
            return new StoreUnavailableException("Redis unavailable (failing fast after a recent error)", null);
        }
        return null;
    }

    private static boolean retries(Attempt<?> attempt, boolean retry) {
        return attempt.fault() != null && retry && !attempt.fault().name().equals("timeout");
    }

    /** The result of the last try, or its fault as the caller sees it (fail-fast armed and logged). */
    private <T> T outcome(Attempt<T> attempt, boolean writes) {
        if (attempt.fault() == null) {
            return attempt.result();
        }
        RedisFault fault = attempt.fault();
        RuntimeException error = attempt.error();
        if (fault.redisDown()) {
            failedAt.set(clock.millis());
        }
        warn(fault);
        if (fault.poolBusy()) {
            throw new StoreUnavailableException(
                    "this instance's Redis connections are all busy and its wait queue is full (" + fault.description()
                            + "); raise " + RedisFault.POOL_SETTINGS,
                    error);
        }
        if (writes && fault.kind() == RedisFault.Kind.IN_FLIGHT) {
            String what = fault.name() + ": " + fault.description();
            throw new WriteOutcomeUnknownException("Redis did not answer (" + what + ")", error);
        }
        throw new StoreUnavailableException("Redis unavailable: " + fault.description(), error);
    }

    /** One try: its result, or the fault of a failure worth handling; a BUG is thrown as it came. */
    private <T> Attempt<T> attempt(Function<RedisDataSource, T> operation) {
        try {
            return new Attempt<>(succeeded(operation.apply(redis)), null, null);
        } catch (RuntimeException e) {
            return failed(e);
        }
    }

    /** {@link #attempt} of an operation that answers later; a BUG fails the stage as it came. */
    private <T> CompletionStage<Attempt<T>> attemptAsync(Function<RedisDataSource, CompletionStage<T>> operation) {
        CompletionStage<T> sent;
        try {
            sent = operation.apply(redis);
        } catch (RuntimeException e) {
            return completedFuture(failed(e));
        }
        return sent.handle((result, failure) ->
                failure == null ? new Attempt<>(succeeded(result), null, null) : failed(Stages.unwrapped(failure)));
    }

    private static <T> Attempt<T> failed(Throwable e) {
        RuntimeException error = e instanceof RuntimeException r ? r : new CompletionException(e);
        RedisFault fault = RedisFault.of(error);
        if (fault.kind() == RedisFault.Kind.BUG) {
            throw error;
        }
        return new Attempt<>(null, fault, error);
    }

    /** @param fault null when the try succeeded */
    private record Attempt<T>(T result, RedisFault fault, RuntimeException error) {}

    private <T> T succeeded(T result) {
        if (failedAt.get() != Long.MIN_VALUE) {
            failedAt.set(Long.MIN_VALUE);
        }
        return result;
    }

    private void warn(RedisFault fault) {
        long now = clock.millis();
        AtomicLong last = warnedAt.computeIfAbsent(fault.name(), k -> new AtomicLong(Long.MIN_VALUE));
        long previous = last.get();
        if ((previous == Long.MIN_VALUE || now - previous >= warnInterval.toMillis())
                && last.compareAndSet(previous, now)) {
            // store_unavailable: the token the log-based alarm counts (docs/operations.md).
            LOG.warnf(
                    "store_unavailable %s (%s): forecasts fall back to defaults, writes answer 503.%s"
                            + " Next warning of this kind in %s at the earliest.",
                    fault.poolBusy() ? "Redis connection pool of this instance full" : "Redis unavailable",
                    fault.description(),
                    fault.poolBusy() ? " Raise " + RedisFault.POOL_SETTINGS + "." : "",
                    warnInterval);
        }
    }
}
