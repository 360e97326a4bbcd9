package dev.factguard.core.knowledge;

/**
 * The embedding half of hybrid coverage: a text embedder and an index factory, or {@link #OFF} for
 * lexical-only coverage ({@code factguard.embedding.model=none}).
 */
public record Embeddings(TextEmbedder embedder, VectorIndex.Factory indexes) {
    public static final Embeddings OFF = new Embeddings(null, null);

    public Embeddings {
        if ((embedder == null) != (indexes == null)) {
            throw new IllegalArgumentException("embedder and indexes are both set or both null");
        }
    }

    public boolean enabled() {
        return embedder != null;
    }

    /** The text a fact is embedded from: its key and its text, as one sentence pair. */
    public static String factText(Fact fact) {
        return fact.key() + ". " + fact.text();
    }
}
