package dev.factguard.core.freshness;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.text.WordSets;
import org.junit.jupiter.api.Test;

/** The office words shared with the evidence reader keep the office cue list as it was. */
class SharedWordListsTest {

    @Test
    void every_one_word_office_is_a_position_cue() {
        for (String office : WordSets.OFFICE_HOLDERS) {
            assertThat(Cues.POSITION.find("who is the " + office + " now"))
                    .as(office)
                    .isEqualTo(office);
        }
        assertThat(Cues.POSITION.find("the head coach of the team")).isEqualTo("head coach");
        // "head of" is a cue only before a named body (ClaimDetector): "the head of the IMF", not of the table.
        assertThat(Cues.POSITION.in("the head and the table")).isFalse();
        assertThat(ClaimDetector.detect("Who is the head of the table?")).isNull();
        assertThat(ClaimDetector.detect("Who is the head of the IMF?").category())
                .isEqualTo(ClaimCategory.POSITION);
    }
}
