package dev.factguard.core.refresh;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ClaimValueTest {

    @Test
    void names_match_when_one_contains_the_other_ignoring_initials_and_accents() {
        assertThat(ClaimValue.sameName("Lula da Silva", "Luiz Inácio Lula da Silva"))
                .isTrue();
        assertThat(ClaimValue.sameName("Jerome Powell", "Jerome H. Powell")).isTrue();
        assertThat(ClaimValue.sameName("Kevin Johnson", "Boris Johnson")).isFalse();
    }

    @Test
    void quantities_match_within_the_precision_they_were_written_with() {
        assertThat(Quantity.parse("1.4 billion").sameAs(Quantity.parse("1.43 billion")))
                .isTrue();
        assertThat(Quantity.parse("150 million").sameAs(Quantity.parse("237 million")))
                .isFalse();
        assertThat(Quantity.parse("2 percent").sameAs(Quantity.parse("2.00%"))).isTrue();
        assertThat(Quantity.parse("2:01:09").sameAs(Quantity.parse("2:01:09"))).isTrue();
        assertThat(Quantity.parse("29").comparable(Quantity.parse("2025"))).isFalse();
    }

    @Test
    void reads_a_value_as_a_name_a_quantity_or_a_version() {
        assertThat(ClaimValue.of("Novak Djokovic").kind()).isEqualTo(ClaimValue.Kind.NAME);
        assertThat(ClaimValue.of("4.5 percent").kind()).isEqualTo(ClaimValue.Kind.QUANTITY);
        assertThat(ClaimValue.of("2:14:04").quantity().kind()).isEqualTo(Quantity.Kind.TIME);
        assertThat(ClaimValue.of("Android 12").kind()).isEqualTo(ClaimValue.Kind.VERSION);
    }
}
