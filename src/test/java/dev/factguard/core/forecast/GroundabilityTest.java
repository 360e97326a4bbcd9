package dev.factguard.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.FactMatch;
import dev.factguard.core.knowledge.Retrieval;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which fact answers and which comes close, read off a retrieval. */
class GroundabilityTest {

    private static FactMatch match(String key, double score, boolean namesSubject, String... missing) {
        return new FactMatch(new Fact(key, key + "."), score, "lexical", List.of(missing), namesSubject);
    }

    @Test
    void of_answers_that_score_alike_the_one_that_names_the_subject_answers() {
        // "How long can I keep a borrowed DVD?": a fact on e-books shares "borrow" as well as the one on DVD loans.
        Groundability g = Groundability.of(
                new Retrieval(
                        List.of(
                                match("Larch e-books", 0.75, false),
                                match("Larch DVD loans", 0.75, true),
                                match("Larch late fees", 0.2, true, "a duration")),
                        3),
                0.1);
        assertThat(g.answer().fact().key()).isEqualTo("Larch DVD loans");
        assertThat(g.subjectUnanswered()).isFalse();
    }

    @Test
    void an_answer_naming_the_subject_that_scores_lower_does_not_lift_the_guard_of_a_near_miss() {
        Groundability g = Groundability.of(
                new Retrieval(
                        List.of(
                                match("Tarn ferry timetable", 0.7, false),
                                match("Tarn lost property", 0.5, true, "claim, not its negation"),
                                match("Tarn parking", 0.4, true)),
                        3),
                0.1);
        assertThat(g.answer().fact().key()).isEqualTo("Tarn ferry timetable");
        assertThat(g.subjectUnanswered()).isTrue();
    }
}
