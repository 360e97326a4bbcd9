package dev.factguard.core.outcome;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.core.text.TermAnalyzer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AlignedCountsTest {

    private static final List<String> FEATURES = List.of("w:who", "w:built", "b:who built", "len:short");

    @Test
    void it_answers_by_position_and_is_the_map_of_the_features_with_counts_and_the_totals() {
        FeatureCounts who = new FeatureCounts(3, 9);
        FeatureCounts built = new FeatureCounts(0, 1);
        FeatureCounts total = new FeatureCounts(20, 100);
        AlignedCounts counts = new AlignedCounts(FEATURES, new FeatureCounts[] {who, null, built, null}, total, 3);

        assertThat(counts.at(0)).isEqualTo(who);
        assertThat(counts.at(1)).isNull();
        assertThat(AlignedCounts.writes(counts)).isEqualTo(3);
        assertThat(AlignedCounts.writes(Map.of(OutcomeStore.TOTAL, total)))
                .as("a map that keeps none")
                .isEqualTo(-1);
        assertThat(counts.at(2)).isEqualTo(built);
        assertThat(counts)
                .isEqualTo(Map.of(OutcomeStore.TOTAL, total, "w:who", who, "b:who built", built))
                .hasSize(3);
        assertThat(counts.get("w:built")).isNull();
        assertThat(counts.get("nowhere")).isNull();
        assertThat(counts.containsKey("b:who built")).isTrue();
        assertThat(counts.keySet()).containsExactly(OutcomeStore.TOTAL, "w:who", "b:who built");
    }

    @Test
    void without_totals_it_is_empty_whatever_is_asked() {
        AlignedCounts none = AlignedCounts.empty(FEATURES);
        assertThat(none).isEmpty();
        assertThat(none.at(0)).isNull();
        assertThat(none.get(OutcomeStore.TOTAL)).isNull();
        assertThat(none.entrySet().iterator().hasNext()).isFalse();
    }

    @Test
    void counts_not_aligned_with_the_features_are_refused() {
        assertThatThrownBy(() -> new AlignedCounts(FEATURES, new FeatureCounts[2], new FeatureCounts(1, 2), 2))
                .hasMessageContaining("aligned");
    }

    @Test
    void the_outcome_model_estimates_the_same_from_aligned_counts_as_from_any_map_of_them() {
        PromptFeatures f = PromptFeatures.of(
                "Who built the Lindholm bridge?", TermAnalyzer.analyze("Who built the Lindholm bridge?"), null);
        List<String> names = f.names();
        FeatureCounts[] found = new FeatureCounts[names.size()];
        Map<String, FeatureCounts> plain = new HashMap<>();
        FeatureCounts total = new FeatureCounts(30, 100);
        plain.put(OutcomeStore.TOTAL, total);
        for (int i = 0; i < names.size(); i += 2) {
            found[i] = new FeatureCounts(i % 5, 4 + i);
            plain.put(names.get(i), found[i]);
        }
        AlignedCounts aligned = new AlignedCounts(names, found, total, 0);

        OutcomeEstimate byPosition = OutcomeModel.DEFAULT.estimate(f, aligned);
        OutcomeEstimate byName = OutcomeModel.DEFAULT.estimate(f, plain);
        assertThat(byPosition).isEqualTo(byName);
        assertThat(byPosition.strongest()).hasSize(2);
        // Counts aligned with another list of names are looked up by name, not taken by position.
        List<String> backwards = new ArrayList<>(names);
        Collections.reverse(backwards);
        AlignedCounts other = new AlignedCounts(backwards, reverse(found), total, 0);
        assertThat(OutcomeModel.DEFAULT.estimate(f, other)).isEqualTo(byName);
    }

    private static FeatureCounts[] reverse(FeatureCounts[] a) {
        FeatureCounts[] out = new FeatureCounts[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = a[a.length - 1 - i];
        }
        return out;
    }
}
