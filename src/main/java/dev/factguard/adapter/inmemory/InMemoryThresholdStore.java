package dev.factguard.adapter.inmemory;

import dev.factguard.core.forecast.ThresholdStore;
import dev.factguard.core.forecast.Thresholds;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/** Tenants' own thresholds in this instance's memory. Thread-safe. */
public final class InMemoryThresholdStore implements ThresholdStore {

    private final Map<String, Thresholds> byTenant = new ConcurrentHashMap<>();
    private final AtomicLong version = new AtomicLong();

    @Override
    public Optional<Thresholds> get(String tenant) {
        return Optional.ofNullable(byTenant.get(tenant));
    }

    @Override
    public Map<String, Thresholds> all() {
        return Map.copyOf(byTenant);
    }

    @Override
    public void put(String tenant, Thresholds thresholds) {
        byTenant.put(tenant, thresholds);
        version.incrementAndGet();
    }

    @Override
    public boolean remove(String tenant) {
        boolean had = byTenant.remove(tenant) != null;
        version.incrementAndGet();
        return had;
    }

    @Override
    public long version() {
        return version.get();
    }
}
