package dev.factguard.core.outcome;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WordFeatureNamesTest {

    @Test
    void a_pair_is_named_for_its_two_words_whichever_instances_bring_them() {
        WordFeatureNames.Word capital = new WordFeatureNames.Word("capital");
        WordFeatureNames.Word japan = new WordFeatureNames.Word("japan");
        String name = WordFeatureNames.pair(capital, japan);
        assertThat(name).isEqualTo("b:capital japan");
        assertThat(WordFeatureNames.pair(capital, japan)).isSameAs(name);
        // Words that left their cache come back as new instances with the same text: the same pair, and the same
        // name instance (which the counts table then finds on identity).
        assertThat(WordFeatureNames.pair(new WordFeatureNames.Word("capital"), new WordFeatureNames.Word("japan")))
                .isSameAs(name);
        assertThat(WordFeatureNames.pair(japan, capital)).isEqualTo("b:japan capital");
    }

    @Test
    void pairs_sharing_a_slot_each_get_their_own_name() {
        // Far more pairs than the table's 8,192 slots, twice over.
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i < 20_000; i++) {
                WordFeatureNames.Word first = new WordFeatureNames.Word("w" + i);
                WordFeatureNames.Word second = new WordFeatureNames.Word("v" + (i % 97));
                assertThat(WordFeatureNames.pair(first, second)).isEqualTo("b:w" + i + " v" + (i % 97));
            }
        }
    }
}
