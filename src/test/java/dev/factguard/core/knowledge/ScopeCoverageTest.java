package dev.factguard.core.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.testing.MiniLm;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Cases a fact's scope holds — a clock time inside its hours, a bare number or an age inside a bound it sets — and
 * what a fact about the right subject still does not hold: another item under its condition, another length, what
 * the caller would be given that it never says. Lexically and with real MiniLM sentence similarity. Facts and
 * questions written for these checks (a museum and a bus line), not taken from the dev or held-out sets.
 */
class ScopeCoverageTest {

    static final List<Fact> FACTS = List.of(
            new Fact("Tidewater Museum hours", "The Tidewater Museum is open Tuesday to Sunday from 10:00 to 18:00."),
            new Fact("Tidewater Museum children", "Entry to the Tidewater Museum is free for children under 12."),
            new Fact("Tidewater senior fares", "Passengers over 65 pay a reduced fare on Tidewater buses."),
            new Fact("Tidewater bike hire", "A 3-hour bike hire at the Tidewater Museum costs 9 euros."),
            new Fact(
                    "Tidewater Museum tours",
                    "Tidewater Museum tours cancelled by visitors less than a day ahead are not refunded."));

    static final TenantIndex LEXICAL =
            TenantIndex.empty(Embeddings.OFF, HybridScorer.MINILM).withAdded(FACTS, Map.of());
    static final TenantIndex HYBRID = TenantIndex.empty(MiniLm.embeddings(), HybridScorer.MINILM)
            .withAdded(FACTS, FactVectors.embed(MiniLm.embeddings(), FACTS));

    /** In both modes, the fact {@code key} holds everything the question asks. */
    private static void holds(String question, String key) {
        CoverageChecks.holds(List.of(LEXICAL, HYBRID), question, key);
    }

    /** In both modes, the fact {@code key} is retrieved lacking something. */
    private static void lacks(String question, String key) {
        for (TenantIndex index : List.of(LEXICAL, HYBRID)) {
            List<FactMatch> matches =
                    index.retrieve(KnowledgeQuery.of(question), 5).matches();
            assertThat(matches).as(question).anySatisfy(m -> {
                assertThat(m.fact().key()).isEqualTo(key);
                assertThat(m.missingAnchors()).isNotEmpty();
            });
        }
    }

    @Test
    void a_time_inside_the_hours_is_held_and_one_outside_is_not() {
        holds("Is the Tidewater Museum open on a Thursday at 4:30 pm?", "Tidewater Museum hours");
        holds("Is the Tidewater Museum open on Saturday at 10:30?", "Tidewater Museum hours");
        lacks("Is the Tidewater Museum open on a Thursday at 7:30 pm?", "Tidewater Museum hours");
    }

    @Test
    void a_bare_number_or_an_age_inside_a_bound_is_held_and_one_outside_is_not() {
        holds("Is Tidewater Museum entry free for my 8-year-old?", "Tidewater Museum children");
        holds("my daughter is 9, is Tidewater Museum entry free for her?", "Tidewater Museum children");
        holds("I am 70, do Tidewater buses give me a reduced fare?", "Tidewater senior fares");
        lacks("Is Tidewater Museum entry free for my 14-year-old?", "Tidewater Museum children");
        lacks("I am 60, do Tidewater buses give me a reduced fare?", "Tidewater senior fares");
    }

    @Test
    void another_item_another_length_or_something_never_given_is_not_held() {
        lacks("Are audio guides free for children at the Tidewater Museum?", "Tidewater Museum children");
        lacks("How much is a full day of bike hire at the Tidewater Museum?", "Tidewater bike hire");
        lacks("If the Tidewater Museum cancels my tour, do I get a voucher?", "Tidewater Museum tours");
        holds("How much is a 3-hour bike hire at the Tidewater Museum?", "Tidewater bike hire");
    }
}
