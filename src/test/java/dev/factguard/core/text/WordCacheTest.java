package dev.factguard.core.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class WordCacheTest {

    private final List<String> derived = new ArrayList<>();
    private final WordCache<String> cache = new WordCache<>(4, w -> {
        derived.add(w);
        return "w:" + w;
    });

    @Test
    void derives_from_the_lower_cased_word_in_place() {
        assertThat(cache.of("Who is THE Mayor?", 7, 10)).isEqualTo("w:the");
        assertThat(cache.of("Who is THE Mayor?", 11, 16)).isEqualTo("w:mayor");
    }

    @Test
    void derives_a_cached_word_once_and_hands_back_the_same_value() {
        String first = cache.of("The", 0, 3);
        String again = cache.of("a thE b", 2, 5);
        assertThat(again).isSameAs(first);
        assertThat(derived).containsExactly("the");
    }

    @Test
    void a_word_that_lost_its_slot_is_derived_again_with_the_same_value() {
        List<String> words = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            words.add("word" + i);
        }
        for (String w : words) {
            cache.of(w, 0, w.length());
        }
        for (String w : words) {
            assertThat(cache.of(w.toUpperCase(Locale.ROOT), 0, w.length())).isEqualTo("w:" + w);
        }
        assertThat(derived.size()).isGreaterThan(words.size());
    }

    @Test
    void words_beyond_ascii_are_lower_cased_as_strings_are() {
        String text = "İstanbul ÉCOLE Straße";
        assertThat(cache.of(text, 0, 8)).isEqualTo("w:" + "İstanbul".toLowerCase(Locale.ROOT));
        assertThat(cache.of(text, 9, 14)).isEqualTo("w:école");
        assertThat(cache.of(text, 15, 21)).isEqualTo("w:straße");
    }

    @Test
    void words_that_differ_only_past_the_packed_characters_or_in_length_are_told_apart() {
        // Two slots: most of these words share one with the word looked up before them.
        WordCache<String> tiny = new WordCache<>(1, w -> "w:" + w);
        String base = "internationalisationsvorhabenxyz";
        for (int n = 1; n <= base.length(); n++) {
            String word = base.substring(0, n);
            // The same first n - 1 characters, the last one another: past the 8th and the 16th it is outside lo/hi.
            String sibling = base.substring(0, n - 1) + "q";
            for (String w : List.of(word, sibling, word, sibling.toUpperCase(Locale.ROOT))) {
                String padded = " " + w + " ";
                assertThat(tiny.of(padded, 1, 1 + w.length())).isEqualTo("w:" + w.toLowerCase(Locale.ROOT));
            }
        }
    }

    @Test
    void a_table_wider_than_its_hash_is_refused() {
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
                .isThrownBy(() -> new WordCache<>(25, w -> w))
                .withMessageContaining("bits");
    }
}
