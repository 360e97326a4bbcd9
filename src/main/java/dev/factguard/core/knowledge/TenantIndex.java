package dev.factguard.core.knowledge;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.concurrent.ForkJoinTask;

/**
 * One tenant's facts, ready to search: the lexical index, the facts' vectors and a nearest-neighbour index
 * over them. Immutable: updates return a new index, which is what makes an add all-or-nothing for readers
 * that hold the old one. Vectors are computed by the caller at add time and never here, so a search only
 * ever embeds the query. Thread-safe by immutability.
 *
 * <p>An update does not rebuild the whole tenant: it lands in a small {@code recent} layer (its own lexical
 * and vector index) over an untouched {@code base}, and base facts it replaces or removes are hidden. A
 * search asks both layers and merges, with the same scores a single index would give (a fact's score
 * depends on the fact and the query only). So one add to a 100,000-fact tenant costs the indexing of that
 * fact, not of 100,000. The layers are merged into a new base when the recent layer outgrows a sixteenth of
 * the base, or the hidden set {@link #MAX_HIDDEN}: a hidden fact costs every vector search one more
 * candidate.
 */
public final class TenantIndex {

    /** Candidates taken from each side before fusion: enough that a fact strong on one side is not lost. */
    private static final int MIN_CANDIDATES = 10;
    /** The recent layer never forces a merge below this size, so small tenants are not rebuilt per add. */
    static final int MIN_RECENT = 256;

    static final int MAX_HIDDEN = 128;

    /**
     * From this many facts the query is embedded on another thread while this one runs the lexical search:
     * at 100,000 facts each takes milliseconds. Below it the lexical search takes microseconds, less than
     * handing the embedding over.
     */
    static final int OVERLAP_FROM = 4_096;

    private final Layer base;
    private final Layer recent;
    private final Set<String> hidden;
    private final Embeddings embeddings;
    private final HybridScorer scorer;

    /** Facts with their vectors and the indexes over them. */
    private record Layer(LexicalIndex lexical, Map<String, float[]> vectors, VectorIndex nearest) {

        static Layer of(LexicalIndex lexical, Map<String, float[]> vectors, Embeddings embeddings) {
            return new Layer(
                    lexical,
                    vectors,
                    embeddings.enabled() && !vectors.isEmpty()
                            ? embeddings.indexes().build(vectors)
                            : null);
        }
    }

    private TenantIndex(Layer base, Layer recent, Set<String> hidden, Embeddings embeddings, HybridScorer scorer) {
        this.base = base;
        this.recent = recent;
        this.hidden = hidden;
        this.embeddings = embeddings;
        this.scorer = scorer;
    }

    public static TenantIndex empty(Embeddings embeddings, HybridScorer scorer) {
        Layer none = new Layer(LexicalIndex.empty(), Map.of(), null);
        return new TenantIndex(none, none, Set.of(), embeddings, scorer);
    }

    /**
     * A new index with the facts added (replacing same keys). With embeddings on, {@code vectorsByKey} must
     * hold a vector for every added fact.
     */
    public TenantIndex withAdded(List<Fact> facts, Map<String, float[]> vectorsByKey) {
        Map<String, float[]> added = new LinkedHashMap<>();
        if (embeddings.enabled()) {
            for (Fact fact : facts) {
                float[] vector = vectorsByKey.get(fact.key());
                if (vector == null) {
                    throw new IllegalArgumentException("no vector for fact " + fact.key());
                }
                added.put(fact.key(), vector);
            }
        }
        Set<String> nextHidden = new HashSet<>(hidden);
        for (Fact fact : facts) {
            if (base.lexical().containsKey(fact.key())) {
                nextHidden.add(fact.key());
            }
        }
        if (tooFarApart(recent.lexical().size() + facts.size(), nextHidden.size())) {
            return merged(facts, added, Set.of());
        }
        Map<String, float[]> next = new LinkedHashMap<>(recent.vectors());
        next.putAll(added);
        return new TenantIndex(
                base, Layer.of(recent.lexical().withAdded(facts), next, embeddings), nextHidden, embeddings, scorer);
    }

    public TenantIndex withRemoved(Collection<String> keys) {
        Set<String> gone = new HashSet<>(keys);
        Set<String> nextHidden = new HashSet<>(hidden);
        for (String key : gone) {
            if (base.lexical().containsKey(key)) {
                nextHidden.add(key);
            }
        }
        if (tooFarApart(recent.lexical().size(), nextHidden.size())) {
            return merged(List.of(), Map.of(), gone);
        }
        Map<String, float[]> next = new LinkedHashMap<>(recent.vectors());
        next.keySet().removeAll(gone);
        return new TenantIndex(
                base, Layer.of(recent.lexical().withRemoved(gone), next, embeddings), nextHidden, embeddings, scorer);
    }

    private boolean tooFarApart(int recentSize, int hiddenSize) {
        return recentSize > Math.max(MIN_RECENT, base.lexical().size() / 16) || hiddenSize > MAX_HIDDEN;
    }

    /**
     * Every visible fact, with {@code added} and without {@code removed}, as one new base. Facts already indexed
     * keep their analysis; the postings and the vector index are built again, which is the O(n) part.
     */
    private TenantIndex merged(List<Fact> added, Map<String, float[]> addedVectors, Set<String> removed) {
        Set<String> replaced = new HashSet<>(removed);
        added.forEach(f -> replaced.add(f.key()));
        Set<String> droppedFromBase = new HashSet<>(hidden);
        droppedFromBase.addAll(replaced);
        Map<String, float[]> vectors = new LinkedHashMap<>();
        base.vectors().forEach((key, vector) -> {
            if (!droppedFromBase.contains(key)) {
                vectors.put(key, vector);
            }
        });
        recent.vectors().forEach((key, vector) -> {
            if (!replaced.contains(key)) {
                vectors.put(key, vector);
            }
        });
        vectors.putAll(addedVectors);
        LexicalIndex lexical = LexicalIndex.merged(base.lexical(), droppedFromBase, recent.lexical(), replaced, added);
        Layer one = Layer.of(lexical, vectors, embeddings);
        return new TenantIndex(one, empty(embeddings, scorer).recent, Set.of(), embeddings, scorer);
    }

    public int size() {
        return base.lexical().size() - hidden.size() + recent.lexical().size();
    }

    public boolean containsKey(String key) {
        return recent.lexical().containsKey(key) || base.lexical().containsKey(key) && !hidden.contains(key);
    }

    public List<Fact> facts() {
        List<Fact> facts = new ArrayList<>(size());
        base.lexical().facts().stream().filter(f -> !hidden.contains(f.key())).forEach(facts::add);
        facts.addAll(recent.lexical().facts());
        return facts;
    }

    /**
     * At most {@code limit} visible facts with keys after {@code after} (null: from the first), in key order. A
     * bounded selection over the facts (n log limit), not a sort of the tenant: pages are small, tenants large.
     */
    public FactPage page(String after, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, was " + limit);
        }
        // The limit + 1 smallest keys after the cursor, largest on top: one more than the page says whether any follow.
        PriorityQueue<Fact> smallest = new PriorityQueue<>(limit + 2, BY_KEY.reversed());
        for (Fact fact : facts()) {
            if (after != null && fact.key().compareTo(after) <= 0) {
                continue;
            }
            if (smallest.size() <= limit) {
                smallest.add(fact);
            } else if (fact.key().compareTo(smallest.peek().key()) < 0) {
                smallest.poll();
                smallest.add(fact);
            }
        }
        boolean more = smallest.size() > limit;
        if (more) {
            smallest.poll();
        }
        List<Fact> page = new ArrayList<>(smallest);
        page.sort(BY_KEY);
        return new FactPage(page, more ? page.get(page.size() - 1).key() : null, size());
    }

    private static final Comparator<Fact> BY_KEY = Comparator.comparing(Fact::key);

    /** Whether updates since the last merge are still held apart from the base (for tests). */
    boolean layered() {
        return recent.lexical().size() > 0 || !hidden.isEmpty();
    }

    /** The best {@code topK} facts for the query with a score above 0, and the tenant's fact count. */
    public Retrieval retrieve(KnowledgeQuery query, int topK) {
        if (topK <= 0 || size() == 0) {
            return new Retrieval(List.of(), size());
        }
        int candidates = Math.max(topK, MIN_CANDIDATES);
        if (base.nearest() == null && recent.nearest() == null) {
            List<FactMatch> lexicalMatches = lexicalSearch(query, candidates);
            return new Retrieval(
                    lexicalMatches.size() > topK ? lexicalMatches.subList(0, topK) : lexicalMatches, size());
        }
        ForkJoinTask<float[]> embedding = size() >= OVERLAP_FROM
                ? ForkJoinTask.adapt(() -> query.vector(embeddings.embedder())).fork()
                : null;
        List<FactMatch> lexicalMatches = lexicalSearch(query, candidates);
        float[] queryVector = embedding == null || embedding.tryUnfork()
                ? query.vector(embeddings.embedder()) // small tenant, or no pool thread was free to take it
                : embedding.join();
        Map<String, Double> cosines = nearest(queryVector, candidates);
        // Lexical candidates are already scored; only facts found by the vector side still need a lexical score.
        Map<String, FactMatch> lexicalByKey = new HashMap<>();
        lexicalMatches.forEach(m -> lexicalByKey.put(m.fact().key(), m));
        Set<String> keys = new HashSet<>(cosines.keySet());
        keys.addAll(lexicalByKey.keySet());
        List<FactMatch> fused = new ArrayList<>(keys.size());
        for (String key : keys) {
            FactMatch known = lexicalByKey.get(key);
            FactMatch lex = known != null ? known : layerOf(key).lexical().match(query.analyzed(), key);
            double cosine = cosines.computeIfAbsent(
                    key, k -> cosine(queryVector, layerOf(k).vectors().get(k)));
            double semantic = scorer.semantic(cosine);
            double score = scorer.fuse(lex, cosine);
            if (score > 0) {
                String source = lex.score() > 0 && semantic > 0 ? "hybrid" : lex.score() > 0 ? "lexical" : "embedding";
                fused.add(new FactMatch(
                        lex.fact(), Math.min(1.0, score), source, lex.missingAnchors(), lex.namesSubject()));
            }
        }
        fused.sort(BEST_FIRST);
        return new Retrieval(fused.size() > topK ? fused.subList(0, topK) : fused, size());
    }

    private static final Comparator<FactMatch> BEST_FIRST = LexicalIndex.BEST_FIRST;

    private Layer layerOf(String key) {
        return recent.lexical().containsKey(key) ? recent : base;
    }

    private List<FactMatch> lexicalSearch(KnowledgeQuery query, int candidates) {
        List<FactMatch> fromBase = base.lexical().search(query.analyzed(), candidates + hidden.size());
        if (!layered()) {
            return fromBase;
        }
        List<FactMatch> fromRecent = recent.lexical().search(query.analyzed(), candidates);
        if (fromBase.isEmpty()) {
            return fromRecent; // a tenant whose facts all sit in the recent layer: already sorted and cut
        }
        List<FactMatch> merged = new ArrayList<>(fromBase.size() + fromRecent.size());
        for (FactMatch m : fromBase) {
            if (!hidden.contains(m.fact().key())) {
                merged.add(m);
            }
        }
        merged.addAll(fromRecent);
        merged.sort(BEST_FIRST);
        return merged.size() > candidates ? merged.subList(0, candidates) : merged;
    }

    /** The {@code candidates} visible facts nearest to the query, by cosine, from both layers. */
    private Map<String, Double> nearest(float[] queryVector, int candidates) {
        List<VectorIndex.Hit> hits = new ArrayList<>();
        if (base.nearest() != null) {
            for (VectorIndex.Hit hit : base.nearest().nearest(queryVector, candidates + hidden.size())) {
                if (!hidden.contains(hit.key())) {
                    hits.add(hit);
                }
            }
        }
        if (recent.nearest() != null) {
            hits.addAll(recent.nearest().nearest(queryVector, candidates));
        }
        hits.sort(Comparator.comparingDouble(VectorIndex.Hit::cosine).reversed());
        Map<String, Double> cosines = new HashMap<>();
        for (VectorIndex.Hit hit : hits.subList(0, Math.min(candidates, hits.size()))) {
            cosines.put(hit.key(), hit.cosine());
        }
        return cosines;
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
