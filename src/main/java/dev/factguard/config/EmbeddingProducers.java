package dev.factguard.config;

import dev.factguard.adapter.embedding.LangChain4jTextEmbedder;
import dev.factguard.adapter.embedding.LangChain4jVectorIndex;
import dev.factguard.adapter.embedding.OnnxMiniLm;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.HybridScorer;
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
            case MINILM -> {
                // Checked at startup, not when the model loads: that may be a request's first use.
                int threads = OnnxMiniLm.checkThreads(config.embedding().threads());
                yield new Embeddings(
                        new LangChain4jTextEmbedder(OnnxMiniLm.NAME, () -> new OnnxMiniLm(threads)),
                        LangChain4jVectorIndex.factory());
            }
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
