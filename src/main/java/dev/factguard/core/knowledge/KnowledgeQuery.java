package dev.factguard.core.knowledge;

import dev.factguard.core.text.AnalyzedText;
import dev.factguard.core.text.TermAnalyzer;

/**
 * A query against a knowledge store: the raw text (for matchers that read sentences, such as embeddings)
 * and its lexical analysis, computed once and shared with the forecaster's other signals. Its sentence vector is
 * computed at most once per embedder too ({@link #vector}): coverage and the risk learner read the same one.
 */
public record KnowledgeQuery(String text, AnalyzedText analyzed, QueryVector vectors) {
    public KnowledgeQuery {
        if (text == null || analyzed == null || vectors == null) {
            throw new IllegalArgumentException("text, analyzed and vectors must not be null");
        }
    }

    public KnowledgeQuery(String text, AnalyzedText analyzed) {
        this(text, analyzed, new QueryVector());
    }

    public static KnowledgeQuery of(String text) {
        return new KnowledgeQuery(text, TermAnalyzer.analyzeKeepingRuns(text));
    }

    /** The text's vector from {@code embedder}: embedded on the first call, the same array after. */
    public float[] vector(TextEmbedder embedder) {
        return vectors.of(embedder, text);
    }
}
