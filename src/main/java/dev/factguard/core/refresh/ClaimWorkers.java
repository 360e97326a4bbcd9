package dev.factguard.core.refresh;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Function;

/**
 * Runs the claims of one refresh a few at a time under one deadline. The caller waits at most until the
 * deadline, then takes what is done; the rest is answered by the {@code late} function and its workers are
 * interrupted (a search blocked on a socket may still finish later; its answer is dropped). Thread-safe.
 */
public final class ClaimWorkers {

    private static final ClaimWorkers SHARED = new ClaimWorkers(Executors.newCachedThreadPool(daemonThreads()));

    private final ExecutorService executor;

    /** @param executor runs the workers (not null); its lifecycle stays with the caller */
    public ClaimWorkers(ExecutorService executor) {
        if (executor == null) {
            throw new IllegalArgumentException("executor must not be null");
        }
        this.executor = executor;
    }

    /** One pool of daemon threads for every refresher that brings none: idle threads end after a minute. */
    public static ClaimWorkers shared() {
        return SHARED;
    }

    /**
     * {@code work} applied to each item, in the items' order, at most {@code parallelism} at a time; items not
     * done within {@code deadline} are {@code late} applied to them instead.
     *
     * @throws RuntimeException what {@code work} threw, if it threw (a bug: {@code work} maps its own failures)
     */
    <T, R> List<R> run(List<T> items, Function<T, R> work, Function<T, R> late, int parallelism, Duration deadline) {
        int n = items.size();
        if (n == 0) {
            return List.of();
        }
        long end = System.nanoTime() + deadline.toNanos();
        AtomicReferenceArray<R> results = new AtomicReferenceArray<>(n);
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        AtomicInteger next = new AtomicInteger();
        CountDownLatch finished = new CountDownLatch(n);
        Runnable worker = () -> {
            for (int i = next.getAndIncrement(); i < n; i = next.getAndIncrement()) {
                try {
                    if (System.nanoTime() - end < 0) {
                        results.set(i, work.apply(items.get(i)));
                    }
                } catch (RuntimeException e) {
                    failure.compareAndSet(null, e);
                } finally {
                    finished.countDown();
                }
            }
        };
        List<Future<?>> futures = new ArrayList<>();
        try {
            for (int t = 0; t < Math.min(parallelism, n); t++) {
                futures.add(executor.submit(worker));
            }
            finished.await(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException e) {
            worker.run(); // a pool shut down under us: check the rest here rather than lose them
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        // Read what is done before interrupting the rest: an interrupted search must not answer in its place.
        List<R> done = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            done.add(results.get(i));
        }
        futures.forEach(f -> f.cancel(true));
        if (failure.get() != null) {
            throw failure.get();
        }
        List<R> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(done.get(i) != null ? done.get(i) : late.apply(items.get(i)));
        }
        return out;
    }

    private static ThreadFactory daemonThreads() {
        AtomicInteger count = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, "factguard-refresh-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
