package dev.factguard.core.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.testing.MiniLm;
import java.util.List;

/** Checks the coverage tests make of one question in every index they build (lexical, and with real MiniLM). */
final class CoverageChecks {

    private CoverageChecks() {}

    /** A lexical index of {@code facts} and one with real MiniLM sentence similarity. */
    static List<TenantIndex> lexicalAndHybrid(List<Fact> facts) {
        return List.of(
                TenantIndex.empty(Embeddings.OFF, HybridScorer.MINILM).withAdded(facts, java.util.Map.of()),
                TenantIndex.empty(MiniLm.embeddings(), HybridScorer.MINILM)
                        .withAdded(facts, FactVectors.embed(MiniLm.embeddings(), facts)));
    }

    /** In every index, the fact {@code key} is retrieved and holds everything the question asks. */
    static void holds(List<TenantIndex> indexes, String question, String key) {
        for (TenantIndex index : indexes) {
            assertThat(index.retrieve(KnowledgeQuery.of(question), 5).matches())
                    .as(question)
                    .anySatisfy(m -> {
                        assertThat(m.fact().key()).isEqualTo(key);
                        assertThat(m.missingAnchors()).isEmpty();
                    });
        }
    }
}
