package dev.factguard.core.outcome;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.text.TermAnalyzer;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OutcomeModelTest {

    private static PromptFeatures features(String prompt) {
        return PromptFeatures.of(prompt, TermAnalyzer.analyze(prompt), null);
    }

    @Test
    void with_no_outcomes_the_estimate_is_the_cue_prior() {
        PromptFeatures f = features("Cite sources on Lindholm");
        OutcomeEstimate e = OutcomeModel.DEFAULT.estimate(f, Map.of());
        assertThat(e.priorsOnly()).isTrue();
        assertThat(e.probability()).isEqualTo(OutcomeModel.sigmoid(f.priorLogOdds()));
    }

    @Test
    void features_that_hallucinated_raise_the_estimate_and_explain_it() {
        PromptFeatures f = features("Cite sources on Lindholm");
        Map<String, FeatureCounts> counts = new HashMap<>();
        counts.put(OutcomeStore.TOTAL, new FeatureCounts(20, 100));
        counts.put("cue:asks_for_sources", new FeatureCounts(27, 44));
        OutcomeEstimate raised = OutcomeModel.DEFAULT.estimate(f, counts);
        counts.put("cue:asks_for_sources", new FeatureCounts(2, 44));
        OutcomeEstimate lowered = OutcomeModel.DEFAULT.estimate(f, counts);
        assertThat(raised.probability()).isGreaterThan(lowered.probability());
        assertThat(raised.outcomes()).isEqualTo(100);
        assertThat(raised.strongest().get(0).describe())
                .isEqualTo("prompts asking for sources: 61% of 44 hallucinated");
    }

    @Test
    void a_feature_seen_once_moves_the_estimate_less_than_one_seen_often() {
        PromptFeatures f = features("Who founded Lindholm?");
        Map<String, FeatureCounts> once =
                Map.of(OutcomeStore.TOTAL, new FeatureCounts(20, 100), "w:lindholm", new FeatureCounts(1, 1));
        Map<String, FeatureCounts> often =
                Map.of(OutcomeStore.TOTAL, new FeatureCounts(20, 100), "w:lindholm", new FeatureCounts(30, 30));
        assertThat(OutcomeModel.DEFAULT.estimate(f, often).probability())
                .isGreaterThan(OutcomeModel.DEFAULT.estimate(f, once).probability());
    }

    @Test
    void the_two_strongest_features_explain_it_the_first_of_equals_first() {
        PromptFeatures f = features("Cite sources on Lindholm bridge");
        Map<String, FeatureCounts> counts = new HashMap<>();
        counts.put(OutcomeStore.TOTAL, new FeatureCounts(20, 100));
        counts.put("w:cite", new FeatureCounts(1, 10));
        counts.put("w:sources", new FeatureCounts(9, 10));
        counts.put("w:lindholm", new FeatureCounts(9, 10));
        counts.put("w:bridge", new FeatureCounts(1, 2));
        assertThat(OutcomeModel.DEFAULT.estimate(f, counts).strongest())
                .extracting(OutcomeEstimate.Evidence::feature)
                .containsExactly("w:sources", "w:lindholm");
        counts.put("w:bridge", new FeatureCounts(10, 10));
        assertThat(OutcomeModel.DEFAULT.estimate(f, counts).strongest())
                .extracting(OutcomeEstimate.Evidence::feature)
                .containsExactly("w:bridge", "w:sources");
    }
}
