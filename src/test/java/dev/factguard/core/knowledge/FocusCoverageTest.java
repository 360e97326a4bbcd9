package dev.factguard.core.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.text.TermAnalyzer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Lexical coverage holds a fact to what the question asks for, not only to its subject. */
class FocusCoverageTest {

    private final LexicalIndex index = LexicalIndex.empty().withAdded(FocusFacts.ALL);

    private FactMatch best(String question) {
        List<FactMatch> matches = index.search(TermAnalyzer.analyze(question), 3);
        return matches.isEmpty() ? null : matches.get(0);
    }

    private List<String> lacking(String question, String key) {
        return index.match(TermAnalyzer.analyze(question), key).missingAnchors();
    }

    private double coverage(String question) {
        FactMatch best = best(question);
        return best == null ? 0.0 : best.score();
    }

    @Test
    void a_fact_about_the_subject_that_lacks_the_asked_attribute_is_a_near_miss() {
        for (String question : FocusFacts.NEAR_MISSES) {
            assertThat(coverage(question)).as(question).isLessThanOrEqualTo(0.25);
        }
    }

    @Test
    void names_what_the_closest_fact_does_not_hold() {
        assertThat(lacking("What is the Brisa B3 blender's motor power in watts?", "Brisa B3 blender"))
                .containsExactly("power (watts)");
        assertThat(lacking("How much does the Brisa B3 blender weigh?", "Brisa B3 blender"))
                .containsExactly("a weight");
        assertThat(lacking("How deep is Tarn Lake?", "Tarn Lake")).containsExactly("a depth");
        assertThat(lacking("Who is Harbour Bank's CFO?", "Harbour Bank leadership"))
                .containsExactly("cfo");
        // The café's fact gives when it opens: the other end of what is asked.
        assertThat(lacking("When does Orchard Café close?", "Orchard Café hours"))
                .containsExactly("clos, not its opposite");
    }

    @Test
    void the_asked_attribute_is_held_in_another_form() {
        for (String question : FocusFacts.ANSWERED) {
            assertThat(coverage(question)).as(question).isGreaterThan(0.5);
        }
    }

    @Test
    void a_unit_word_is_held_by_the_unit_written_after_a_number() {
        LexicalIndex kettles = LexicalIndex.empty()
                .withAdded(List.of(
                        new Fact("Tova T1 kettle", "The Tova T1 kettle draws 2200W."),
                        new Fact("Tova T2 kettle", "The Tova T2 kettle has a long power cord.")));
        assertThat(kettles.search(TermAnalyzer.analyze("What is the power of the Tova T1 kettle?"), 1)
                        .get(0)
                        .score())
                .isEqualTo(1.0);
        // "power" alone, without a number or a unit, does not say how powerful.
        assertThat(kettles.match(
                                TermAnalyzer.analyze("What is the power of the Tova T2 kettle in watts?"),
                                "Tova T2 kettle")
                        .missingAnchors())
                .containsExactly("power (watts)");
    }

    @Test
    void a_role_is_held_only_by_the_same_role() {
        LexicalIndex board = LexicalIndex.empty()
                .withAdded(List.of(new Fact("Ostra board", "Ostra's supervisory board is chaired by Ida Brandt.")));
        assertThat(board.search(TermAnalyzer.analyze("Who chairs the Ostra supervisory board?"), 1)
                        .get(0)
                        .score())
                .isEqualTo(1.0);
        assertThat(board.search(TermAnalyzer.analyze("Who is the CEO of Ostra's supervisory board?"), 1)
                        .get(0)
                        .score())
                .isLessThanOrEqualTo(0.25);
    }

    @Test
    void a_quantity_in_the_question_is_met_by_a_quantity_in_the_same_unit() {
        double sameUnit = coverage("Can I return a Pine Hall purchase after 20 days?");
        double otherUnit = coverage("Can I return a Pine Hall purchase after 2 months?");
        assertThat(sameUnit).isGreaterThan(0.5);
        assertThat(otherUnit).isLessThanOrEqualTo(0.25);
        assertThat(best("Can I return a Pine Hall purchase after 2 months?").missingAnchors())
                .containsExactly("2");
    }

    @Test
    void a_yes_no_question_need_not_state_the_attribute_it_names() {
        assertThat(coverage("Is the Velo Club membership price 40 euros?")).isGreaterThan(0.5);
        assertThat(coverage("Is there a price list for Velo Club membership?")).isGreaterThan(0.25);
    }
}
