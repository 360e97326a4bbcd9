package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static dev.factguard.core.refresh.RealTextReadingTest.supported;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Standards by edition and revision, versions glued to their product, words that open sentences, and the people
 * beside a holder — each with invented entities. The refresher's clock reads 2025-10-01.
 */
class StandardsConnectivesAndRivalsReadingTest {

    @Nested
    class SentenceOpeners {
        @Test
        void a_connective_that_opens_a_sentence_is_no_name() {
            supported(refresh(
                    "The current edition of EN 7730 is EN 7730:2020.",
                    hit(
                            "EN 7730:2020 - Glazing",
                            "The committee confirmed it in 2024. Hence this edition stays current.")));
        }

        @Test
        void an_adverb_that_opens_a_sentence_is_not_read_as_the_holder() {
            supported(refresh(
                    "The latest version of the Open Wire Protocol is OWPv4.",
                    hit(
                            "OWPv4 - Open Wire Protocol",
                            "Reviewed in 2023. Accordingly this version remains the latest.")));
        }
    }

    @Nested
    class VersionsWrittenTogether {
        @Test
        void a_version_glued_after_a_v_is_the_same_version_written_out() {
            supported(refresh(
                    "The latest version of the Open Wire Protocol is OWPv4.",
                    hit("Open Wire Protocol", "OPEN WIRE PROTOCOL, Version 3, 2012."),
                    hit("Open Wire Protocol - Wikipedia", "Version 4, published in 2019, is the latest.")));
        }

        @Test
        void a_higher_version_written_out_supersedes_a_glued_one() {
            Refresh r = refresh(
                    "The latest version of the Open Wire Protocol is OWPv3.",
                    hit("Open Wire Protocol - Wikipedia", "Version 4, published in 2024, is the latest."));
            assertThat(r.verdict()).as(r.explanation()).isEqualTo(Verdict.DRIFT_SUSPECTED);
        }
    }

    @Nested
    class StandardsByEditionYear {
        @Test
        void a_standard_and_its_edition_year_are_a_version_not_a_time_of_day() {
            Refresh r = refresh(
                    "The current edition of ASTM 4410 is ASTM 4410:2019.",
                    hit(
                            "ASTM 4410:2023 - Road markings",
                            "Published May 2023. This edition cancels and replaces ASTM 4410:2019."));
            assertThat(r.verdict()).as(r.explanation()).isEqualTo(Verdict.DRIFT_SUSPECTED);
            assertThat(r.explanation()).contains("4410:2019");
        }

        @Test
        void bodies_joined_by_a_slash_name_one_standard() {
            supported(refresh(
                    "The current version of EN/IEC 6120 is EN/IEC 6120:2021.",
                    hit(
                            "EN/IEC 6120:2021 - Cable trays",
                            "Published June 2021. This second edition cancels and replaces EN/IEC 6120:2014.")));
        }

        @Test
        void an_edition_named_for_a_year_still_ahead_has_not_replaced_the_current_one() {
            supported(refresh(
                    "The current edition of ASTM 4410 is ASTM 4410:2019.",
                    hit("ASTM 4410:2019 - Road markings", "Reviewed and confirmed in 2024."),
                    hit(
                            "Preparing for ASTM 4410:2027",
                            "Aug 2, 2025 — Work on the next revision of ASTM 4410 has begun.")));
        }

        @Test
        void a_later_years_edition_in_any_tense_is_still_to_come() {
            supported(refresh(
                    "The current edition of EN 7730 is EN 7730:2020.",
                    hit("EN 7730:2020 - Glazing", "EN 7730:2020 is the edition in force."),
                    hit("EN 7730:2026 is here", "Sep 20, 2025 — EN 7730:2026 replaces the 2020 edition.")));
        }
    }
}
