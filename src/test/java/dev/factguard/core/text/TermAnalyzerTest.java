package dev.factguard.core.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TermAnalyzerTest {

    @Test
    void drops_stop_words_and_stems_inflections_to_one_key() {
        AnalyzedText text = TermAnalyzer.analyze("At what temperature does water freeze?");
        assertThat(text.terms()).extracting(Term::stem).containsExactly("temperatur", "water", "freez");
        assertThat(TermAnalyzer.terms("Water freezes").get(1).stem()).isEqualTo("freez");
        assertThat(TermAnalyzer.stem("landed")).isEqualTo(TermAnalyzer.stem("land"));
        assertThat(TermAnalyzer.stem("litres")).isEqualTo(TermAnalyzer.stem("litre"));
    }

    @Test
    void marks_numbers_model_names_proper_nouns_and_acronyms_as_anchors() {
        AnalyzedText text = TermAnalyzer.analyze("How many litres does the Nordwind K7 kettle hold as PDF in 2031?");
        assertThat(text.terms())
                .filteredOn(Term::specific)
                .extracting(Term::stem)
                .containsExactly("nordwind", "k7", "pdf", "2031");
        assertThat(text.anchored()).isTrue();
    }

    @Test
    void does_not_treat_a_sentence_initial_capital_as_an_anchor() {
        AnalyzedText text = TermAnalyzer.analyze("Explain everything. Describe stuff");
        assertThat(text.anchored()).isFalse();
        assertThat(text.terms()).noneMatch(Term::specific);
    }

    @Test
    void keeps_numbers_whole_and_normalises_number_words() {
        assertThat(TermAnalyzer.terms("ran 2:01:09 over 21,196 km in 1.7 hours"))
                .extracting(Term::stem)
                .contains("2:01:09", "21,196", "1.7");
        assertThat(TermAnalyzer.terms("five years")).extracting(Term::stem).containsExactly("5", "year");
    }

    @Test
    void splits_hyphenated_words_and_counts_vague_terms_and_questions() {
        AnalyzedText text = TermAnalyzer.analyze("Who did it? When? Is two-factor stuff something?");
        assertThat(text.terms()).extracting(Term::stem).contains("2", "factor");
        assertThat(text.vagueTerms()).containsExactly("it", "stuff", "something");
        assertThat(text.questionMarks()).isEqualTo(3);
        assertThat(text.leadingWord()).isEqualTo("who");
    }

    @Test
    void analyses_empty_and_null_text_as_nothing() {
        assertThat(TermAnalyzer.analyze("").tokenCount()).isZero();
        assertThat(TermAnalyzer.analyze(null).leadingWord()).isEmpty();
    }
}
