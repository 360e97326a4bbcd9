package dev.factguard.adapter.nli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.core.nli.NliScores;
import java.util.Map;
import org.junit.jupiter.api.Test;

class NliLabelMapTest {

    @Test
    void matches_labels_ignoring_case_and_gives_zero_to_missing_ones() {
        NliScores scores = NliLabelMap.DEFAULT.toScores(Map.of("CONTRADICTION", 0.6, "Entailment", 0.3));

        assertThat(scores).isEqualTo(new NliScores(0.3, 0.0, 0.6));
    }

    @Test
    void refuses_two_classes_with_the_same_label() {
        assertThatThrownBy(() -> new NliLabelMap("LABEL_0", "label_0", "LABEL_2"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must differ");
    }

    @Test
    void names_the_blank_label() {
        assertThatThrownBy(() -> new NliLabelMap("entailment", " ", "contradiction"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("neutral");
    }
}
