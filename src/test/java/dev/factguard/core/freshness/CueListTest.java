package dev.factguard.core.freshness;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CueListTest {

    private final CueList roles = CueList.of("chief executive", "chief executive officer", "ceo", "head coach");

    @Test
    void finds_the_first_cue_in_the_text_and_the_longest_phrase_at_its_position() {
        assertThat(roles.find("the chief executive officer and the ceo")).isEqualTo("chief executive officer");
        assertThat(roles.find("the ceo and the chief executive officer")).isEqualTo("ceo");
        assertThat(roles.find("the chief executive of acme")).isEqualTo("chief executive");
    }

    @Test
    void matches_whole_words_only() {
        assertThat(roles.in("ceos and head coaches")).isFalse();
        assertThat(roles.in("aceo")).isFalse();
        assertThat(roles.find("(ceo)")).isEqualTo("ceo");
        assertThat(roles.in("ceo2")).isFalse();
    }

    @Test
    void a_rule_wins_over_a_phrase_at_the_same_position() {
        CueList current = CueList.of("last year").with(CueRules::lastBeforeWord);
        assertThat(current.find("who won last year")).isEqualTo("last");
        assertThat(CueList.of("last year").find("who won last year")).isEqualTo("last year");
    }

    @Test
    void a_rule_that_needs_a_string_is_tried_only_where_the_text_holds_it() {
        // A rule that matches any word start: gated by its needle, it only matches in texts (and from positions)
        // that still hold the needle ahead.
        CueList.Rule anyWord =
                (text, start) -> CueText.lettersEnd(text, start) > start ? CueText.lettersEnd(text, start) : -1;
        CueList gated = CueList.of().with(CueList.needing(anyWord, "zz"));
        assertThat(gated.in("plain words only")).isFalse();
        assertThat(gated.find("plain words and zz")).isEqualTo("plain");
        assertThat(gated.next("zz then words", 3)).isEqualTo(-1L);
        assertThat(CueList.of().with(anyWord).in("plain words only")).isTrue();
    }

    @Test
    void every_gated_rule_matches_only_in_texts_holding_one_of_its_needles() {
        // The cases of the rules' own tests, each found with its needle present.
        assertThat(Cues.RECORD.find("the greatest ever")).isEqualTo("greatest ever");
        assertThat(Cues.RECORD_FIRST.find("the coach with the most wins")).isEqualTo("with the most wins");
        assertThat(Cues.VERSION.find("what is version 5 about")).isEqualTo("version 5");
        assertThat(Cues.CURRENT.find("the last album")).isEqualTo("last");
        assertThat(Cues.TO_NOW.find("the best in nba history")).isEqualTo("in nba history");
    }

    @Test
    void word_rules_read_a_bounded_number_of_words() {
        assertThat(Cues.CUMULATIVE.in("how many books has she published")).isTrue();
        assertThat(Cues.CUMULATIVE.in("how many books has she ever really truly somehow finally published"))
                .isFalse();
        assertThat(Cues.VERSION.find("the latest taylor swift album")).isEqualTo("latest taylor swift album");
        assertThat(Cues.DATED.find("as of early march 2023 it is")).isEqualTo("as of early march 2023");
        assertThat(Cues.HISTORICAL.find("the 80th golden globes")).isEqualTo("80th");
        assertThat(Cues.HISTORICAL.in("the 19th century")).isFalse();
        assertThat(Cues.TO_NOW.in("the most points in nba history")).isTrue();
    }

    @Test
    void the_normal_form_lower_cases_strips_accents_and_joins_hyphenated_words() {
        assertThat(CueText.normalize("  The  Most-Subscribed\tchannel of Zürich’s  "))
                .isEqualTo("the most subscribed channel of zurich's");
        assertThat(Cues.RECORD.find(CueText.normalize("the most-subscribed channel")))
                .isEqualTo("most subscribed");
    }

    @Test
    void a_text_already_in_normal_form_is_kept_and_any_irregularity_inside_it_is_seen() {
        for (String normal : new String[] {"What is the capital of Japan?", "scores 1-2 and a - b", "x_y ~z {}"}) {
            assertThat(CueText.normalizeKeepCase(normal)).isSameAs(normal);
        }
        assertThat(CueText.normalizeKeepCase("The  latest")).isEqualTo("The latest");
        assertThat(CueText.normalizeKeepCase("The\tlatest")).isEqualTo("The latest");
        assertThat(CueText.normalizeKeepCase("The \nlatest")).isEqualTo("The latest");
        assertThat(CueText.normalizeKeepCase("most-liked video")).isEqualTo("most liked video");
        assertThat(CueText.normalizeKeepCase("Zu`rich's")).isEqualTo("Zu'rich's");
        assertThat(CueText.normalizeKeepCase("Zürich")).isEqualTo("Zurich");
        assertThat(CueText.normalizeKeepCase("most–liked")).isEqualTo("most liked");
    }

    @Test
    void finds_years_and_what_opens_a_span_before_them() {
        String text = "ceo since jan 1, 2020 and in 1990s and $2021 but 1999";
        int year = CueRules.nextYear(text, 0);
        assertThat(text.substring(year, year + 4)).isEqualTo("2020");
        assertThat(CueRules.openSpanBefore(text, year)).isTrue();
        int next = CueRules.nextYear(text, year + 4);
        assertThat(text.substring(next, next + 4)).isEqualTo("1999");
        assertThat(CueRules.openSpanBefore(text, next)).isFalse();
    }
}
