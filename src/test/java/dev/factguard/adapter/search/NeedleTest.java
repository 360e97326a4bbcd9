package dev.factguard.adapter.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NeedleTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "result",
                "xresult",
                "resul result",
                "™ résultat result__a result",
                "yyy anomaly anomal anomaly",
                "resultresult"
            })
    void finds_what_index_of_finds_from_every_position(String s) {
        for (Needle needle : new Needle[] {
            new Needle("result", 'u'), new Needle("anomaly", 'y'), new Needle("result", 'r'), new Needle("lt", 't')
        }) {
            for (int from = -1; from <= s.length() + 1; from++) {
                assertThat(needle.in(s, from))
                        .as("%s in \"%s\" from %d", needle.text(), s, from)
                        .isEqualTo(s.indexOf(needle.text(), from));
            }
        }
    }

    @Test
    void refuses_an_anchor_outside_its_text() {
        assertThatThrownBy(() -> new Needle("result", 'y'))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("anchor");
    }
}
