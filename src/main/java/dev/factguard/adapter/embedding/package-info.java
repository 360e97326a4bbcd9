/**
 * Embedding adapters on LangChain4j: the text embedder over any {@code EmbeddingModel} (default the
 * in-process quantized all-MiniLM-L6-v2 shipped in its jar, no download) and nearest-neighbour search through
 * its {@code EmbeddingStore}.
 */
package dev.factguard.adapter.embedding;
