package dev.factguard.core.forecast;

import dev.factguard.core.StoreUnavailableException;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Tenants' thresholds as this instance last read them from a {@link ThresholdStore}: a forecast looks its tenant up
 * in memory and never waits for the store. The copy is checked again once it is older than {@code refresh}, on
 * {@code executor} (the forecast that notices goes on with the copy it has): the store's {@link
 * ThresholdStore#version} is read, and everything only when it moved. So a change made on another instance is used
 * here from the first forecast that starts {@code refresh} after this instance's last check, plus one read; a change
 * made through this instance ({@link #set}, {@link #clear}) is used here at once. Thread-safe.
 */
public final class CachedTenantThresholds implements TenantThresholds {

    private record Snapshot(Map<String, Thresholds> own, long version, long checkedAt) {}

    private final ThresholdStore store;
    private final Thresholds defaults;
    private final long refreshMillis;
    private final Clock clock;
    private final Executor executor;
    private final AtomicBoolean checking = new AtomicBoolean();
    private volatile Snapshot snapshot;

    /**
     * @param store    where the thresholds are kept
     * @param defaults the service's thresholds, for tenants without their own
     * @param refresh  how old the copy may grow before it is checked again, &gt; 0
     * @param clock    the clock that ages it
     * @param executor where a check runs; it may block on the store
     */
    public CachedTenantThresholds(
            ThresholdStore store, Thresholds defaults, Duration refresh, Clock clock, Executor executor) {
        if (store == null || defaults == null || refresh == null || clock == null || executor == null) {
            throw new IllegalArgumentException("no argument may be null");
        }
        if (refresh.isNegative() || refresh.isZero()) {
            throw new IllegalArgumentException("refresh must be positive, was " + refresh);
        }
        this.store = store;
        this.defaults = defaults;
        this.refreshMillis = refresh.toMillis();
        this.clock = clock;
        this.executor = executor;
        // Never read: the first forecast (or a check at startup) reads the store.
        this.snapshot = new Snapshot(Map.of(), Long.MIN_VALUE, Long.MIN_VALUE / 2);
    }

    @Override
    public Thresholds of(String tenant) {
        Snapshot s = snapshot;
        if (clock.millis() - s.checkedAt > refreshMillis) {
            checkLater();
        }
        Thresholds own = s.own.get(tenant);
        return own == null ? defaults : own;
    }

    /** The service's thresholds. */
    public Thresholds defaults() {
        return defaults;
    }

    /** The tenant's own thresholds as the store holds them now (a read, not the copy). */
    public Optional<Thresholds> own(String tenant) {
        return store.get(tenant);
    }

    /** Sets the tenant's own thresholds in the store, and in this instance's copy at once. */
    public synchronized void set(String tenant, Thresholds thresholds) {
        store.put(tenant, thresholds);
        Map<String, Thresholds> own = new HashMap<>(snapshot.own);
        own.put(tenant, thresholds);
        snapshot = new Snapshot(Map.copyOf(own), snapshot.version, snapshot.checkedAt);
    }

    /** Removes the tenant's own thresholds from the store and this copy; returns whether it had any. */
    public synchronized boolean clear(String tenant) {
        boolean had = store.remove(tenant);
        Map<String, Thresholds> own = new HashMap<>(snapshot.own);
        own.remove(tenant);
        snapshot = new Snapshot(Map.copyOf(own), snapshot.version, snapshot.checkedAt);
        return had;
    }

    /**
     * Checks the copy against the store now, on the calling thread; false when the store could not be read (the
     * copy stays as it was, and is checked again after {@code refresh}).
     */
    public synchronized boolean check() {
        Snapshot s = snapshot;
        try {
            long version = store.version();
            Map<String, Thresholds> own = version == s.version ? s.own : Map.copyOf(store.all());
            snapshot = new Snapshot(own, version, clock.millis());
            return true;
        } catch (StoreUnavailableException e) {
            snapshot = new Snapshot(s.own, s.version, clock.millis());
            return false;
        }
    }

    private void checkLater() {
        if (!checking.compareAndSet(false, true)) {
            return;
        }
        try {
            executor.execute(() -> {
                try {
                    check();
                } finally {
                    checking.set(false);
                }
            });
        } catch (RejectedExecutionException e) {
            checking.set(false);
        }
    }
}
