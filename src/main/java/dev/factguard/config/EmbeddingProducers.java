package dev.factguard.config;

import dev.factguard.adapter.embedding.LangChain4jTextEmbedder;
import dev.factguard.adapter.embedding.LangChain4jVectorIndex;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.HybridScorer;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import org.jboss.logging.Logger;

/** Chooses the embedding model from {@code factguard.embedding.model}. */
@ApplicationScoped
public class EmbeddingProducers {

    private static final Logger LOG = Logger.getLogger(EmbeddingProducers.class);

    @Produces
    @Singleton
    Embeddings embeddings(FactGuardConfig config) {
        return switch (config.embedding().model()) {
            case NONE -> Embeddings.OFF;
            case MINILM ->
                new Embeddings(
                        new LangChain4jTextEmbedder("all-minilm-l6-v2-q", AllMiniLmL6V2QuantizedEmbeddingModel::new),
                        LangChain4jVectorIndex.factory());
        };
    }

    @Produces
    @Singleton
    HybridScorer hybridScorer() {
        return HybridScorer.MINILM;
    }

    /** By default pays the model load before the first request. */
    void warm(@Observes StartupEvent event, Embeddings embeddings, FactGuardConfig config) {
        if (embeddings.enabled()
                && config.embedding().loadAtStartup()
                && embeddings.embedder() instanceof LangChain4jTextEmbedder lc) {
            long start = System.nanoTime();
            lc.warm();
            LOG.infof("embedding model %s loaded in %d ms", lc.name(), (System.nanoTime() - start) / 1_000_000);
        }
    }
}
