package dev.factguard.adapter.embedding;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.store.embedding.EmbeddingMatch;
import dev.langchain4j.store.embedding.EmbeddingSearchRequest;
import dev.langchain4j.store.embedding.EmbeddingSearchResult;
import dev.langchain4j.store.embedding.EmbeddingStore;
import dev.langchain4j.store.embedding.RelevanceScore;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;

/**
 * An exact in-memory {@link EmbeddingStore} laid out for scanning: vectors are normalised once when added
 * and packed into one float array, so a search is a run of dot products and a bounded top-k selection.
 * LangChain4j's own {@code InMemoryEmbeddingStore} recomputes both norms per entry and allocates a match per
 * entry, which costs about 1 µs per fact — 10 ms for 10,000 facts, the whole latency budget of a forecast.
 * From {@link #SCREEN_FROM} vectors an 8-bit copy ({@link QuantizedRows}) first rules out the rows that cannot be
 * among the k nearest, and only the rest are scored: the same hits and scores as scoring every row, from a
 * quarter of the memory reads.
 *
 * <p>Scores follow LangChain4j's convention: relevance {@code (cosine + 1) / 2}. Metadata filters are not
 * supported (FactGuard keeps one store per tenant). Adds are not thread-safe; a store is built once and
 * then searched from any number of threads.
 */
final class PackedEmbeddingStore implements EmbeddingStore<TextSegment> {

    /**
     * Below this many vectors every row is scored (a few milliseconds at most) and no 8-bit copy is kept: the
     * recent layer of a tenant index is rebuilt on every add and stays below it up to 131,072 facts.
     */
    static final int SCREEN_FROM = 8192;

    private final List<String> ids = new ArrayList<>();
    private float[] vectors = new float[0];
    private int dimension = -1;
    private final boolean vectorScreen;
    private QuantizedRows screen;

    PackedEmbeddingStore() {
        this(RowCodes.VECTORS);
    }

    /** {@code vectorScreen}: whether the screen's dot products use the Vector API (see {@link RowCodes#VECTORS}). */
    PackedEmbeddingStore(boolean vectorScreen) {
        this.vectorScreen = vectorScreen;
    }

    @Override
    public String add(Embedding embedding) {
        String id = UUID.randomUUID().toString();
        add(id, embedding);
        return id;
    }

    @Override
    public void add(String id, Embedding embedding) {
        float[] v = embedding.vector();
        if (dimension < 0) {
            dimension = v.length;
        } else if (v.length != dimension) {
            throw new IllegalArgumentException("vector has " + v.length + " dimensions, the store " + dimension);
        }
        int offset = ids.size() * dimension;
        if (offset + dimension > vectors.length) {
            vectors = Arrays.copyOf(vectors, Math.max(dimension * 16, vectors.length * 2));
        }
        double norm = 0;
        for (float x : v) {
            norm += x * x;
        }
        float scale = norm == 0 ? 0f : (float) (1.0 / Math.sqrt(norm));
        for (int i = 0; i < dimension; i++) {
            vectors[offset + i] = v[i] * scale;
        }
        ids.add(id);
        if (ids.size() == SCREEN_FROM) {
            screen = new QuantizedRows(dimension, vectorScreen);
            for (int row = 0; row < SCREEN_FROM; row++) {
                screen.add(vectors, row * dimension);
            }
        } else if (screen != null) {
            screen.add(vectors, offset);
        }
    }

    @Override
    public String add(Embedding embedding, TextSegment segment) {
        return add(embedding);
    }

    @Override
    public List<String> addAll(List<Embedding> embeddings) {
        List<String> added = new ArrayList<>(embeddings.size());
        embeddings.forEach(e -> added.add(add(e)));
        return added;
    }

    @Override
    public void addAll(List<String> idList, List<Embedding> embeddings, List<TextSegment> segments) {
        for (int i = 0; i < idList.size(); i++) {
            add(idList.get(i), embeddings.get(i));
        }
    }

    @Override
    public EmbeddingSearchResult<TextSegment> search(EmbeddingSearchRequest request) {
        if (request.filter() != null) {
            // One store per tenant, so FactGuard never filters; refuse rather than silently ignore a filter.
            throw new IllegalArgumentException("metadata filters are not supported by this store");
        }
        int n = ids.size();
        int k = Math.min(request.maxResults(), n);
        if (k <= 0) {
            return new EmbeddingSearchResult<>(List.of());
        }
        float[] query = request.queryEmbedding().vector();
        double queryNorm = 0;
        for (float x : query) {
            queryNorm += x * x;
        }
        double inverse = queryNorm == 0 ? 0 : 1.0 / Math.sqrt(queryNorm);
        int[] rows = screen != null ? screen.candidates(query, inverse, k) : null;
        // Top-k kept in two parallel arrays sorted by score, best first: k is small (tens), n is large.
        double[] bestScores = new double[k];
        int[] bestIndexes = new int[k];
        int kept = 0;
        for (int next = 0, end = rows == null ? n : rows.length; next < end; next++) {
            int row = rows == null ? next : rows[next];
            double cosine = cosine(row, query, inverse);
            if (kept < k || cosine > bestScores[kept - 1]) {
                int at = kept < k ? kept++ : kept - 1;
                while (at > 0 && bestScores[at - 1] < cosine) {
                    bestScores[at] = bestScores[at - 1];
                    bestIndexes[at] = bestIndexes[at - 1];
                    at--;
                }
                bestScores[at] = cosine;
                bestIndexes[at] = row;
            }
        }
        List<EmbeddingMatch<TextSegment>> matches = new ArrayList<>(kept);
        for (int i = 0; i < kept; i++) {
            double relevance = RelevanceScore.fromCosineSimilarity(bestScores[i]);
            if (relevance >= request.minScore()) {
                matches.add(new EmbeddingMatch<>(relevance, ids.get(bestIndexes[i]), null, null));
            }
        }
        return new EmbeddingSearchResult<>(matches);
    }

    /**
     * The exact score of one row. Rows are visited in ascending order, screened or not, and ties keep the
     * earlier row, so a screened search picks exactly the rows a full one would.
     */
    private double cosine(int row, float[] query, double inverse) {
        int offset = row * dimension;
        double dot = 0;
        for (int i = 0; i < dimension; i++) {
            dot += vectors[offset + i] * query[i];
        }
        return dot * inverse;
    }
}
