package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * How real result pages read: each group holds a shape of text found on real pages for real subjects (the cases of
 * {@code benchmarks/quality/refresh_real.json}), written here with invented entities.
 */
class RealTextReadingTest {

    @Nested
    class Endings {
        @Test
        void a_result_that_ends_on_the_year_of_a_span_is_read() {
            Refresh r = refresh(
                    "The CEO of Harbin Tools is Mara Oyelaran.",
                    hit("Mara Oyelaran - Harbin Tools", "Mara Oyelaran, chief executive of Harbin Tools since 2019"));
            assertThat(r.verdict()).isEqualTo(Verdict.SUPPORTED);
        }
    }
}
