package dev.factguard.core.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WordOverlapTest {

    @Test
    void keeps_punctuation_on_tokens_so_question_marks_and_full_stops_count() {
        // {the, capital, of, france, is, paris.} vs {what, is, the, capital, of, france?}: 4 shared of 8.
        assertThat(WordOverlap.jaccard("The capital of France is Paris.", "What is the capital of France?"))
                .isEqualTo(0.5);
    }

    @Test
    void is_zero_when_either_side_has_no_tokens() {
        assertThat(WordOverlap.jaccard("", "x")).isEqualTo(0.0);
        assertThat(WordOverlap.jaccard("x", "   ")).isEqualTo(0.0);
        assertThat(WordOverlap.jaccard(null, "x")).isEqualTo(0.0);
    }

    @Test
    void compares_sets_case_insensitively() {
        assertThat(WordOverlap.jaccard("A a", "a")).isEqualTo(1.0);
    }

    @Test
    void is_symmetric_and_partial() {
        assertThat(WordOverlap.jaccard("red green blue", "blue yellow")).isEqualTo(0.25);
        assertThat(WordOverlap.jaccard("blue yellow", "red green blue")).isEqualTo(0.25);
    }
}
