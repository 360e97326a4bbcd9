package dev.factguard.core.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.testing.MiniLm;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a question adds to its subject beyond a condition word: the period a price is counted over, a bound it asks to
 * be kept, a duration in another unit of time, a word that narrows a class. Lexically and with real MiniLM sentence
 * similarity. Facts and questions written for these checks, not taken from the dev sets.
 */
class QualifierCoverageTest {

    static final List<Fact> FACTS = List.of(
            new Fact("Pixa plans", "Pixa Plus costs 6 euros per month and streams in HD."),
            new Fact("Pixa support", "Pixa support replies to chat messages within 12 hours."),
            new Fact("Pixa cancellation", "Yearly Pixa subscriptions can be cancelled within 21 days of purchase."),
            new Fact("Pixa gift cards", "Pixa gift cards are shipped to Belgium in 2 to 4 working days."),
            new Fact("Pixa day pass", "A Pixa day pass costs 5 euros and needs no account."));

    static final TenantIndex LEXICAL =
            TenantIndex.empty(Embeddings.OFF, HybridScorer.MINILM).withAdded(FACTS, Map.of());
    static final TenantIndex HYBRID = TenantIndex.empty(MiniLm.embeddings(), HybridScorer.MINILM)
            .withAdded(FACTS, FactVectors.embed(MiniLm.embeddings(), FACTS));

    private static FactMatch best(TenantIndex index, String question) {
        List<FactMatch> matches = index.retrieve(KnowledgeQuery.of(question), 5).matches();
        return matches.isEmpty() ? null : matches.get(0);
    }

    /** Covered at most 0.25 in both modes; with sentence similarity, the fact on the subject names what it lacks. */
    private static void nearMisses(Map<String, String> lacking) {
        for (Map.Entry<String, String> q : lacking.entrySet()) {
            for (TenantIndex index : List.of(LEXICAL, HYBRID)) {
                FactMatch best = best(index, q.getKey());
                assertThat(best == null ? 0.0 : best.score()).as(q.getKey()).isLessThanOrEqualTo(0.25);
            }
            assertThat(HYBRID.retrieve(KnowledgeQuery.of(q.getKey()), 5).matches())
                    .as(q.getKey())
                    .anySatisfy(m -> {
                        assertThat(m.missingAnchors()).contains(q.getValue());
                        assertThat(m.namesSubject()).isTrue();
                    });
        }
    }

    private static void covered(List<String> questions) {
        for (TenantIndex index : List.of(LEXICAL, HYBRID)) {
            for (String question : questions) {
                FactMatch best = best(index, question);
                assertThat(best).as(question).isNotNull();
                assertThat(best.missingAnchors()).as(question).isEmpty();
            }
        }
    }

    @Test
    void a_price_per_month_does_not_answer_a_question_about_another_period() {
        nearMisses(Map.of(
                "How much does Pixa Plus cost a year?", "per year",
                "Is Pixa Plus billed weekly?", "per week"));
        covered(List.of("How much does Pixa Plus cost per month?", "What does Pixa Plus cost monthly?"));
    }

    @Test
    void a_fact_for_yearly_subscriptions_does_not_answer_for_monthly_ones() {
        assertThat(HYBRID.retrieve(KnowledgeQuery.of("Can monthly Pixa subscriptions be cancelled?"), 5)
                        .matches())
                .anySatisfy(m -> {
                    assertThat(m.fact().key()).isEqualTo("Pixa cancellation");
                    assertThat(m.missingAnchors()).contains("per month");
                    assertThat(m.namesSubject()).isTrue();
                });
    }

    @Test
    void a_fact_that_names_the_subject_and_shares_only_a_condition_says_nothing_of_what_is_asked() {
        // "Pixa Plus … per month" names Pixa Plus and its month, and nothing of cancelling.
        for (TenantIndex index : List.of(LEXICAL, HYBRID)) {
            FactMatch plans = index
                    .retrieve(KnowledgeQuery.of("Can monthly Pixa Plus subscriptions be cancelled?"), 5)
                    .matches()
                    .stream()
                    .filter(m -> m.fact().key().equals("Pixa plans"))
                    .findFirst()
                    .orElseThrow();
            assertThat(plans.holdsAll()).isFalse();
            assertThat(plans.namesSubject()).isTrue();
            assertThat(plans.score()).isLessThanOrEqualTo(0.25);
        }
        covered(List.of("How much does Pixa Plus cost monthly?"));
    }

    @Test
    void a_looser_bound_does_not_say_that_a_tighter_one_is_kept() {
        nearMisses(Map.of(
                "Does Pixa support reply within 2 hours?", "2",
                "Are Pixa gift cards shipped to Belgium within 3 days?", "3"));
        // A bound the fact keeps is answered by it; a window the caller acts in is settled by any overlap.
        covered(List.of(
                "Does Pixa support reply within 24 hours?",
                "Are Pixa gift cards shipped to Belgium in under 10 days?",
                "Can a yearly Pixa subscription be cancelled within 20 days?"));
    }

    @Test
    void a_duration_in_another_unit_of_time_is_compared_in_the_fact_s() {
        covered(List.of(
                "Can a yearly Pixa subscription be cancelled within two weeks?",
                "Does Pixa support reply within one day?",
                "Are Pixa gift cards shipped to Belgium in under one week?"));
        nearMisses(Map.of("Can a yearly Pixa subscription be cancelled after 2 months?", "2"));
    }

    @Test
    void a_word_that_narrows_a_class_the_fact_does_not_name_is_a_near_miss() {
        nearMisses(Map.of(
                "Are Pixa gift cards shipped to Belgium for bulk orders?", "bulk",
                "Does Pixa support reply within 12 hours to the premium users?", "premium"));
        covered(List.of("Are Pixa gift cards shipped to Belgium for all orders?"));
    }

    @Test
    void a_unit_of_time_that_names_a_kind_is_held_only_by_saying_it() {
        nearMisses(Map.of("How much does a Pixa week pass cost?", "week"));
        covered(List.of("How much does a Pixa day pass cost?"));
    }

    @Test
    void a_unit_after_per_each_or_an_amount_counts_a_rate_and_a_duration_otherwise() {
        assertThat(Condition.perUnit("costs", "per", "month")).isEqualTo(Condition.PER_MONTH);
        assertThat(Condition.perUnit("open", "every", "day")).isEqualTo(Condition.PER_DAY);
        assertThat(Condition.perUnit("euros", "a", "year")).isEqualTo(Condition.PER_YEAR);
        assertThat(Condition.perUnit("twice", "a", "week")).isEqualTo(Condition.PER_WEEK);
        assertThat(Condition.perUnit("within", "a", "week")).isNull();
        assertThat(Condition.perUnit("for", "a", "year")).isNull();
        assertThat(FactProfile.of(FACTS.get(0)).holds(new Condition.Stated(Condition.PER_MONTH, false)))
                .isTrue();
        assertThat(FactProfile.of(FACTS.get(2)).holds(new Condition.Stated(Condition.PER_YEAR, false)))
                .isTrue();
    }
}
