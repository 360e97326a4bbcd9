package dev.factguard.core.knowledge;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One tenant's facts, ready to search: the lexical index, the facts' vectors and a nearest-neighbour index
 * over them. Immutable: updates return a new index, which is what makes an add all-or-nothing for readers
 * that hold the old one. Vectors are computed by the caller at add time and never here, so a search only
 * ever embeds the query. Thread-safe by immutability.
 */
public final class TenantIndex {

    /** Candidates taken from each side before fusion: enough that a fact strong on one side is not lost. */
    private static final int MIN_CANDIDATES = 10;

    private final LexicalIndex lexical;
    private final Map<String, float[]> vectors;
    private final VectorIndex nearest;
    private final Embeddings embeddings;
    private final HybridScorer scorer;

    private TenantIndex(LexicalIndex lexical, Map<String, float[]> vectors, Embeddings embeddings,
            HybridScorer scorer) {
        this.lexical = lexical;
        this.vectors = vectors;
        this.embeddings = embeddings;
        this.scorer = scorer;
        this.nearest = embeddings.enabled() && !vectors.isEmpty() ? embeddings.indexes().build(vectors) : null;
    }

    public static TenantIndex empty(Embeddings embeddings, HybridScorer scorer) {
        return new TenantIndex(LexicalIndex.empty(), Map.of(), embeddings, scorer);
    }

    /**
     * A new index with the facts added (replacing same keys). With embeddings on, {@code vectorsByKey} must
     * hold a vector for every added fact.
     */
    public TenantIndex withAdded(List<Fact> facts, Map<String, float[]> vectorsByKey) {
        Map<String, float[]> next = new LinkedHashMap<>(vectors);
        if (embeddings.enabled()) {
            for (Fact fact : facts) {
                float[] vector = vectorsByKey.get(fact.key());
                if (vector == null) {
                    throw new IllegalArgumentException("no vector for fact " + fact.key());
                }
                next.put(fact.key(), vector);
            }
        }
        return new TenantIndex(lexical.withAdded(facts), next, embeddings, scorer);
    }

    public TenantIndex withRemoved(Collection<String> keys) {
        Map<String, float[]> next = new LinkedHashMap<>(vectors);
        next.keySet().removeAll(new HashSet<>(keys));
        return new TenantIndex(lexical.withRemoved(keys), next, embeddings, scorer);
    }

    public int size() {
        return lexical.size();
    }

    public boolean containsKey(String key) {
        return lexical.containsKey(key);
    }

    public List<Fact> facts() {
        return lexical.facts();
    }

    public Map<String, float[]> vectors() {
        return vectors;
    }

    /** The best {@code topK} facts for the query with a score above 0, and the tenant's fact count. */
    public Retrieval retrieve(KnowledgeQuery query, int topK) {
        if (topK <= 0 || size() == 0) {
            return new Retrieval(List.of(), size());
        }
        int candidates = Math.max(topK, MIN_CANDIDATES);
        List<FactMatch> lexicalMatches = lexical.search(query.analyzed(), candidates);
        if (nearest == null) {
            return new Retrieval(lexicalMatches.size() > topK ? lexicalMatches.subList(0, topK) : lexicalMatches,
                    size());
        }
        float[] queryVector = embeddings.embedder().embed(query.text());
        Map<String, Double> cosines = new HashMap<>();
        for (VectorIndex.Hit hit : nearest.nearest(queryVector, candidates)) {
            cosines.put(hit.key(), hit.cosine());
        }
        // Lexical candidates are already scored; only facts found by the vector side still need a lexical score.
        Map<String, FactMatch> lexicalByKey = new HashMap<>();
        lexicalMatches.forEach(m -> lexicalByKey.put(m.fact().key(), m));
        Set<String> keys = new HashSet<>(cosines.keySet());
        keys.addAll(lexicalByKey.keySet());
        List<FactMatch> fused = new ArrayList<>(keys.size());
        for (String key : keys) {
            FactMatch known = lexicalByKey.get(key);
            FactMatch lex = known != null ? known : lexical.match(query.analyzed(), key);
            double cosine = cosines.computeIfAbsent(key, k -> cosine(queryVector, vectors.get(k)));
            double semantic = scorer.semantic(cosine);
            double score = scorer.fuse(lex, cosine);
            if (score > 0) {
                String source = lex.score() > 0 && semantic > 0 ? "hybrid" : lex.score() > 0 ? "lexical" : "embedding";
                fused.add(new FactMatch(lex.fact(), Math.min(1.0, score), source, lex.missingAnchors()));
            }
        }
        fused.sort(Comparator.comparingDouble(FactMatch::score).reversed().thenComparing(m -> m.fact().key()));
        return new Retrieval(fused.size() > topK ? fused.subList(0, topK) : fused, size());
    }

    static double cosine(float[] a, float[] b) {
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        return na == 0 || nb == 0 ? 0.0 : dot / Math.sqrt(na * nb);
    }
}
