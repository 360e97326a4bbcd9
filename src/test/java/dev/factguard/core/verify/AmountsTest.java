package dev.factguard.core.verify;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.verify.LexicalCheck.Agreement;
import dev.factguard.core.verify.Unit.Dimension;
import java.util.List;
import org.junit.jupiter.api.Test;

class AmountsTest {

    private static List<Amount> amounts(String text) {
        return Reading.of(text).amounts;
    }

    private static Amount one(String text) {
        List<Amount> found = amounts(text);
        assertThat(found).as(text).hasSize(1);
        return found.get(0);
    }

    private static Agreement agreement(String answer, String fact) {
        return LexicalCheck.agreement(one(answer), one(fact));
    }

    @Test
    void a_value_in_other_units_is_the_same_value() {
        assertThat(agreement("a 24-month warranty", "a 2-year warranty")).isEqualTo(Agreement.AGREES);
        assertThat(agreement("holds 1,700 ml", "holds 1.7 litres")).isEqualTo(Agreement.AGREES);
        assertThat(agreement("about 238,900 miles", "384,400 kilometres")).isEqualTo(Agreement.AGREES);
        assertThat(agreement("at 32 °F", "at 0 degrees Celsius")).isEqualTo(Agreement.AGREES);
        assertThat(agreement("two weeks", "within 14 days")).isEqualTo(Agreement.AGREES);
        assertThat(agreement("240 seconds", "about 4 minutes")).isEqualTo(Agreement.AGREES);
    }

    @Test
    void another_value_is_not_the_same_even_when_close() {
        assertThat(agreement("holds 2 litres", "holds 1.7 litres")).isEqualTo(Agreement.VALUE);
        assertThat(agreement("1.1 pounds", "1.1 kg")).isEqualTo(Agreement.VALUE);
        assertThat(agreement("36 months", "a 2-year warranty")).isEqualTo(Agreement.VALUE);
    }

    @Test
    void rounding_and_hedges_widen_the_match_as_written() {
        assertThat(agreement("384,000 km", "384,400 kilometres")).isEqualTo(Agreement.AGREES);
        assertThat(agreement("about 3,000 km", "about 2,850 kilometres")).isEqualTo(Agreement.AGREES);
        assertThat(agreement("about 3,500 km", "about 2,850 kilometres")).isEqualTo(Agreement.VALUE);
        assertThat(agreement("about 600 square kilometres", "about 536 square kilometres"))
                .isEqualTo(Agreement.VALUE);
    }

    @Test
    void a_value_inside_a_range_agrees_and_one_outside_does_not() {
        assertThat(agreement("four days", "3 to 5 working days")).isEqualTo(Agreement.AGREES);
        assertThat(agreement("between 3 and 5 business days", "3 to 5 working days"))
                .isEqualTo(Agreement.AGREES);
        assertThat(agreement("one to two days", "3 to 5 working days")).isEqualTo(Agreement.VALUE);
        assertThat(agreement("within a week", "3 to 5 working days")).isEqualTo(Agreement.AGREES);
        assertThat(agreement("up to two weeks", "3 to 5 working days")).isEqualTo(Agreement.VALUE);
    }

    @Test
    void bounds_pointing_the_other_way_differ_in_condition() {
        assertThat(agreement("at least 5 devices", "up to 5 devices")).isEqualTo(Agreement.DIRECTION);
        assertThat(agreement("after 14 days", "within 14 days")).isEqualTo(Agreement.DIRECTION);
        assertThat(agreement("within 30 days", "within 14 days")).isEqualTo(Agreement.VALUE);
    }

    @Test
    void a_negated_after_reads_as_within_and_spends_the_negation() {
        Reading r = Reading.of("Orders cannot be returned after 14 days.");
        assertThat(r.amounts.get(0).bound()).isEqualTo(Bound.AT_MOST);
        assertThat(r.negations).isZero();
        Reading later = Reading.of("Invoices older than 24 months cannot be downloaded.");
        assertThat(later.amounts.get(0).bound()).isEqualTo(Bound.AT_MOST);
        assertThat(later.negations).isZero();
    }

    @Test
    void money_is_compared_per_the_same_period_and_currency() {
        assertThat(agreement("€9 a month", "€9 per month")).isEqualTo(Agreement.AGREES);
        assertThat(agreement("€12 per month", "€9 per month")).isEqualTo(Agreement.VALUE);
        assertThat(agreement("€108 per year", "€9 per month")).isEqualTo(Agreement.NOT_COMPARABLE);
        assertThat(agreement("$9 per month", "€9 per month")).isEqualTo(Agreement.NOT_COMPARABLE);
    }

    @Test
    void counts_compare_only_the_same_thing() {
        assertThat(one("two strands").dimension()).isEqualTo(Dimension.COUNT);
        assertThat(agreement("two strands", "2 strands")).isEqualTo(Agreement.AGREES);
        assertThat(agreement("3 strands", "5 devices")).isEqualTo(Agreement.NOT_COMPARABLE);
    }

    @Test
    void numbers_of_names_and_of_words_are_no_amounts() {
        assertThat(amounts("Apollo 11 landed on the Moon.")).isEmpty();
        assertThat(amounts("Two-factor authentication is on.")).isEmpty();
        assertThat(amounts("It is one of the longest rivers.")).isEmpty();
        assertThat(amounts("It recharges on one charge.")).isEmpty();
        assertThat(amounts("It costs €49 a year.")).hasSize(1);
        assertThat(amounts("It is serviced once a week.")).isEmpty();
    }
}
