package dev.factguard.core.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FocusWordsTest {

    @Test
    void each_word_gets_what_the_lexicon_says_about_it() {
        Set<String> words = new LinkedHashSet<>();
        words.addAll(FocusLexicon.NAMED.keySet());
        words.addAll(FocusLexicon.ASKED.keySet());
        words.addAll(FocusLexicon.AFTER_WHO.keySet());
        words.addAll(FocusLexicon.AFTER_HOW.keySet());
        words.addAll(FocusLexicon.YES_NO_LEADS);
        for (int i = 0; i < 2_000; i++) {
            words.add("plain" + i);
        }
        // More words than slots, twice over: a word that shares a slot must never get another word's entry.
        for (int round = 0; round < 2; round++) {
            for (String w : words) {
                FocusWords.Word found = FocusWords.of(new String(w));
                assertThat(found.word()).isEqualTo(w);
                assertThat(found.named()).isEqualTo(FocusLexicon.NAMED.get(w));
                assertThat(found.asked()).isEqualTo(FocusLexicon.ASKED.get(w));
                assertThat(found.afterWho()).isEqualTo(FocusLexicon.AFTER_WHO.get(w));
                assertThat(found.afterHow()).isEqualTo(FocusLexicon.AFTER_HOW.get(w));
                assertThat(found.yesNoLead()).isEqualTo(FocusLexicon.YES_NO_LEADS.contains(w));
            }
        }
        assertThat(FocusWords.of("watt").named()).isEqualTo(java.util.List.of(FocusLexicon.POWER));
        assertThat(FocusWords.of("does").yesNoLead()).isTrue();
    }
}
