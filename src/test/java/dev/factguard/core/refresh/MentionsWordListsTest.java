package dev.factguard.core.refresh;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.text.CalendarWords;
import dev.factguard.core.text.WordSets;
import org.junit.jupiter.api.Test;

/** Title words come from lists shared with the claim finder: the sets keep exactly the members they had. */
class MentionsWordListsTest {

    @Test
    void every_one_word_office_is_a_role_and_never_a_name() {
        assertThat(Mentions.ROLES).containsAll(WordSets.OFFICE_HOLDERS).contains("cfo", "premier", "head", "speaker");
        assertThat(Mentions.NOT_NAMES)
                .containsAll(WordSets.OFFICE_HOLDERS)
                .containsAll(CalendarWords.MONTHS)
                .containsAll(CalendarWords.MONTH_ABBREVIATIONS)
                .containsAll(CalendarWords.WEEKDAYS)
                .containsAll(WordSets.CONNECTIVES)
                .doesNotContain("cfo", "premier");
    }

    @Test
    void the_sets_hold_as_many_words_as_before_they_shared_lists() {
        assertThat(Mentions.ROLES).hasSize(40);
        // 140, the twelve month abbreviations that open page dates ("Jun 2025 — …") and the number words one to
        // twelve that open sentences ("Five months after …"), and the twenty connectives ("Therefore …").
        assertThat(Mentions.NOT_NAMES).hasSize(184);
    }
}
