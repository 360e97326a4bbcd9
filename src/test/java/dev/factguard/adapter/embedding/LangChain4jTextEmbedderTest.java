package dev.factguard.adapter.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.knowledge.VectorIndex;
import dev.factguard.testing.MiniLm;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The embedder contract, on the real quantized MiniLM model shipped in its jar. */
class LangChain4jTextEmbedderTest {

    private final LangChain4jTextEmbedder embedder = MiniLm.EMBEDDER;

    static double cosine(float[] a, float[] b) {
        double dot = 0, na = 0, nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        return dot / Math.sqrt(na * nb);
    }

    @Test
    void vectors_have_the_model_dimension() {
        assertThat(embedder.dimension()).isEqualTo(384);
        assertThat(embedder.embed("Invoices can be downloaded as PDF.")).hasSize(384);
    }

    @Test
    void the_same_text_gives_the_same_vector() {
        assertThat(embedder.embed("The capital of France is Paris."))
                .containsExactly(embedder.embed("The capital of France is Paris."));
        assertThat(embedder.embedAll(List.of("The capital of France is Paris.")).get(0))
                .containsExactly(embedder.embed("The capital of France is Paris."));
    }

    @Test
    void similar_sentences_are_closer_than_unrelated_ones() {
        float[] fact = embedder.embed("Invoices can be downloaded as PDF from the Billing page.");
        double paraphrase = cosine(fact, embedder.embed("Where do I get my old bills as PDF files?"));
        double unrelated = cosine(fact, embedder.embed("Apollo 11 landed on the Moon in 1969."));
        assertThat(paraphrase).isGreaterThan(unrelated + 0.2);
    }

    @Test
    void the_vector_index_returns_the_nearest_fact_first_with_its_cosine() {
        Map<String, float[]> vectors = new LinkedHashMap<>();
        vectors.put("invoice", embedder.embed("Invoices can be downloaded as PDF from the Billing page."));
        vectors.put("moon", embedder.embed("Apollo 11 landed on the Moon in 1969."));
        VectorIndex index = LangChain4jVectorIndex.factory().build(vectors);
        float[] query = embedder.embed("Where do I get my old bills as PDF files?");
        List<VectorIndex.Hit> hits = index.nearest(query, 2);
        assertThat(hits).extracting(VectorIndex.Hit::key).containsExactly("invoice", "moon");
        assertThat(hits.get(0).cosine())
                .isCloseTo(cosine(query, vectors.get("invoice")), org.assertj.core.data.Offset.offset(1e-5));
    }
}
