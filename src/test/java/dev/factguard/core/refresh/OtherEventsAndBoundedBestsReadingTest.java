package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static dev.factguard.core.refresh.SpansTradesAndElectsReadingTest.drift;
import static dev.factguard.core.refresh.SpansTradesAndElectsReadingTest.supported;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * A champion leaving another event keeps the title claimed, and the best mark of a span of time is not the record.
 * Invented entities; the refresher's clock reads 2025-10-01.
 */
class OtherEventsAndBoundedBestsReadingTest {

    @Nested
    class AChampionLeavingAnotherEvent {
        private final String claim = "The reigning Tour of Norland champion is Lars Eide.";
        private final String won = "The 2024 Tour of Norland was won by Lars Eide, his third title.";

        @Test
        void leaving_another_race_keeps_the_title() {
            supported(refresh(
                    claim,
                    hit("2024 Tour of Norland", won),
                    hit(
                            "Eide abandons Kellby Classic",
                            "Sep 20, 2025 — Lars Eide left the Kellby Classic on stage 9, ending his bid for a"
                                    + " first win there.")));
        }

        @Test
        void quitting_another_tournament_keeps_it_too() {
            supported(refresh(
                    "The reigning Harbour Open champion is Ada Quist.",
                    hit("Harbour Open 2025", "Ada Quist won the 2025 Harbour Open, beating Mara Lind in the final."),
                    hit("Quist quits Porta Masters", "Sep 20, 2025 — Ada Quist quit the Porta Masters with injury.")));
        }

        @Test
        void being_stripped_of_the_title_itself_ends_it() {
            drift(refresh(
                    claim,
                    hit("2024 Tour of Norland", won),
                    hit(
                            "Eide loses Tour of Norland title",
                            "Sep 20, 2025 — Lars Eide lost the Tour of Norland title after a failed test; Per Holm"
                                    + " was named the winner.")));
        }
    }

    @Nested
    class TheBestOfASpanOfTime {
        private final String claim = "The women's 1500 metres world record is 3:49.11.";
        private final String record = "The women's world record of 3:49.11 was set by Ana Rey in 2023.";

        @Test
        void the_fastest_time_for_years_is_not_the_record() {
            supported(refresh(
                    claim,
                    hit("1500 metres", record),
                    hit(
                            "Lind runs 3:50.02 in Kellby",
                            "Aug 20, 2025 — Mara Lind ran 3:50.02 in Kellby, the fastest time in the world for five"
                                    + " years.")));
        }

        @Test
        void the_best_mark_since_a_year_is_not_the_record_either() {
            supported(refresh(
                    claim,
                    hit("1500 metres", record),
                    hit(
                            "Quist clocks 3:50.40",
                            "Aug 22, 2025 — Ada Quist clocked 3:50.40, the best time since 2023 at the meeting.")));
        }

        @Test
        void a_new_world_record_is_the_record() {
            drift(refresh(
                    claim,
                    hit("1500 metres", record),
                    hit(
                            "Lind breaks 1500m world record",
                            "Aug 20, 2025 — Mara Lind ran 3:48.90 in Kellby, a new world record.")));
        }
    }
}
