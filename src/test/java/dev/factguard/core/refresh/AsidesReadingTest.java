package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static dev.factguard.core.refresh.SpansTradesAndElectsReadingTest.drift;
import static dev.factguard.core.refresh.SpansTradesAndElectsReadingTest.supported;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * An old value named as the setting of a sentence about something else is not the current one: a narrower record, a
 * title some years back, a figure for an earlier year. Invented entities; the refresher's clock reads 2025-10-01.
 */
class AsidesReadingTest {

    @Nested
    class ANarrowerRecord {
        @Test
        void a_national_record_is_not_the_world_record() {
            drift(refresh(
                    "Dana Reyes holds the men's 5000m world record.",
                    hit(
                            "5000m world record falls",
                            "Jun 2, 2024 — Tomas Brek ran 12:30.10 to take the men's 5000m world record from Dana"
                                    + " Reyes."),
                    hit(
                            "Reyes sets national record",
                            "May 5, 2025 — Dana Reyes won in Kellby in 12:40.00, a national record for Estavia.")));
        }

        @Test
        void an_indoor_best_is_not_the_outdoor_record() {
            drift(refresh(
                    "Ines Faro holds the women's pole vault world record.",
                    hit(
                            "Pole vault record",
                            "Feb 1, 2024 — Lena Voss cleared 5.10 m to break the women's pole vault world record held"
                                    + " by Ines Faro."),
                    hit(
                            "Faro clears 5.00 in Kellby",
                            "Mar 3, 2025 — Ines Faro cleared 5.00 m, an indoor world record, in Kellby.")));
        }

        @Test
        void a_record_of_the_claims_own_kind_still_counts() {
            supported(refresh(
                    "Ines Faro holds the women's pole vault indoor world record.",
                    hit(
                            "Faro clears 5.00 in Kellby",
                            "Mar 3, 2025 — Ines Faro cleared 5.00 m, an indoor world record, in Kellby.")));
        }
    }

    @Nested
    class YearsAfterATitle {
        @Test
        void a_season_opener_two_years_after_a_title_names_no_holder() {
            drift(
                    refresh(
                            "Riverside are the reigning Norland champions.",
                            hit(
                                    "Harbour City win Norland title",
                                    "May 10, 2025 — Harbour City beat Kellby 2-0 to win the Norland championship."),
                            hit(
                                    "Riverside preview",
                                    "Aug 1, 2025 — Two years after Riverside's Norland title, the team opens against Kellby.")));
        }

        @Test
        void three_seasons_after_a_cup_win_names_none_either() {
            drift(refresh(
                    "Kellby Rovers are the Baltic Cup champions.",
                    hit(
                            "Estavia lift Baltic Cup",
                            "Jun 1, 2025 — Estavia won the Baltic Cup, beating Norland in the final."),
                    hit(
                            "Rovers look back",
                            "Jul 1, 2025 — Three seasons after Kellby Rovers' Baltic Cup triumph, the squad has"
                                    + " changed.")));
        }
    }

    @Nested
    class AnEarlierYearsFigure {
        @Test
        void a_wage_given_for_last_year_in_the_past_tense_is_that_years() {
            drift(refresh(
                    "Estavia's minimum wage is €950 a month.",
                    hit(
                            "How Estavia's minimum wage has changed",
                            "Jul 1, 2025 — The wage has risen by a third in six years. It was €950 a month in 2024"
                                    + " and €700 in 2019.")));
        }

        @Test
        void a_fare_given_for_an_earlier_year_is_that_years() {
            drift(refresh(
                    "The Kellby metro fare is €2.10.",
                    hit(
                            "Kellby fares over the years",
                            "Aug 1, 2025 — Fares have climbed steadily. It was €2.10 in 2023 and €1.60 in 2015.")));
        }
    }
}
