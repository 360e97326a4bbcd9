package dev.factguard.function.http;

import dev.factguard.config.FactGuardConfig;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads that work out forecasts with an embedding model, in the order they were admitted. Few on purpose:
 * a forecast is mostly CPU (the model), so a few threads per core keep the cores busy, and the event loops, which
 * refuse what is over the limit and answer health checks, are not outnumbered by dozens of threads time-slicing
 * the same cores (as on Quarkus' worker pool of 200). The queue needs no bound of its own: {@link LoadShedding}
 * admits at most {@code factguard.overload.forecasts}, running and waiting together. Idle threads end after a
 * minute. Thread-safe.
 */
@ApplicationScoped
public class ForecastThreads implements Executor {

    /** Threads per core when not configured: one computing while another waits on Redis. */
    static final int PER_CORE = 2;

    @Inject
    FactGuardConfig config;

    private final AtomicInteger started = new AtomicInteger();
    private ThreadPoolExecutor pool;

    @PostConstruct
    void init() {
        int threads = threads(
                config.overload().forecastThreads(), Runtime.getRuntime().availableProcessors());
        pool = new ThreadPoolExecutor(threads, threads, 60, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, "factguard-forecast-" + started.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        pool.allowCoreThreadTimeOut(true);
    }

    static int threads(int configured, int cores) {
        if (configured < 0) {
            throw new IllegalArgumentException("factguard.overload.forecast-threads must be 0 (" + PER_CORE
                    + " per core) or more, was " + configured);
        }
        return configured > 0 ? configured : PER_CORE * Math.max(1, cores);
    }

    /** How many threads work out forecasts at once. */
    public int size() {
        return pool.getMaximumPoolSize();
    }

    @Override
    public void execute(Runnable forecast) {
        pool.execute(forecast);
    }

    @PreDestroy
    void stop() {
        pool.shutdownNow();
    }
}
