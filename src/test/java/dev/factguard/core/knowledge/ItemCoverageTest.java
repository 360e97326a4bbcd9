package dev.factguard.core.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.testing.MiniLm;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * What a fact about the right subject still does not hold: a count of something else, a duration where it counts
 * occasions, the price of another thing, the things a relative clause picks out that it says only in the negative —
 * and what it does hold by other words: opening hours as clock times, students as people who study. Lexically and
 * with real MiniLM sentence similarity. Facts and questions written for these checks (a gym and a ferry line), not
 * taken from the dev or held-out sets.
 */
class ItemCoverageTest {

    static final List<Fact> FACTS = List.of(
            new Fact("Bramble Gym classes", "Bramble Gym members can book up to 3 classes a week."),
            new Fact("Quayside lockers", "The Quayside terminal has 40 lockers that can be rented for 6 hours."),
            new Fact("Bramble Gym guests", "Bramble Gym members may bring 2 guests at a time."),
            new Fact("Quayside return tickets", "A Quayside return ticket can be used two times."),
            new Fact("Bramble Gym towel rental", "Towel rental at Bramble Gym costs 2 euros."),
            new Fact("Quayside bike fares", "Taking a bike on a Quayside ferry costs 4 euros."),
            new Fact("Quayside lost property", "Items that are not claimed within 30 days are donated by Quayside."),
            new Fact("Bramble Gym refunds", "Bramble Gym refunds classes that members do not attend."),
            new Fact("Quayside terminal hours", "The Quayside terminal opens on Saturdays from 06:00 to 22:00."),
            new Fact("Bramble Gym memberships", "Bramble Gym memberships cost 30 euros a month."),
            new Fact("Quayside ferry cards", "A Quayside ferry card gives 10 crossings for 25 euros."));

    static final TenantIndex LEXICAL =
            TenantIndex.empty(Embeddings.OFF, HybridScorer.MINILM).withAdded(FACTS, Map.of());
    static final TenantIndex HYBRID = TenantIndex.empty(MiniLm.embeddings(), HybridScorer.MINILM)
            .withAdded(FACTS, FactVectors.embed(MiniLm.embeddings(), FACTS));

    /** In both modes, the fact {@code key} names the question's subject and lacks {@code missing}. */
    private static void nearMiss(String question, String key, String missing) {
        nearMiss(question, key, missing::equals);
    }

    /** In both modes, the fact {@code key} names the question's subject and lacks what a label {@code part} says. */
    private static void nearMissLabelled(String question, String key, String part) {
        nearMiss(question, key, label -> label.contains(part));
    }

    private static void nearMiss(String question, String key, Predicate<String> lacking) {
        for (TenantIndex index : List.of(LEXICAL, HYBRID)) {
            assertThat(index.retrieve(KnowledgeQuery.of(question), 5).matches())
                    .as(question)
                    .anySatisfy(m -> {
                        assertThat(m.fact().key()).isEqualTo(key);
                        assertThat(m.missingAnchors()).anyMatch(lacking);
                        assertThat(m.namesSubject()).isTrue();
                    });
        }
    }

    /** In both modes, the fact {@code key} holds everything the question asks. */
    private static void answers(String question, String key) {
        CoverageChecks.holds(List.of(LEXICAL, HYBRID), question, key);
    }

    @Test
    void a_count_is_answered_only_by_a_number_of_what_is_counted() {
        nearMiss("How many saunas do Bramble Gym members get?", "Bramble Gym classes", "a number of sauna");
        nearMiss(
                "How many ticket machines does the Quayside terminal have?",
                "Quayside lockers",
                "a number of ticket machin");
        answers("How many classes can Bramble Gym members book?", "Bramble Gym classes");
        answers("How many lockers does the Quayside terminal have?", "Quayside lockers");
        answers("How many times can a Quayside return ticket be used?", "Quayside return tickets");
    }

    @Test
    void time_counted_as_occasions_is_no_duration() {
        nearMiss("How long can a guest stay at Bramble Gym?", "Bramble Gym guests", "a duration");
        nearMiss("How long does a Quayside return ticket last?", "Quayside return tickets", "a duration");
        FactProfile lockers = FactProfile.of(FACTS.get(1));
        assertThat(lockers.held()).contains(FocusLexicon.DURATION);
    }

    @Test
    void a_price_of_another_thing_than_the_fact_prices() {
        nearMiss("How much does locker rental cost at Bramble Gym?", "Bramble Gym towel rental", "locker");
        nearMiss("How much does taking a kayak on a Quayside ferry cost?", "Quayside bike fares", "kayak");
        answers("How much is towel rental at Bramble Gym?", "Bramble Gym towel rental");
        answers("How much does taking a bike on a Quayside ferry cost?", "Quayside bike fares");
    }

    @Test
    void a_price_asked_for_a_thing_of_the_question_s_own() {
        nearMissLabelled(
                "Can I take a cargo trailer on a Quayside ferry too, and what does it cost?",
                "Quayside bike fares",
                "cargo trailer");
        nearMissLabelled(
                "Does Bramble Gym rent out yoga mats, and what does that cost?",
                "Bramble Gym towel rental",
                "yoga mat");
        answers("Can I take a bike on a Quayside ferry, and what does it cost?", "Quayside bike fares");
    }

    @Test
    void what_is_there_is_answered_only_by_a_fact_that_says_it() {
        nearMiss("Is there a sauna for Bramble Gym members?", "Bramble Gym classes", "sauna");
        nearMiss("Is there free wifi at the Quayside terminal?", "Quayside terminal hours", "wifi");
        answers("Are there lockers at the Quayside terminal?", "Quayside lockers");
    }

    @Test
    void a_relative_clause_is_not_held_by_what_the_fact_says_only_in_the_negative() {
        nearMiss(
                "What does Quayside do with items that are claimed within 30 days?",
                "Quayside lost property",
                "claim, not its negation");
        nearMiss(
                "Does Bramble Gym refund classes that members do attend?",
                "Bramble Gym refunds",
                "attend, not its negation");
        answers("Does Bramble Gym refund classes that members do not attend?", "Bramble Gym refunds");
    }

    @Test
    void a_word_before_a_card_or_a_membership_narrows_it() {
        nearMiss("How much does a family membership at Bramble Gym cost?", "Bramble Gym memberships", "family");
        nearMiss(
                "How many crossings does a commuter card give on Quayside ferries?",
                "Quayside ferry cards",
                "commuter");
        answers("How many crossings does a Quayside ferry card give?", "Quayside ferry cards");
    }

    @Test
    void opening_hours_are_the_times_it_opens_and_studying_says_students() {
        answers("What are the Saturday opening hours of the Quayside terminal?", "Quayside terminal hours");
        answers("What are the Quayside terminal's opening hours on Saturdays?", "Quayside terminal hours");
        Condition.Stated students = new Condition.Stated(Condition.STUDENTS, false);
        assertThat(FactProfile.of(new Fact("gym", "Half price for anyone who studies in Tarnow."))
                        .holds(students))
                .isTrue();
        assertThat(FactProfile.of(new Fact("pool", "Free for people studying at a Tarnow school."))
                        .holds(students))
                .isTrue();
        assertThat(FactProfile.of(new Fact("rooms", "Study rooms can be booked online."))
                        .holds(students))
                .isFalse();
    }
}
