package dev.factguard.core.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.text.TermAnalyzer;
import java.util.List;
import org.junit.jupiter.api.Test;

class LexicalIndexTest {

    private static final Fact K5 = new Fact(
            "Nordwind K5 kettle",
            "The Nordwind K5 electric kettle holds 1.7 litres and boils water in about 4 minutes.");
    private static final Fact DELIVERY = new Fact(
            "delivery to Austria", "Delivery from the Nordwind warehouse to Austria takes 3 to 5 working days.");
    private static final Fact APOLLO = new Fact("first Moon landing", "Apollo 11 landed on the Moon on 20 July 1969.");

    private final LexicalIndex index = LexicalIndex.empty().withAdded(List.of(K5, DELIVERY, APOLLO));

    private double best(String query) {
        List<FactMatch> matches = index.search(TermAnalyzer.analyze(query), 3);
        return matches.isEmpty() ? 0.0 : matches.get(0).score();
    }

    @Test
    void a_fact_that_holds_every_word_of_the_question_covers_it_fully() {
        assertThat(best("How many litres does the Nordwind K5 kettle hold?")).isEqualTo(1.0);
        assertThat(best("When did Apollo 11 land on the Moon?")).isEqualTo(1.0);
    }

    @Test
    void a_different_model_number_is_a_near_miss_not_a_match() {
        List<FactMatch> matches =
                index.search(TermAnalyzer.analyze("How many litres does the Nordwind K7 kettle hold?"), 1);
        assertThat(matches.get(0).fact()).isEqualTo(K5);
        assertThat(matches.get(0).score()).isLessThan(0.3);
        assertThat(matches.get(0).missingAnchors()).containsExactly("k7");
    }

    @Test
    void a_different_place_name_is_a_near_miss() {
        assertThat(best("How long does delivery from the Nordwind warehouse to Australia take?"))
                .isLessThan(0.3);
        assertThat(best("How long does delivery to Austria take?")).isGreaterThan(0.6);
    }

    @Test
    void shared_anchors_without_the_topic_do_not_cover_a_question() {
        assertThat(best("List the hat sizes of the Apollo 11 ground crew.")).isZero();
    }

    @Test
    void matches_on_the_key_as_well_as_the_text() {
        LexicalIndex keyed = LexicalIndex.empty().withAdded(List.of(new Fact("return window", "Within 14 days.")));
        assertThat(keyed.search(TermAnalyzer.analyze("What is the return window?"), 1))
                .hasSize(1);
    }

    @Test
    void stop_words_alone_match_nothing() {
        assertThat(index.search(TermAnalyzer.analyze("what is the and of"), 3)).isEmpty();
    }

    @Test
    void replaces_by_key_and_removes_without_touching_the_old_snapshot() {
        LexicalIndex replaced = index.withAdded(List.of(new Fact("Nordwind K5 kettle", "Now holds 2 litres.")));
        assertThat(replaced.size()).isEqualTo(3);
        LexicalIndex removed = replaced.withRemoved(List.of("first Moon landing", "unknown"));
        assertThat(removed.size()).isEqualTo(2);
        assertThat(index.size()).isEqualTo(3);
        assertThat(index.facts()).contains(K5);
    }

    @Test
    void returns_at_most_top_k_best_first() {
        List<FactMatch> matches = index.search(TermAnalyzer.analyze("Nordwind kettle delivery Moon"), 2);
        assertThat(matches).hasSize(2);
        assertThat(matches.get(0).score()).isGreaterThanOrEqualTo(matches.get(1).score());
    }

    @Test
    void the_few_best_of_many_matches_are_the_head_of_all_of_them_sorted() {
        // 2,000 facts sharing words in varied proportions: thousands of matches, many tied on score, so the
        // insertion that keeps the best few must agree with sorting them all, ties broken by key.
        java.util.Random random = new java.util.Random(7);
        String[] words = {"river", "bridge", "tower", "harbour", "station", "market", "castle", "garden"};
        List<Fact> facts = new java.util.ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            StringBuilder text = new StringBuilder("Site " + i);
            for (String word : words) {
                if (random.nextInt(3) == 0) {
                    text.append(' ').append(word);
                }
            }
            facts.add(new Fact("site " + i, text + "."));
        }
        LexicalIndex many = LexicalIndex.empty().withAdded(facts);
        var query = TermAnalyzer.analyze("Which river bridge stands near the castle garden and the market?");

        List<FactMatch> all = many.search(query, 5_000);
        assertThat(all).hasSizeGreaterThan(1_000);
        for (int k : new int[] {1, 3, 10, 64}) {
            assertThat(many.search(query, k)).containsExactlyElementsOf(all.subList(0, k));
        }
        assertThat(all).isSortedAccordingTo(LexicalIndex.BEST_FIRST);
    }
}
