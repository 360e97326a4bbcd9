package dev.factguard.core.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.text.TermAnalyzer;
import dev.factguard.testing.MiniLm;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Near misses that only the question's word order tells from a covered case, lexically and with real MiniLM sentence
 * similarity: a thing the question adds to the fact's case ("… too?", "as well as"), the other end of what the fact
 * gives ("close" for "opens"), a place or channel the fact does not say ("at the front desk" for "online"), and a
 * count where the fact gives a measure. Facts and questions written for these checks (a hotel), not taken from the
 * dev or held-out sets.
 */
class NearMissWordsTest {

    static final List<Fact> FACTS = List.of(
            new Fact(
                    "Larkspur parking",
                    "Parking at the Larkspur Hotel costs 18 euros a night when booked online with the room."),
            new Fact("Larkspur pool", "The Larkspur Hotel pool opens at 07:00 every day."),
            new Fact("Larkspur spa", "The Larkspur Hotel spa is open from 09:00 to 21:00."),
            new Fact("Larkspur cots", "Larkspur Hotel adds a baby cot to any room free of charge."),
            new Fact("Larkspur luggage", "Larkspur Hotel stores a 20 kg suitcase for 5 euros a day."));

    static final TenantIndex LEXICAL =
            TenantIndex.empty(Embeddings.OFF, HybridScorer.MINILM).withAdded(FACTS, Map.of());
    static final TenantIndex HYBRID = TenantIndex.empty(MiniLm.embeddings(), HybridScorer.MINILM)
            .withAdded(FACTS, FactVectors.embed(MiniLm.embeddings(), FACTS));

    /** In both modes, wherever the fact {@code key} is retrieved, it lacks something a label with {@code part} says. */
    private static void nearMiss(String question, String key, String part) {
        for (TenantIndex index : List.of(LEXICAL, HYBRID)) {
            List<FactMatch> matches = index.retrieve(KnowledgeQuery.of(question), 5).matches().stream()
                    .filter(m -> m.fact().key().equals(key))
                    .toList();
            assertThat(matches).as(question).isNotEmpty();
            assertThat(matches)
                    .as(question)
                    .allSatisfy(m -> assertThat(m.missingAnchors()).anyMatch(label -> label.contains(part)));
        }
    }

    /** In both modes, the fact {@code key} holds everything the question asks. */
    private static void answers(String question, String key) {
        CoverageChecks.holds(List.of(LEXICAL, HYBRID), question, key);
    }

    @Test
    void a_thing_added_to_the_facts_case_is_a_thing_the_fact_does_not_say() {
        nearMiss("Does the hotel add a baby bath to the room too?", "Larkspur cots", "bath");
        nearMiss("Can I get a high chair free of charge as well as the cot?", "Larkspur cots", "chair");
        answers("Does Larkspur Hotel add a baby cot free of charge too?", "Larkspur cots");
    }

    @Test
    void the_other_end_of_a_time_the_fact_gives_is_not_held_but_a_span_holds_both() {
        nearMiss("When does the Larkspur Hotel pool close?", "Larkspur pool", "not its opposite");
        answers("When does the Larkspur Hotel pool open?", "Larkspur pool");
        for (TenantIndex index : List.of(LEXICAL, HYBRID)) {
            assertThat(index.retrieve(KnowledgeQuery.of("When does the Larkspur Hotel spa close?"), 5)
                            .matches())
                    .anySatisfy(m -> {
                        assertThat(m.fact().key()).isEqualTo("Larkspur spa");
                        assertThat(m.missingAnchors()).noneMatch(label -> label.contains("opposite"));
                    });
        }
    }

    @Test
    void a_place_or_channel_the_question_ends_on_must_be_said_by_the_fact() {
        nearMiss(
                "How much is parking at the Larkspur Hotel if I book it at the front desk?",
                "Larkspur parking",
                "desk");
        nearMiss("Is there parking at the Larkspur Hotel by the station?", "Larkspur parking", "station");
        answers("How much is parking at the Larkspur Hotel when I book it online?", "Larkspur parking");
        // "at once" says how many together, not where.
        assertThat(NearMissWords.placed(TermAnalyzer.analyzeKeepingRuns("Can I store two suitcases at once?")))
                .isNull();
    }

    @Test
    void a_measure_of_a_thing_is_no_number_of_them() {
        assertThat(FactProfile.of(FACTS.get(4)).counted()).contains("kg").doesNotContain("suitcas");
        nearMiss("How many suitcases can Larkspur Hotel store for me?", "Larkspur luggage", "a number of");
        answers("How much does Larkspur Hotel charge to store a suitcase?", "Larkspur luggage");
    }
}
