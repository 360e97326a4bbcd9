package dev.factguard.core.outcome;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class RememberedTest {

    @Test
    void an_entry_reads_back_as_written_with_negative_bytes_and_a_model_with_bars() {
        Remembered r = new Remembered(
                List.of("w:capital", "cue:factual_question"),
                "acme|gpt-4o mini · v2",
                new int[] {-1234, 0, 987},
                new byte[] {-127, -1, 0, 1, 127},
                4321,
                5678);
        assertThat(Remembered.decode(r.encode())).isEqualTo(r);
        assertThat(Remembered.withHeader(r.header(), r.features())).isEqualTo(r);
        assertThat(r.encode()).startsWith("3|5678|4321|-1234,0,987|81ff00017f|acme|gpt-4o mini · v2\n");
    }

    @Test
    void entries_of_earlier_releases_are_features_alone() {
        Remembered legacy = Remembered.decode("w:capital\ncue:factual_question");
        assertThat(legacy.hasComponents()).isFalse();
        assertThat(legacy.features()).containsExactly("w:capital", "cue:factual_question");
        assertThat(legacy.model()).isEmpty();
    }

    @Test
    void a_model_is_at_most_128_bytes_without_control_characters() {
        assertThat(Remembered.validModel("gpt-4o-mini")).isTrue();
        assertThat(Remembered.validModel("é".repeat(64))).isTrue();
        assertThat(Remembered.validModel("é".repeat(65))).as("130 bytes").isFalse();
        assertThat(Remembered.validModel("a".repeat(129))).isFalse();
        assertThat(Remembered.validModel("gpt\n4")).isFalse();
        assertThat(Remembered.validModel("gpt\u00074")).isFalse();
        assertThat(Remembered.validModel(null)).isFalse();
    }

    @Test
    void a_vector_is_quantized_and_clipped_to_bytes() {
        byte[] q = Remembered.quantize(new float[] {0.1f, -0.5f, 0.001f, -0.001f});
        assertThat(q).containsExactly(40, -127, 0, 0);
    }

    @Test
    void a_header_of_the_previous_release_is_read_without_its_stacked_probability() {
        Remembered r = Remembered.decode("2|5678|4321|-1234,0,987||acme\nw:x");
        assertThat(r.raw()).isEqualTo(Remembered.NOT_STACKED);
        assertThat(r.given()).isEqualTo(5678);
        assertThat(r.components()).containsExactly(-1234, 0, 987);
        assertThat(Remembered.decode("3|5678|4321|-1234,0,987||acme\nw:x").raw())
                .isEqualTo(4321);
    }
}
