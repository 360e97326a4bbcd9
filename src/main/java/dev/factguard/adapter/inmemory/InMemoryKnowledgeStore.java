package dev.factguard.adapter.inmemory;

import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.knowledge.LexicalIndex;
import dev.factguard.core.knowledge.Retrieval;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The embedded default: one immutable {@link LexicalIndex} per tenant, swapped atomically on each write,
 * so readers never see half of an add. Lost on restart and not shared between instances.
 */
public final class InMemoryKnowledgeStore implements KnowledgeStore {

    private final ConcurrentMap<String, LexicalIndex> tenants = new ConcurrentHashMap<>();

    @Override
    public int add(String tenant, List<Fact> facts) {
        return tenants.compute(tenant, (t, index) -> (index == null ? LexicalIndex.empty() : index)
                .withAdded(facts)).size();
    }

    @Override
    public Retrieval retrieve(String tenant, KnowledgeQuery query, int topK) {
        LexicalIndex index = tenants.getOrDefault(tenant, LexicalIndex.empty());
        return new Retrieval(index.search(query.analyzed(), topK), index.size());
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
        return tenants.getOrDefault(tenant, LexicalIndex.empty()).size();
    }
}
