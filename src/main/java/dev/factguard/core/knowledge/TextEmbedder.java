package dev.factguard.core.knowledge;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns text into a dense vector whose cosine similarity tracks meaning, so "old bills as PDF files" can
 * find "Invoices can be downloaded as PDF". Implementations are thread-safe and deterministic (the same
 * text gives the same vector).
 */
public interface TextEmbedder {

    /** Identifies the model; stored with vectors so vectors of another model are never compared. */
    String name();

    /** Length of every vector this embedder returns. */
    int dimension();

    float[] embed(String text);

    default List<float[]> embedAll(List<String> texts) {
        List<float[]> vectors = new ArrayList<>(texts.size());
        for (String text : texts) {
            vectors.add(embed(text));
        }
        return vectors;
    }
}
