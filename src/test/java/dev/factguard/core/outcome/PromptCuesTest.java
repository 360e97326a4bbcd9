package dev.factguard.core.outcome;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.outcome.PromptCues.Cue;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PromptCuesTest {

    private static Set<Cue> cues(String prompt) {
        return PromptCues.of(PromptFeatures.words(prompt), prompt);
    }

    @Test
    void asking_for_sources_is_a_cue() {
        assertThat(cues("Give me three references on coral bleaching")).contains(Cue.ASKS_FOR_SOURCES);
        assertThat(cues("Describe coral bleaching")).doesNotContain(Cue.ASKS_FOR_SOURCES);
    }

    @Test
    void material_outside_the_prompt_is_a_cue() {
        assertThat(cues("Summarize https://example.org/a")).contains(Cue.EXTERNAL_MATERIAL);
        assertThat(cues("Describe the attached photo")).contains(Cue.EXTERNAL_MATERIAL, Cue.REFERS_TO_INPUT);
    }

    @Test
    void a_question_that_takes_an_event_as_given_is_a_cue() {
        assertThat(cues("When did the Lindholm ferry stop running?")).contains(Cue.PRESUPPOSES_EVENT);
        assertThat(cues("In what year was the tower demolished?")).contains(Cue.PRESUPPOSES_EVENT, Cue.EXACT_FIGURES);
        assertThat(cues("How much did Vexa pay for Lumo?")).contains(Cue.PRESUPPOSES_EVENT);
        assertThat(cues("Who is the mayor of Lindholm?")).doesNotContain(Cue.PRESUPPOSES_EVENT);
    }

    @Test
    void creative_tasks_lower_the_prior() {
        Set<Cue> poem = cues("Write a limerick about a cat");
        assertThat(poem).contains(Cue.CREATIVE);
        assertThat(PromptCues.priorLogOdds(poem)).isLessThan(PromptCues.BASE_LOG_ODDS);
        assertThat(PromptCues.priorLogOdds(cues("Cite the 2019 census figures for Lindholm")))
                .isGreaterThan(PromptCues.BASE_LOG_ODDS);
    }

    @Test
    void ordinals_code_and_length_are_cues() {
        assertThat(cues("Who was the 3rd person to climb it?")).contains(Cue.ORDINAL_OR_SUPERLATIVE);
        assertThat(cues("Create an HTML page with a form")).contains(Cue.CODE);
        assertThat(cues("word ".repeat(30))).contains(Cue.LONG);
        assertThat(cues("")).isEmpty();
    }

    @Test
    void a_prompt_at_the_size_limit_is_read_in_one_pass() {
        String big = "Who is the CEO of " + "Acme ".repeat(1600) + "?";
        assertThat(cues(big)).contains(Cue.FACTUAL_QUESTION, Cue.LONG);
        assertThat(PromptFeatures.of(big, dev.factguard.core.text.TermAnalyzer.analyze(big), null)
                        .names()
                        .size())
                .isLessThanOrEqualTo(6 + Cue.values().length + 2 * PromptFeatures.MAX_WORDS);
    }
}
