package dev.factguard.core.knowledge;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Scores passages the caller retrieved itself (a request's {@code context}) for coverage exactly as the tenant's
 * facts are scored — lexically and, with embeddings on, by vectors — without storing them anywhere. Each passage
 * becomes a fact keyed {@code context[i]} in a throw-away index. Thread-safe.
 */
public final class ContextPassages {

    public static final ContextPassages NONE = new ContextPassages(Embeddings.OFF, HybridScorer.MINILM);

    private final Embeddings embeddings;
    private final HybridScorer scorer;

    public ContextPassages(Embeddings embeddings, HybridScorer scorer) {
        this.embeddings = embeddings;
        this.scorer = scorer;
    }

    /** The passages' best matches for the query; an empty retrieval (no facts) for no passages. */
    public Retrieval retrieve(KnowledgeQuery query, List<String> passages, int topK) {
        if (passages.isEmpty()) {
            return new Retrieval(List.of(), 0);
        }
        return index(passages).retrieve(query, topK);
    }

    /**
     * The passages as a throw-away index, each a fact keyed {@code context[i]}: for a caller that asks it more than
     * once (each statement of an answer), so the passages are embedded once.
     */
    public TenantIndex index(List<String> passages) {
        List<Fact> facts = new ArrayList<>(passages.size());
        Map<String, float[]> vectors = new HashMap<>();
        for (int i = 0; i < passages.size(); i++) {
            Fact fact = new Fact("context[" + i + "]", passages.get(i));
            facts.add(fact);
            if (embeddings.enabled()) {
                vectors.put(fact.key(), embeddings.embedder().embed(Embeddings.factText(fact)));
            }
        }
        return TenantIndex.empty(embeddings, scorer).withAdded(facts, vectors);
    }
}
