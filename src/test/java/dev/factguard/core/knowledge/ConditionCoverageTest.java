package dev.factguard.core.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.testing.MiniLm;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A fact about the same subject that does not hold the question's condition, day, quantity or predicate is a near
 * miss — lexically and with real MiniLM sentence similarity — while a fact that does hold them, in other words or as
 * a range, covers the question. Facts and questions written for these checks, not taken from the dev sets.
 */
class ConditionCoverageTest {

    static final List<Fact> FACTS = List.of(
            new Fact("Lumen helpdesk", "The Lumen helpdesk answers calls Tuesday to Saturday from 9:00 to 17:00."),
            new Fact("Lumen refunds", "Unopened Lumen lamps can be refunded within 21 days of delivery."),
            new Fact("Lumen exchanges", "Lumen lamps in their original box can be exchanged at any Lumen shop."),
            new Fact("Lumen guarantee", "Lumen lamps carry a three-year guarantee covering manufacturing faults."),
            new Fact("Lumen shipping", "Shipping inside France is free on orders above 40 euros."),
            new Fact("teacher discount", "Teachers receive 10 percent off the Lumen Studio lamp."));

    static final TenantIndex LEXICAL =
            TenantIndex.empty(Embeddings.OFF, HybridScorer.MINILM).withAdded(FACTS, Map.of());
    static final TenantIndex HYBRID = TenantIndex.empty(MiniLm.embeddings(), HybridScorer.MINILM)
            .withAdded(FACTS, FactVectors.embed(MiniLm.embeddings(), FACTS));

    /** Each with what the closest fact lacks. */
    static final Map<String, String> NEAR_MISSES = Map.ofEntries(
            Map.entry("Does the Lumen helpdesk answer calls on Mondays?", "monday"),
            Map.entry("is the lumen helpdesk open on sundays", "sunday"),
            Map.entry("Is the Lumen helpdesk reachable over the Easter holidays?", "public holidays"),
            Map.entry("Can I phone the Lumen helpdesk overnight?", "night"),
            Map.entry("Can opened Lumen lamps be refunded?", "used"),
            Map.entry("Can Lumen lamps that are not in their original box be exchanged?", "no original packaging"),
            Map.entry("Can an unopened Lumen lamp be refunded 30 days after delivery?", "30"),
            Map.entry("Is shipping inside France free on orders under 25 euros?", "25"),
            Map.entry("Does the Lumen guarantee cover accidental damage?", "accidental damage"),
            Map.entry("Do students get 10 percent off the Lumen Studio lamp?", "students"),
            Map.entry("Is the Lumen Studio lamp dimmable?", "dimmabl"),
            Map.entry("Is shipping to France free for business customers?", "businesses"),
            Map.entry("Can Lumen lamps I didn't order from Lumen be refunded?", "not order"),
            Map.entry("Do teachers get 10 percent off the black Lumen Studio lamp?", "black"));

    static final List<String> COVERED = List.of(
            "Does the Lumen helpdesk answer calls on Wednesdays?",
            "Can an unopened Lumen lamp be refunded after 10 days?",
            "Can a Lumen lamp in its original box be exchanged?",
            "Is shipping inside France free on orders of 60 euros?",
            "How long is the Lumen guarantee on lamps?",
            "Do teachers get a discount on the Lumen Studio lamp?",
            "Can I phone the Lumen helpdesk on a Friday?");

    private static FactMatch best(TenantIndex index, String question) {
        List<FactMatch> matches = index.retrieve(KnowledgeQuery.of(question), 5).matches();
        return matches.isEmpty() ? null : matches.get(0);
    }

    @Test
    void a_fact_that_lacks_the_condition_day_quantity_or_predicate_asked_is_a_near_miss_in_both_modes() {
        for (TenantIndex index : List.of(LEXICAL, HYBRID)) {
            for (Map.Entry<String, String> q : NEAR_MISSES.entrySet()) {
                FactMatch best = best(index, q.getKey());
                assertThat(best == null ? 0.0 : best.score()).as(q.getKey()).isLessThanOrEqualTo(0.25);
            }
        }
    }

    @Test
    void the_near_miss_names_what_the_closest_fact_lacks_and_that_the_question_names_its_subject() {
        for (Map.Entry<String, String> q : NEAR_MISSES.entrySet()) {
            List<FactMatch> matches =
                    HYBRID.retrieve(KnowledgeQuery.of(q.getKey()), 5).matches();
            assertThat(matches).as(q.getKey()).anySatisfy(m -> {
                assertThat(m.missingAnchors()).contains(q.getValue());
                assertThat(m.namesSubject()).isTrue();
            });
        }
    }

    @Test
    void a_fact_that_holds_them_in_other_words_or_as_a_range_covers_the_question() {
        for (String question : COVERED) {
            FactMatch best = best(HYBRID, question);
            assertThat(best).as(question).isNotNull();
            assertThat(best.missingAnchors()).as(question).isEmpty();
            assertThat(best.score()).as(question).isGreaterThan(0.5);
        }
    }

    @Test
    void a_condition_is_held_by_any_of_its_words_even_when_the_question_shares_no_other_word_with_the_fact() {
        FactMatch students = best(
                TenantIndex.empty(Embeddings.OFF, HybridScorer.MINILM)
                        .withAdded(List.of(new Fact("student offer", "Students pay half price.")), Map.of()),
                "Is there an offer for people at university?");
        assertThat(students).isNotNull();
        assertThat(students.missingAnchors()).isEmpty();
    }

    @Test
    void days_quantities_and_conditions_of_a_fact_are_read_once_when_it_is_indexed() {
        FactProfile helpdesk = FactProfile.of(FACTS.get(0));
        assertThat(Weekdays.covers(helpdesk.weekdays(), Weekdays.ofStem("wednesday")))
                .isTrue();
        assertThat(Weekdays.covers(helpdesk.weekdays(), Weekdays.ofStem("monday")))
                .isFalse();
        assertThat(Weekdays.inText("Open Mon–Fri, closed at weekends")).isEqualTo(Weekdays.WORKDAYS | Weekdays.WEEKEND);
        assertThat(Weekdays.inText("Open daily")).isEqualTo(Weekdays.ALL);
        assertThat(Weekdays.inText("Returns within 7 days of delivery")).isEqualTo(Weekdays.NONE);
        FactProfile refunds = FactProfile.of(FACTS.get(1));
        assertThat(refunds.ranges().get("day")).containsExactly(new QuantityRange(0, 21));
        assertThat(refunds.holds(new Condition.Stated(Condition.UNUSED, false))).isTrue();
        assertThat(refunds.holds(new Condition.Stated(Condition.USED, false))).isFalse();
        FactProfile delivery = FactProfile.of(new Fact("delivery", "Delivery takes 3 to 5 working days."));
        assertThat(delivery.ranges().get("day")).containsExactly(new QuantityRange(3, 5));
    }
}
