package dev.factguard.core.verify;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class AnswerStatementsTest {

    private static List<Statement> split(String answer) {
        return AnswerStatements.split(answer, null);
    }

    private static List<String> checkable(String answer) {
        return split(answer).stream()
                .filter(Statement::checkable)
                .map(Statement::text)
                .toList();
    }

    @Test
    void clauses_are_cut_at_conjunctions_before_a_verb_but_names_and_lists_stay_whole() {
        assertThat(checkable("The K5 kettle weighs 1.1 kg and comes with a 5-year warranty."))
                .containsExactly("The K5 kettle weighs 1.1 kg", "comes with a 5-year warranty.");
        assertThat(checkable("DNA was discovered by Watson and Crick in 1953."))
                .containsExactly("DNA was discovered by Watson and Crick in 1953.");
        assertThat(checkable("Dogs and cats are mammals.")).containsExactly("Dogs and cats are mammals.");
        assertThat(checkable("Delivery takes 3 to 5 days; returns are free."))
                .containsExactly("Delivery takes 3 to 5 days", "returns are free.");
    }

    @Test
    void courtesies_and_questions_are_not_statements() {
        assertThat(checkable("Sure! Tokyo is the capital of Japan. Let me know if you need more. Anything else?"))
                .containsExactly("Tokyo is the capital of Japan.");
    }

    @Test
    void markdown_and_labels_are_taken_off() {
        assertThat(checkable("- **Return policy:** You can return any order within 14 days.\n- Shipping is free."))
                .containsExactly("You can return any order within 14 days.", "Shipping is free.");
        assertThat(checkable("Delivery to Austria: 3–5 working days"))
                .containsExactly("Delivery to Austria: 3–5 working days");
    }

    @Test
    void a_statement_leans_on_what_came_before_it() {
        List<Statement> s = AnswerStatements.split(
                "The Nordwind K5 holds 1.7 litres. It weighs 1.1 kg. It has a warranty.",
                Reading.of("Tell me about the kettle."));
        assertThat(s.get(1).context().names()).contains("k5");
        assertThat(s.get(2).context().lean()).contains("k5", "kettle");
    }
}
