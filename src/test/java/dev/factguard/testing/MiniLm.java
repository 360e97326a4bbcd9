package dev.factguard.testing;

import dev.factguard.adapter.embedding.LangChain4jTextEmbedder;
import dev.factguard.adapter.embedding.LangChain4jVectorIndex;
import dev.factguard.adapter.embedding.OnnxMiniLm;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.TextEmbedder;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/** The real quantized all-MiniLM-L6-v2 from its jar, loaded once per test JVM and shared. */
public final class MiniLm {

    public static final LangChain4jTextEmbedder EMBEDDER =
            new LangChain4jTextEmbedder(OnnxMiniLm.NAME, OnnxMiniLm::new);

    private MiniLm() {}

    public static Embeddings embeddings() {
        return new Embeddings(EMBEDDER, LangChain4jVectorIndex.factory());
    }

    /** The real model, counting how many texts it embeds (to prove vectors are not recomputed). */
    public static final class Counting implements TextEmbedder {
        public final AtomicInteger texts = new AtomicInteger();

        @Override
        public String name() {
            return EMBEDDER.name();
        }

        @Override
        public int dimension() {
            return EMBEDDER.dimension();
        }

        @Override
        public float[] embed(String text) {
            texts.incrementAndGet();
            return EMBEDDER.embed(text);
        }

        @Override
        public List<float[]> embedAll(List<String> all) {
            texts.addAndGet(all.size());
            return EMBEDDER.embedAll(all);
        }

        public Embeddings embeddings() {
            return new Embeddings(this, LangChain4jVectorIndex.factory());
        }
    }
}
