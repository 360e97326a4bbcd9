package dev.factguard.core.history;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.text.AnalyzedText;
import dev.factguard.core.text.TermAnalyzer;
import java.util.List;
import org.junit.jupiter.api.Test;

class PromptShapeTest {

    @Test
    void names_the_leading_word_the_length_and_the_grounding() {
        assertThat(PromptShape.of(TermAnalyzer.analyze("What is the capital of Japan?")))
                .isEqualTo("what|short|anchored");
        assertThat(PromptShape.of(TermAnalyzer.analyze("tell me something"))).isEqualTo("tell|short|vague");
        assertThat(PromptShape.of(TermAnalyzer.analyze(""))).isEqualTo("empty|short|vague");
        PromptShape.Named named = PromptShape.named(
                TermAnalyzer.analyze("How many litres does the Nordwind K7 kettle hold on a cold winter morning?"));
        assertThat(named.shape()).isEqualTo("how|medium|anchored");
        assertThat(named.feature()).isEqualTo("shape:how|medium|anchored");
    }

    @Test
    void every_leading_word_and_kind_gets_its_own_shape_also_when_cached() {
        String[] leads = new String[3000];
        for (int i = 0; i < leads.length; i++) {
            leads[i] = "lead" + Integer.toString(i, 36);
        }
        // Twice over, so that the second pass reads what the first cached, slot collisions included.
        for (int pass = 0; pass < 2; pass++) {
            for (String lead : leads) {
                for (int content : new int[] {0, 3, 4, 11, 12, 40}) {
                    for (boolean anchored : new boolean[] {true, false}) {
                        AnalyzedText text =
                                new AnalyzedText(List.of(), content, content, List.of(), 0, anchored, lead, null);
                        String bucket = content < 4 ? "short" : content < 12 ? "medium" : "long";
                        String expected = lead + "|" + bucket + "|" + (anchored ? "anchored" : "vague");
                        assertThat(PromptShape.named(text))
                                .isEqualTo(new PromptShape.Named(expected, "shape:" + expected));
                    }
                }
            }
        }
    }

    @Test
    void a_cached_shape_is_the_same_instance_and_a_long_leading_word_is_cut() {
        AnalyzedText text = TermAnalyzer.analyze("Supercalifragilisticexpialidocious is a word?");
        PromptShape.Named first = PromptShape.named(text);
        assertThat(first.shape()).isEqualTo("supercalifragilisticexpi|short|vague");
        assertThat(PromptShape.named(TermAnalyzer.analyze("Supercalifragilisticexpialidocious is a word?")))
                .isSameAs(first);
    }
}
