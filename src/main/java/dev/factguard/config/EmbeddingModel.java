package dev.factguard.config;

/** {@code factguard.embedding.model}; configured in lower case ({@code minilm}, {@code none}). */
public enum EmbeddingModel {
    /** In-process quantized all-MiniLM-L6-v2, shipped in its jar. */
    MINILM,
    /** No embeddings: coverage is lexical only. */
    NONE
}
