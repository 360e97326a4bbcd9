package dev.factguard.core.knowledge;

import java.util.Collection;
import java.util.List;

/**
 * A tenant's knowledge facts. Tenants never see each other's facts.
 *
 * <p>Implementations are thread-safe and make {@link #add} all-or-nothing from a reader's point of view:
 * a concurrent {@link #retrieve} sees either none or all of one call's facts. A backend that cannot be
 * reached throws {@link dev.factguard.core.StoreUnavailableException}.
 */
public interface KnowledgeStore {

    /**
     * Adds or replaces (by key) the given facts; returns the tenant's fact count afterwards. Idempotent: the
     * same facts added again leave the tenant as it was, so an add whose outcome is unknown
     * ({@link dev.factguard.core.WriteOutcomeUnknownException}) is safe to retry as it is.
     */
    int add(String tenant, List<Fact> facts);

    /** At most {@code topK} facts with a score above 0, best first, and the tenant's fact count. */
    Retrieval retrieve(String tenant, KnowledgeQuery query, int topK);

    /** Removes the facts with these keys; returns how many existed. */
    int remove(String tenant, Collection<String> keys);

    /** The tenant's fact count (0 for an unknown tenant). */
    int size(String tenant);

    default List<FactMatch> search(String tenant, String query, int topK) {
        return retrieve(tenant, KnowledgeQuery.of(query), topK).matches();
    }
}
