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

    /**
     * At most {@code limit} (≥ 1) of the tenant's facts whose keys sort after {@code after} (null: from the first),
     * in key order. Paging by key rather than by position keeps a listing stable under concurrent writes: a fact
     * present from the first page to the last is listed exactly once, whatever is added or removed meanwhile; a
     * fact added or removed during the listing is listed at most once (when its key lies after the page being
     * read at the time); a fact replaced meanwhile is listed once, with the text current when its page is read.
     */
    FactPage list(String tenant, String after, int limit);

    default List<FactMatch> search(String tenant, String query, int topK) {
        return retrieve(tenant, KnowledgeQuery.of(query), topK).matches();
    }
}
