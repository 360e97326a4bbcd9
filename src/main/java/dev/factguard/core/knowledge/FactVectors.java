package dev.factguard.core.knowledge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Computes the vectors of facts being added (empty when embeddings are off). */
public final class FactVectors {

    private FactVectors() {}

    public static Map<String, float[]> embed(Embeddings embeddings, List<Fact> facts) {
        Map<String, float[]> vectors = new LinkedHashMap<>();
        if (!embeddings.enabled() || facts.isEmpty()) {
            return vectors;
        }
        List<String> texts = new ArrayList<>(facts.size());
        facts.forEach(f -> texts.add(Embeddings.factText(f)));
        List<float[]> embedded = embeddings.embedder().embedAll(texts);
        for (int i = 0; i < facts.size(); i++) {
            vectors.put(facts.get(i).key(), embedded.get(i));
        }
        return vectors;
    }
}
