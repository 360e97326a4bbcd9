package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static dev.factguard.core.refresh.SpansTradesAndElectsReadingTest.drift;
import static dev.factguard.core.refresh.SpansTradesAndElectsReadingTest.supported;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * A span of days that closed before now ends a tenure though its start gives no year; a version of a shorter release
 * track is no rival for the long-term one. Invented entities; the refresher's clock reads 2025-10-01.
 */
class ClosedSpansAndTracksReadingTest {

    @Nested
    class ASpanOfDaysClosedBeforeNow {
        @Test
        void a_premier_from_march_to_may_is_a_former_one() {
            drift(refresh(
                    "The prime minister of Norland is Oskar Hale.",
                    hit(
                            "Oskar Hale",
                            "Oskar Hale is a Norland politician who was Prime Minister from 3 February to 20 July 2025,"
                                    + " succeeding Ada Pike.")));
        }

        @Test
        void a_mayor_from_january_until_june_is_a_former_one() {
            drift(refresh(
                    "The mayor of Kellby is Tomas Brek.",
                    hit("Tomas Brek", "Tomas Brek served as mayor of Kellby from 9 January until 14 June 2025.")));
        }

        @Test
        void a_span_running_past_now_leaves_him_in_office() {
            supported(refresh(
                    "The mayor of Kellby is Tomas Brek.",
                    hit("Tomas Brek", "Tomas Brek is mayor of Kellby from 9 January 2024 to 8 January 2028.")));
        }
    }

    @Nested
    class ReleaseTracks {
        @Test
        void a_later_feature_release_is_no_rival_for_the_long_term_one() {
            supported(refresh(
                    "Harbour DB 6.2 is the current long-term support release of Harbour DB.",
                    hit("Harbour DB 6.2", "Harbour DB 6.2 is a long-term support (LTS) release."),
                    hit(
                            "Harbour DB 7.4 available",
                            "Sep 2, 2025 — Harbour DB 7.4, the latest Feature release, is now available alongside"
                                    + " Harbour DB 6.2.9 LTS.")));
        }

        @Test
        void an_innovation_release_in_a_title_is_no_rival_either() {
            supported(refresh(
                    "Kellby Server 12 is the latest LTS release of Kellby Server.",
                    hit("Kellby Server 12 LTS", "Kellby Server 12 is the latest LTS release."),
                    hit("Kellby Server 14 Innovation release is out", "Sep 9, 2025 — Kellby Server 14 is out.")));
        }

        @Test
        void a_later_long_term_release_is_a_rival() {
            drift(refresh(
                    "Harbour DB 6.2 is the current long-term support release of Harbour DB.",
                    hit("Harbour DB 6.2", "Harbour DB 6.2 is a long-term support (LTS) release."),
                    hit("Harbour DB 8.0 LTS", "Sep 2, 2025 — Harbour DB 8.0, the new LTS release, is now available.")));
        }
    }
}
