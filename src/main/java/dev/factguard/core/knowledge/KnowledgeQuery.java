package dev.factguard.core.knowledge;

import dev.factguard.core.text.AnalyzedText;
import dev.factguard.core.text.TermAnalyzer;

/**
 * A query against a knowledge store: the raw text (for matchers that read sentences, such as embeddings)
 * and its lexical analysis, computed once and shared with the forecaster's other signals.
 */
public record KnowledgeQuery(String text, AnalyzedText analyzed) {
    public KnowledgeQuery {
        if (text == null || analyzed == null) {
            throw new IllegalArgumentException("text and analyzed must not be null");
        }
    }

    public static KnowledgeQuery of(String text) {
        return new KnowledgeQuery(text, TermAnalyzer.analyzeKeepingRuns(text));
    }
}
