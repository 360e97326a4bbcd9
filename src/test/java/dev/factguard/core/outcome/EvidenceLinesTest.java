package dev.factguard.core.outcome;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EvidenceLinesTest {

    @Test
    void a_line_follows_the_counts_it_was_built_from() {
        String feature = "w:lindholm";
        assertThat(EvidenceLines.of(feature, new FeatureCounts(3, 10)))
                .isEqualTo("prompts with \"lindholm\": 30% of 10 hallucinated");
        // The same feature with new counts (a feedback in between) is described again, not served from before.
        assertThat(EvidenceLines.of(feature, new FeatureCounts(4, 10)))
                .isEqualTo("prompts with \"lindholm\": 40% of 10 hallucinated");
        assertThat(EvidenceLines.of(feature, new FeatureCounts(4, 11)))
                .isEqualTo("prompts with \"lindholm\": 36% of 11 hallucinated");
    }

    @Test
    void an_unchanged_feature_gets_the_same_line_whatever_instance_names_it() {
        String first = EvidenceLines.of("cue:asks_for_sources", new FeatureCounts(27, 44));
        String again = EvidenceLines.of(new String("cue:asks_for_sources"), new FeatureCounts(27, 44));
        assertThat(again).isSameAs(first).isEqualTo("prompts asking for sources: 61% of 44 hallucinated");
    }

    @Test
    void features_sharing_a_slot_each_get_their_own_line() {
        // Far more features than slots: every line must still be the one built for its own feature and counts.
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i < 5_000; i++) {
                String feature = "w:word" + i;
                FeatureCounts counts = new FeatureCounts(i % 7, 7 + i % 3);
                assertThat(EvidenceLines.of(feature, counts)).isEqualTo(EvidenceLines.describe(feature, counts));
                assertThat(EvidenceLines.of(feature, counts)).startsWith("prompts with \"word" + i + "\": ");
            }
        }
    }
}
