package dev.factguard.adapter.inmemory;

import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.FactPage;
import dev.factguard.core.knowledge.FactVectors;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.knowledge.Retrieval;
import dev.factguard.core.knowledge.TenantIndex;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The embedded default: one immutable {@link TenantIndex} per tenant, swapped atomically on each write,
 * so readers never see half of an add. Fact vectors are computed once, at add time, before the swap.
 * Lost on restart and not shared between instances.
 */
public final class InMemoryKnowledgeStore implements KnowledgeStore {

    private final ConcurrentMap<String, TenantIndex> tenants = new ConcurrentHashMap<>();
    private final Embeddings embeddings;
    private final TenantIndex empty;

    /** Lexical-only coverage. */
    public InMemoryKnowledgeStore() {
        this(Embeddings.OFF, HybridScorer.MINILM);
    }

    public InMemoryKnowledgeStore(Embeddings embeddings, HybridScorer scorer) {
        this.embeddings = embeddings;
        this.empty = TenantIndex.empty(embeddings, scorer);
    }

    @Override
    public int add(String tenant, List<Fact> facts) {
        Map<String, float[]> vectors = FactVectors.embed(embeddings, facts);
        return tenants.compute(tenant, (t, index) -> (index == null ? empty : index).withAdded(facts, vectors))
                .size();
    }

    @Override
    public Retrieval retrieve(String tenant, KnowledgeQuery query, int topK) {
        return tenants.getOrDefault(tenant, empty).retrieve(query, topK);
    }

    @Override
    public int remove(String tenant, Collection<String> keys) {
        int[] removed = {0};
        tenants.computeIfPresent(tenant, (t, index) -> {
            for (String key : keys) {
                if (index.containsKey(key)) {
                    removed[0]++;
                }
            }
            return index.withRemoved(keys);
        });
        return removed[0];
    }

    @Override
    public int size(String tenant) {
        return tenants.getOrDefault(tenant, empty).size();
    }

    /** Drops the tenant's facts and their vectors; returns how many facts it had. */
    int forget(String tenant) {
        TenantIndex index = tenants.remove(tenant);
        return index == null ? 0 : index.size();
    }

    @Override
    public FactPage list(String tenant, String after, int limit) {
        return tenants.getOrDefault(tenant, empty).page(after, limit);
    }
}
