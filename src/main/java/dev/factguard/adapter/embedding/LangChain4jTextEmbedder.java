package dev.factguard.adapter.embedding;

import dev.factguard.adapter.Lazy;
import dev.factguard.core.knowledge.TextEmbedder;
import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import java.util.List;
import java.util.function.Supplier;

/**
 * A {@link TextEmbedder} over any LangChain4j {@link EmbeddingModel}. The model is created on first use and
 * then shared: loading an ONNX model takes about a second and hundreds of megabytes, so an instance loads it
 * once, and only if embeddings are actually needed. Thread-safe.
 */
public final class LangChain4jTextEmbedder implements TextEmbedder {

    private final String name;
    private final Lazy<EmbeddingModel> model;

    public LangChain4jTextEmbedder(String name, Supplier<EmbeddingModel> factory) {
        this.name = name;
        this.model = new Lazy<>(factory);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int dimension() {
        return model().dimension();
    }

    @Override
    public float[] embed(String text) {
        return model().embed(text).content().vector();
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
        List<TextSegment> segments = texts.stream().map(TextSegment::from).toList();
        return model().embedAll(segments).content().stream()
                .map(Embedding::vector)
                .toList();
    }

    /** Loads the model now (startup warm-up) instead of on the first request. */
    public LangChain4jTextEmbedder warm() {
        model();
        return this;
    }

    private EmbeddingModel model() {
        return model.get();
    }
}
