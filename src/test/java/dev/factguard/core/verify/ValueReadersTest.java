package dev.factguard.core.verify;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ValueReadersTest {

    private static DateValue date(String text) {
        List<DateValue> dates = Reading.of(text).dates;
        assertThat(dates).as(text).hasSize(1);
        return dates.get(0);
    }

    @Test
    void one_date_in_every_usual_form_is_the_same_date() {
        DateValue fact = date("on 20 July 1969");
        for (String form : List.of(
                "on July 20, 1969",
                "on July 20th 1969",
                "on the 20th of July, 1969",
                "on 1969-07-20",
                "on 20/07/1969",
                "on 07/20/1969",
                "on 20.07.1969",
                "in July 1969",
                "in 1969")) {
            assertThat(date(form).agrees(fact)).as(form).isTrue();
        }
        assertThat(date("on 21/07/1969").agrees(fact)).isFalse();
        assertThat(date("in November 1969").agrees(fact)).isFalse();
        assertThat(date("in 1970").agrees(fact)).isFalse();
    }

    @Test
    void a_numeric_date_that_could_be_either_way_agrees_with_either_reading() {
        assertThat(date("on 03/04/2021").agrees(date("on 3 April 2021"))).isTrue();
        assertThat(date("on 03/04/2021").agrees(date("on 4 March 2021"))).isTrue();
        assertThat(date("on 03/04/2021").agrees(date("on 5 March 2021"))).isFalse();
    }

    @Test
    void a_four_digit_amount_is_no_year() {
        assertThat(Reading.of("It weighs 1500 grams.").dates).isEmpty();
        assertThat(Reading.of("There are 2000 employees.").dates).isEmpty();
        assertThat(Reading.of("Orders may be returned.").dates).isEmpty();
    }

    @Test
    void times_of_day_agree_across_clocks_and_with_the_right_end_of_a_span() {
        ClockTime fact = Reading.of("from 10:00 to 20:00").times.get(0);
        assertThat(Reading.of("opens at 10 am").times.get(0).agrees(fact)).isTrue();
        assertThat(Reading.of("closes at 8 p.m.").times.get(0).agrees(fact)).isTrue();
        assertThat(Reading.of("open until 8").times.get(0).agrees(fact)).isTrue();
        assertThat(Reading.of("opens at 11 am").times.get(0).agrees(fact)).isFalse();
        assertThat(Reading.of("closes at 9 pm").times.get(0).agrees(fact)).isFalse();
        assertThat(Reading.of("from 10 am to 8 pm").times.get(0).agrees(fact)).isTrue();
        assertThat(Reading.of("boils in 4 minutes").times).isEmpty();
    }

    @Test
    void weekdays_read_as_open_or_closed_sets() {
        int monToSat = Reading.of("opens Monday to Saturday").days.get(0).open();
        assertThat(Reading.of("open Mon–Sat").days.get(0).open()).isEqualTo(monToSat);
        assertThat(Reading.of("closed on Sundays").days.get(0).agreesWithOpen(monToSat))
                .isTrue();
        assertThat(Reading.of("closed on Saturdays").days.get(0).agreesWithOpen(monToSat))
                .isFalse();
        assertThat(Reading.of("open every day of the week").days.get(0).agreesWithOpen(monToSat))
                .isFalse();
        assertThat(Reading.of("available 24/7").days.get(0).every()).isTrue();
        assertThat(Reading.of("on weekdays").days.get(0).agreesWithOpen(monToSat))
                .isTrue();
        assertThat(Reading.of("It does not ship orders on weekends.")
                        .days
                        .get(0)
                        .agreesWithOpen(0b001_1111))
                .isTrue();
        Reading notOpen = Reading.of("The store does not open on Sundays.");
        assertThat(notOpen.days.get(0).closed()).isTrue();
        assertThat(notOpen.negations).as("the 'not' is spent on the closed day").isZero();
    }

    @Test
    void names_keep_their_place_in_the_sentence() {
        Reading r = Reading.of("DNA was discovered by Watson and Crick in Cambridge.");
        assertThat(r.names).extracting(NameRun::text).containsExactly("DNA", "Watson", "Crick", "Cambridge");
        assertThat(r.names).extracting(NameRun::slot).containsExactly("^", "by", "by", "in");
        NameRun opener = Reading.of("Kyoto is the capital of Japan.").names.get(0);
        assertThat(opener.strong()).isFalse();
        assertThat(opener.slot()).isEqualTo("is");
        assertThat(Reading.of("Apollo 11 landed.").names.get(0).identifier()).isTrue();
        assertThat(Reading.of("using any TOTP authenticator app").names.get(0).universal())
                .isTrue();
        assertThat(Reading.of("The Great Wall of China is long.").names.get(0).text())
                .isEqualTo("Great Wall of China");
    }
}
