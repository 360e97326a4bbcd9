package dev.factguard.core.knowledge;

import java.util.List;
import java.util.Map;

/** Nearest-neighbour search over one tenant's fact vectors. Immutable once built; thread-safe. */
public interface VectorIndex {

    /** A fact key and its cosine similarity to the query, in [-1, 1]. */
    record Hit(String key, double cosine) {}

    /** The {@code k} most similar facts, most similar first. */
    List<Hit> nearest(float[] query, int k);

    /** Builds indexes; the seam where a server-side vector search could replace the in-instance one. */
    interface Factory {
        VectorIndex build(Map<String, float[]> vectorsByKey);
    }
}
