package dev.factguard.core.outcome;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.text.TermAnalyzer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class FeatureKeysTest {

    private static final byte[] SECRET = "a secret of at least sixteen bytes".getBytes(StandardCharsets.UTF_8);

    @Test
    void features_that_carry_prompt_words_are_stored_hashed_and_the_rest_readable() {
        FeatureKeys keys = FeatureKeys.hashed(SECRET);
        List<String> stored = keys.stored(
                "acme",
                List.of(
                        "w:zanzibar",
                        "b:zanzibar harbour",
                        "lead:who",
                        "shape:zanzibar|short|anchored",
                        "len:short",
                        "cue:temporal",
                        "all"));
        assertThat(stored.subList(0, 4)).allSatisfy(name -> assertThat(name).matches("h:[0-9a-f]{16}"));
        assertThat(String.join(" ", stored)).doesNotContain("zanzibar", "harbour", "who");
        assertThat(stored.subList(4, 7)).containsExactly("len:short", "cue:temporal", "all");
    }

    @Test
    void every_word_feature_of_a_real_prompt_is_hashed() {
        String prompt = "Who is the current harbourmaster of Zanzibar in 2026?";
        PromptFeatures features = PromptFeatures.of(prompt, TermAnalyzer.analyze(prompt), 0.8);
        List<String> stored = FeatureKeys.hashed(SECRET).stored("acme", features.names());
        assertThat(String.join("\n", stored).toLowerCase()).doesNotContain("harbourmaster", "zanzibar", "current");
        assertThat(stored).hasSameSizeAs(features.names()).doesNotHaveDuplicates();
    }

    @Test
    void the_same_secret_names_a_feature_alike_on_every_instance_and_differently_per_tenant() {
        String a = FeatureKeys.hashed(SECRET).stored("acme", "w:paris");
        assertThat(FeatureKeys.hashed(SECRET.clone()).stored("acme", "w:paris")).isEqualTo(a);
        assertThat(FeatureKeys.hashed(SECRET).stored("globex", "w:paris")).isNotEqualTo(a);
        assertThat(FeatureKeys.hashed("another secret, sixteen bytes+".getBytes(StandardCharsets.UTF_8))
                        .stored("acme", "w:paris"))
                .isNotEqualTo(a);
        assertThat(FeatureKeys.hashed(SECRET).stored("acme", "w:pariS")).isNotEqualTo(a);
    }

    @Test
    void a_long_or_non_ascii_name_is_hashed_alike_every_time() {
        String feature = "b:été 東京 " + "x".repeat(200);
        String stored = FeatureKeys.hashed(SECRET).stored("acme", feature);
        assertThat(stored).matches("h:[0-9a-f]{16}");
        assertThat(FeatureKeys.hashed(SECRET).stored("acme", feature)).isEqualTo(stored);
        assertThat(FeatureKeys.isHashed(stored)).isTrue();
        assertThat(FeatureKeys.isHashed("w:paris")).isFalse();
    }

    @Test
    void the_readable_opt_in_keeps_names_as_they_are() {
        List<String> names = List.of("w:paris", "b:capital france", "lead:what");
        assertThat(FeatureKeys.readable().stored("acme", names)).isEqualTo(names);
        assertThat(FeatureKeys.readable().hashes()).isFalse();
    }
}
