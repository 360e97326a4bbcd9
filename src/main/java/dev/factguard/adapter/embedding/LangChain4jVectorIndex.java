package dev.factguard.adapter.embedding;

import dev.factguard.core.knowledge.VectorIndex;
import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.store.embedding.EmbeddingMatch;
import dev.langchain4j.store.embedding.EmbeddingSearchRequest;
import dev.langchain4j.store.embedding.EmbeddingStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Nearest neighbours through LangChain4j's {@link EmbeddingStore} abstraction, backed by
 * {@link PackedEmbeddingStore}: exact, every row either scored or provably out of the k nearest. At 100,000
 * facts of 384 dimensions that is 154 MB of floats plus a 38 MB 8-bit copy per tenant, and about 10 ms of a core
 * per query on two cores (docs/performance.md); beyond that a server-side vector index (Redis 8 / Valkey search,
 * another {@code EmbeddingStore}) should back {@link VectorIndex.Factory} instead.
 */
public final class LangChain4jVectorIndex implements VectorIndex {

    private final EmbeddingStore<TextSegment> store;

    private LangChain4jVectorIndex(EmbeddingStore<TextSegment> store) {
        this.store = store;
    }

    public static Factory factory() {
        return LangChain4jVectorIndex::of;
    }

    static LangChain4jVectorIndex of(Map<String, float[]> vectorsByKey) {
        PackedEmbeddingStore store = new PackedEmbeddingStore();
        List<String> ids = new ArrayList<>(vectorsByKey.size());
        List<Embedding> embeddings = new ArrayList<>(vectorsByKey.size());
        vectorsByKey.forEach((key, vector) -> {
            ids.add(key);
            embeddings.add(Embedding.from(vector));
        });
        store.addAll(ids, embeddings, null);
        return new LangChain4jVectorIndex(store);
    }

    @Override
    public List<Hit> nearest(float[] query, int k) {
        List<EmbeddingMatch<TextSegment>> matches = store.search(EmbeddingSearchRequest.builder()
                        .queryEmbedding(Embedding.from(query))
                        .maxResults(k)
                        .minScore(0.0)
                        .build())
                .matches();
        List<Hit> hits = new ArrayList<>(matches.size());
        for (EmbeddingMatch<TextSegment> match : matches) {
            // The in-memory store reports relevance (cosine + 1) / 2; callers reason in cosine.
            hits.add(new Hit(match.embeddingId(), 2 * match.score() - 1));
        }
        return hits;
    }
}
