package dev.factguard.adapter.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PublishedDatesTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2025-10-01T12:00:00Z"), ZoneOffset.UTC);

    @ParameterizedTest(name = "''{0}'' is {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "2024-03-03T12:00:00 | 2024-03-03",
                "2024-03-03 00:00:00 | 2024-03-03",
                "2024-03-03 | 2024-03-03",
                "Sun, 09 Mar 2025 14:00:00 GMT | 2025-03-09",
                "March 3, 2024 | 2024-03-03",
                "Mar 3, 2024 | 2024-03-03",
                "2 days ago | 2025-09-29",
                "1 week ago | 2025-09-24",
                "3 months ago | 2025-07-01",
                "5 hours ago | 2025-10-01"
            })
    void reads_the_shapes_providers_use(String text, LocalDate expected) {
        assertThat(PublishedDates.parse(CLOCK, text)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "''{0}'' is no date")
    @CsvSource(
            delimiter = '|',
            value = {"yesterday-ish", "2024-13-45T00:00:00", "'  '"})
    void anything_else_is_no_date(String text) {
        assertThat(PublishedDates.parse(CLOCK, text)).isNull();
    }

    @Test
    void the_first_readable_candidate_wins() {
        assertThat(PublishedDates.parse(CLOCK, null, "n/a", "June 5, 2023", "2020-01-01"))
                .isEqualTo(LocalDate.of(2023, 6, 5));
    }
}
