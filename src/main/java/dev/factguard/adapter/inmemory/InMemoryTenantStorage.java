package dev.factguard.adapter.inmemory;

import dev.factguard.core.tenant.Erasure;
import dev.factguard.core.tenant.TenantStorage;
import java.util.Map;
import java.util.TreeMap;

/**
 * A tenant's data in this instance's memory: its facts (with their vectors) and everything its outcome store holds
 * (counts, learner counters, model slots, remembered forecasts, idempotency keys). Nothing is shared with other
 * instances, so erasing here is erasing everywhere. The search cache holds public web results shared by every
 * tenant and is not the tenant's.
 */
public final class InMemoryTenantStorage implements TenantStorage {

    private final InMemoryKnowledgeStore knowledge;
    private final InMemoryOutcomeStore outcomes;

    public InMemoryTenantStorage(InMemoryKnowledgeStore knowledge, InMemoryOutcomeStore outcomes) {
        this.knowledge = knowledge;
        this.outcomes = outcomes;
    }

    @Override
    public Erasure erase(String tenant) {
        Map<String, Long> removed = new TreeMap<>();
        long facts = knowledge.forget(tenant);
        long[] learned = outcomes.forget(tenant);
        put(removed, "facts", facts);
        put(removed, "features", learned[0]);
        put(removed, "forecasts", learned[1]);
        return new Erasure(tenant, removed, true);
    }

    private static void put(Map<String, Long> removed, String kind, long n) {
        if (n > 0) {
            removed.put(kind, n);
        }
    }

    /** Nothing beyond facts and outcomes is kept per tenant in memory. */
    @Override
    public Map<String, Object> others(String tenant) {
        return Map.of();
    }
}
