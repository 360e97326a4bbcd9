package dev.factguard.core.freshness;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SentencesTest {

    @Test
    void keeps_initials_acronyms_and_abbreviations_inside_a_sentence() {
        assertThat(Sentences.split("Jerome H. Powell chairs the U.S. Federal Reserve. Tesla, Inc. is led by Elon"
                        + " Musk! Is it? Yes"))
                .containsExactly(
                        "Jerome H. Powell chairs the U.S. Federal Reserve.",
                        "Tesla, Inc. is led by Elon Musk!",
                        "Is it?",
                        "Yes");
    }

    @Test
    void keeps_decimals_and_times_and_breaks_at_new_lines() {
        assertThat(Sentences.split("Inflation is 2.2 percent.\nThe record is 2:01:09"))
                .containsExactly("Inflation is 2.2 percent.", "The record is 2:01:09");
    }

    @Test
    void has_no_sentences_in_blank_text() {
        assertThat(Sentences.split("  \n ")).isEmpty();
        assertThat(Sentences.split(null)).isEmpty();
    }
}
