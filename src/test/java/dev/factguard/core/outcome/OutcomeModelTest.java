package dev.factguard.core.outcome;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

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

    @Test
    void shifts_far_beyond_a_doubles_range_in_sum_are_added_exactly() {
        // 32 words each 5e11 times the tenant's odds, then 32 at the reciprocal: the running product of the first
        // half alone is 1e375, past a double's range. The shifts cancel (up to the rounding of rates this close to 0
        // and 1), so the estimate is the tenant's base, whichever order the words come in.
        StringBuilder high = new StringBuilder();
        StringBuilder low = new StringBuilder();
        StringBuilder mixed = new StringBuilder();
        for (int i = 0; i < 32; i++) {
            String suffix = "" + (char) ('a' + i / 26) + (char) ('a' + i % 26);
            high.append(" hiq").append(suffix);
            low.append(" loq").append(suffix);
            mixed.append(" hiq").append(suffix).append(" loq").append(suffix);
        }
        FeatureCounts total = new FeatureCounts(500_000_000, 1_000_000_000);
        double base = OutcomeModel.DEFAULT
                .estimate(features(high + " " + low), Map.of(OutcomeStore.TOTAL, total))
                .probability();
        double[] estimates = new double[2];
        String[] prompts = {high + " " + low, mixed.toString()};
        for (int p = 0; p < 2; p++) {
            String prompt = prompts[p];
            PromptFeatures f = features(prompt);
            Map<String, FeatureCounts> counts = new HashMap<>();
            counts.put(OutcomeStore.TOTAL, total);
            for (String name : f.names()) {
                if (name.startsWith("w:hiq")) {
                    counts.put(name, new FeatureCounts(1_000_000_000_000L, 1_000_000_000_000L));
                } else if (name.startsWith("w:loq")) {
                    counts.put(name, new FeatureCounts(0, 1_000_000_000_000L));
                }
            }
            assertThat(counts).hasSize(65);
            OutcomeEstimate e = OutcomeModel.DEFAULT.estimate(f, counts);
            assertThat(e.probability()).isCloseTo(base, within(1e-3));
            estimates[p] = e.probability();
            assertThat(e.strongest())
                    .extracting(OutcomeEstimate.Evidence::shift)
                    .allMatch(s -> Math.abs(s) > 26);
        }
        assertThat(estimates[0]).isCloseTo(estimates[1], within(1e-12));
    }

    @Test
    void a_prompt_s_fingerprint_says_whether_it_was_seen_and_teaches_no_risk() {
        PromptFeatures f = features("How do tadpoles brush their teeth?");
        String id = f.names().get(f.names().size() - 1);
        assertThat(PromptFeatures.isFingerprint(id)).isTrue();
        assertThat(features("How do tadpoles brush their teeth?").names()).contains(id);
        assertThat(features("How do people brush their teeth?").names()).doesNotContain(id);

        Map<String, FeatureCounts> counts = new HashMap<>();
        counts.put(OutcomeStore.TOTAL, new FeatureCounts(20, 100));
        counts.put("w:tadpoles", new FeatureCounts(3, 4));
        OutcomeEstimate fresh = OutcomeModel.DEFAULT.estimate(f, counts);
        counts.put(id, new FeatureCounts(1, 1));
        OutcomeEstimate seen = OutcomeModel.DEFAULT.estimate(f, counts);
        assertThat(fresh.repeated()).isFalse();
        assertThat(seen.repeated()).isTrue();
        assertThat(seen.probability()).isEqualTo(fresh.probability());
        assertThat(seen.strongest())
                .extracting(OutcomeEstimate.Evidence::feature)
                .doesNotContain(id);
    }
}
