package dev.factguard.core.knowledge;

/**
 * The memo of one query's sentence vector: an embedding is milliseconds of a model run, and a forecast needs the
 * prompt's vector twice (coverage of the facts, and the risk learner). Thread-safe: coverage may embed the query
 * on another thread while the lexical search runs; a race embeds twice and keeps either (the same) vector.
 */
public final class QueryVector {

    private record Held(TextEmbedder embedder, float[] vector) {}

    private volatile Held held;

    float[] of(TextEmbedder embedder, String text) {
        Held h = held;
        if (h != null && h.embedder == embedder) {
            return h.vector;
        }
        float[] vector = embedder.embed(text);
        held = new Held(embedder, vector);
        return vector;
    }
}
