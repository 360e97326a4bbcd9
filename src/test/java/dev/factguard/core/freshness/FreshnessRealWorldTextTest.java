package dev.factguard.core.freshness;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Questions as people type them: in lower case, without the question mark; and parts in films and fiction. */
class FreshnessRealWorldTextTest {

    private final FreshnessScorer scorer = new FreshnessScorer(FreshnessScorerTest.CLOCK);

    @ParameterizedTest
    @ValueSource(
            strings = {
                "Who holds the record for most goals in a season?",
                "Who is the head coach of the Lakers?",
                "Who is the current prime minister of the UK?",
                "What is the population of New Zealand?",
                "How many novels has Stephen King published?",
                "When did Queen Elizabeth II die?",
                "In which year did New York join the Confederacy?",
                "Where did Jeff Dean get his PhD?",
                "Which country has President Joe Biden visited the most?",
                "Who won the 2020 Formula 1 world driver's championship?",
            })
    void a_question_typed_in_lower_case_without_its_mark_scores_like_its_written_form(String written) {
        FreshnessReport asWritten = scorer.score(written, null, null);
        String typed = written.toLowerCase(Locale.ROOT).replace("?", "");
        FreshnessReport asTyped = scorer.score(typed, null, null);
        assertThat(asTyped.overallStalenessRisk()).as(typed).isEqualTo(asWritten.overallStalenessRisk());
        assertThat(asTyped.claims())
                .extracting(ScoredClaim::category)
                .as(typed)
                .isEqualTo(
                        asWritten.claims().stream().map(ScoredClaim::category).toList());
        assertThat(asTyped.claims())
                .allSatisfy(claim -> assertThat(claim.value())
                        .as("a question asserts nothing")
                        .isNull());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "who played the captain in the first star trek film",
                "Who plays the president in the movie Independence Day?",
                "Who voiced the mayor in Zootopia?",
                "Which fictional president was played by Harrison Ford?",
                "Which character is the queen in the novel?",
            })
    void a_part_in_a_work_of_fiction_is_not_an_office(String question) {
        assertThat(scorer.score(question, null, null).claims()).as(question).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "Who is the captain of the England cricket team?",
                "who is the captain of the england cricket team",
                "who is the host of jeopardy",
                "who is the lakers coach",
            })
    void a_real_office_stays_one(String question) {
        assertThat(scorer.score(question, null, null).claims())
                .extracting(ScoredClaim::category)
                .as(question)
                .containsExactly(ClaimCategory.POSITION);
    }
}
