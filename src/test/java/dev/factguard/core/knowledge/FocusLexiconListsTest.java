package dev.factguard.core.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The length units are written once for two lists: each keeps exactly the members it had. */
class FocusLexiconListsTest {

    @Test
    void length_units_are_the_named_lengths_plus_m_and_ft() {
        assertThat(FocusLexicon.LENGTH.units())
                .containsExactlyInAnyOrderElementsOf(FocusLexicon.words(
                        "km",
                        "kilometre",
                        "kilometer",
                        "mile",
                        "metre",
                        "meter",
                        "m",
                        "cm",
                        "centimetre",
                        "mm",
                        "millimetre",
                        "inch",
                        "foot",
                        "feet",
                        "ft",
                        "yard"));
    }

    @Test
    void m_and_ft_alone_do_not_name_a_length_in_a_question() {
        for (String word : List.of("km", "kilometres", "miles", "meters", "cm", "millimetre", "inches", "yards")) {
            assertThat(FocusLexicon.NAMED.get(
                            FocusLexicon.words(word).iterator().next()))
                    .as(word)
                    .containsExactly(FocusLexicon.LENGTH);
        }
        assertThat(FocusLexicon.NAMED).doesNotContainKeys("m", "ft");
    }
}
