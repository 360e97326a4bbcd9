package dev.factguard.core.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.core.text.TermAnalyzer;
import org.junit.jupiter.api.Test;

class HistoryTest {

    private final HistorySmoothing smoothing = new HistorySmoothing(0.3, 4);

    @Test
    void an_unseen_shape_has_no_rate() {
        assertThat(smoothing.rate(ShapeStats.NONE)).isNull();
    }

    @Test
    void one_observation_does_not_swing_a_shape_to_zero_or_one() {
        assertThat(smoothing.rate(new ShapeStats(1, 1))).isEqualTo((1 + 1.2) / 5);
        assertThat(smoothing.rate(new ShapeStats(0, 1))).isEqualTo(1.2 / 5);
    }

    @Test
    void many_observations_approach_the_raw_rate() {
        assertThat(smoothing.rate(new ShapeStats(900, 1000))).isCloseTo(0.9, org.assertj.core.data.Offset.offset(0.01));
    }

    @Test
    void rejects_impossible_counts_and_priors() {
        assertThatThrownBy(() -> new ShapeStats(2, 1)).hasMessageContaining("hallucinations");
        assertThatThrownBy(() -> new HistorySmoothing(1.5, 4)).hasMessageContaining("priorRate");
        assertThatThrownBy(() -> new HistorySmoothing(0.3, 0)).hasMessageContaining("priorStrength");
    }

    @Test
    void shapes_are_leading_word_length_bucket_and_anchoring() {
        assertThat(PromptShape.of(TermAnalyzer.analyze("What is the capital of France?")))
                .isEqualTo("what|short|anchored");
        assertThat(PromptShape.of(TermAnalyzer.analyze("tell me something"))).isEqualTo("tell|short|vague");
        assertThat(PromptShape.of(TermAnalyzer.analyze(
                "How long does delivery from the Nordwind warehouse to Austria take?")))
                .isEqualTo("how|medium|anchored");
        assertThat(PromptShape.of(TermAnalyzer.analyze(
                "Describe the migratory patterns seasonal routes feeding grounds breeding habits lifespan predators"
                        + " diet colouring and social behaviour of whales")))
                .isEqualTo("describe|long|vague");
        assertThat(PromptShape.of(TermAnalyzer.analyze(""))).isEqualTo("empty|short|vague");
    }
}
