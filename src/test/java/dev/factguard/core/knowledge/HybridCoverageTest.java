package dev.factguard.core.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.testing.MiniLm;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Coverage with real embeddings: paraphrases are covered, near misses are not. */
class HybridCoverageTest {

    private static final List<Fact> FACTS = List.of(
            new Fact(
                    "invoice download",
                    "Invoices can be downloaded as PDF from the Billing page for the last 24 months."),
            new Fact(
                    "Nordwind K5 kettle",
                    "The Nordwind K5 electric kettle holds 1.7 litres and boils water in about 4 minutes."),
            new Fact(
                    "delivery to Austria",
                    "Delivery from the Nordwind warehouse to Austria takes 3 to 5 working days."),
            new Fact("hemoglobin", "Hemoglobin is the protein in red blood cells that carries oxygen."));

    private static final TenantIndex HYBRID = TenantIndex.empty(MiniLm.embeddings(), HybridScorer.MINILM)
            .withAdded(FACTS, FactVectors.embed(MiniLm.embeddings(), FACTS));
    private static final TenantIndex LEXICAL =
            TenantIndex.empty(Embeddings.OFF, HybridScorer.MINILM).withAdded(FACTS, java.util.Map.of());

    private static double coverage(TenantIndex index, String prompt) {
        return index.retrieve(KnowledgeQuery.of(prompt), 5).bestScore();
    }

    @Test
    void embeddings_cover_a_paraphrase_that_shares_almost_no_words() {
        String prompt = "Where do I get my old bills as PDF files?";
        assertThat(coverage(HYBRID, prompt)).isGreaterThan(0.6);
        assertThat(coverage(HYBRID, prompt)).isGreaterThan(coverage(LEXICAL, prompt) + 0.3);
        assertThat(coverage(HYBRID, "Which molecule in red cells transports oxygen?"))
                .isGreaterThan(0.6);
    }

    @Test
    void a_near_miss_stays_uncovered_however_similar_the_sentences() {
        assertThat(coverage(HYBRID, "How many litres does the Nordwind K7 kettle hold?"))
                .isLessThanOrEqualTo(0.25);
        assertThat(coverage(HYBRID, "How long does delivery from the Nordwind warehouse to Australia take?"))
                .isLessThanOrEqualTo(0.25);
        assertThat(coverage(HYBRID, "How many litres does the Nordwind K5 kettle hold?"))
                .isGreaterThan(0.9);
    }

    @Test
    void sentence_similarity_does_not_cover_a_question_the_fact_does_not_answer() {
        TenantIndex focus = TenantIndex.empty(MiniLm.embeddings(), HybridScorer.MINILM)
                .withAdded(FocusFacts.ALL, FactVectors.embed(MiniLm.embeddings(), FocusFacts.ALL));
        for (String question : FocusFacts.NEAR_MISSES) {
            assertThat(coverage(focus, question)).as(question).isLessThanOrEqualTo(0.25);
        }
        for (String question : FocusFacts.ANSWERED) {
            assertThat(coverage(focus, question)).as(question).isGreaterThan(0.6);
        }
    }

    @Test
    void a_fact_about_the_same_kettle_that_gives_another_attribute_is_a_near_miss() {
        assertThat(coverage(HYBRID, "What is the Nordwind K5 kettle's power in watts?"))
                .isLessThanOrEqualTo(0.25);
        assertThat(coverage(HYBRID, "What colour is the Nordwind K5 kettle?")).isLessThanOrEqualTo(0.25);
        assertThat(HYBRID.retrieve(KnowledgeQuery.of("What is the Nordwind K5 kettle's power in watts?"), 1)
                        .matches()
                        .get(0)
                        .missingAnchors())
                .containsExactly("power (watts)");
    }

    @Test
    void matches_say_which_matcher_found_them() {
        Retrieval r = HYBRID.retrieve(KnowledgeQuery.of("Where do I get my old bills as PDF files?"), 1);
        assertThat(r.matches().get(0).fact().key()).isEqualTo("invoice download");
        assertThat(r.matches().get(0).source()).isEqualTo("hybrid");
        Retrieval semanticOnly = HYBRID.retrieve(KnowledgeQuery.of("Which molecule transports O2 in the blood?"), 1);
        assertThat(semanticOnly.matches().get(0).fact().key()).isEqualTo("hemoglobin");
        assertThat(LEXICAL.retrieve(KnowledgeQuery.of("Where do I get my old bills as PDF files?"), 1)
                        .matches()
                        .get(0)
                        .source())
                .isEqualTo("lexical");
    }

    @Test
    void the_semantic_score_is_calibrated_and_penalised_once_after_fusion() {
        HybridScorer s = HybridScorer.MINILM;
        assertThat(s.semantic(0.30)).isZero();
        assertThat(s.semantic(0.75)).isEqualTo(1.0);
        FactMatch nearMiss = new FactMatch(FACTS.get(1), 0.714 * 0.25, "lexical", List.of("k7"));
        assertThat(s.fuse(nearMiss, 0.95)).isCloseTo(0.25, org.assertj.core.data.Offset.offset(1e-9));
        FactMatch none = new FactMatch(FACTS.get(0), 0.0, "lexical", List.of());
        assertThat(s.fuse(none, 0.525)).isCloseTo(0.5, org.assertj.core.data.Offset.offset(1e-9));
    }
}
