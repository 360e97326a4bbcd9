package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static dev.factguard.core.refresh.RealTextReadingTest.supported;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Names that do not fill the claim's role although they stand beside it: a venue after "held in" or "sold at", a
 * body whose name ends in an institution's noun, the club that trades a player away, the holder whose mark another
 * lowered, a record narrowed anywhere in its noun phrase. Invented entities; the refresher's clock reads 2025-10-01.
 */
class VenuesBodiesTradesAndMarksReadingTest {

    private static void stale(Refresh r) {
        assertThat(r.verdict()).as(r.explanation()).isEqualTo(Verdict.DRIFT_SUSPECTED);
    }

    @Nested
    class AVenue {
        @Test
        void the_host_of_a_final_is_not_read_as_a_former_champion() {
            supported(refresh(
                    "Norland are the reigning Coral Cup champions.",
                    hit("Coral Cup final", "Norland retained their title, beating Estavia 2–0 in the final."),
                    hit("Coral Cup 2024", "The 2024 Coral Cup was held in Norland from 3 March to 30 March 2024.")));
        }

        @Test
        void the_auction_house_and_its_city_do_not_hold_a_price_record() {
            supported(refresh(
                    "The Blue Orchard is the most expensive sculpture ever sold.",
                    hit("The Blue Orchard", "The Blue Orchard is a bronze sculpture by Ida Lenk."),
                    hit(
                            "Record sale",
                            "It sold at Hallam Rooms in Marlow in May 2019 for $210 million, the highest price"
                                    + " ever paid for a sculpture.")));
        }
    }

    @Nested
    class ABody {
        @Test
        void a_federation_that_suspends_a_coach_does_not_coach_the_club() {
            supported(refresh(
                    "Tomas Brek is the coach of Harbin United.",
                    hit(
                            "Norland Football Federation suspends Harbin United coach Tomas Brek",
                            "Aug 3, 2025 — Harbin United coach Tomas Brek was suspended for two matches.")));
        }

        @Test
        void a_commission_that_bans_a_player_is_not_his_club() {
            supported(refresh(
                    "Ola Dahl plays for Harbin United.",
                    hit("Ola Dahl - Wikipedia", "Ola Dahl is a Norwegian footballer who plays for Harbin United."),
                    hit(
                            "Estavia Disciplinary Commission bans Harbin United striker Ola Dahl",
                            "Aug 3, 2025 — The ban covers three league games.")));
        }
    }

    @Nested
    class ATrade {
        @Test
        void the_club_that_trades_a_player_is_his_old_club() {
            stale(refresh(
                    "Ola Dahl plays for the Harbor Hawks.",
                    hit("Ola Dahl - Wikipedia", "Ola Dahl is a basketball player for the Harbor Hawks."),
                    hit("Hawks trade Ola Dahl to Owls", "Feb 2, 2025 — The deal was agreed on Sunday.")));
        }

        @Test
        void a_headline_trade_for_a_player_or_the_trade_as_a_noun_keeps_the_club() {
            supported(refresh(
                    "Ben Oduya plays for the Pine Owls.",
                    hit("Ben Oduya - Wikipedia", "Ben Oduya is a basketball player for the Pine Owls."),
                    hit("Owls trade for Sam Reyes", "Feb 6, 2025 — The Owls trade for Sam Reyes.")));
        }
    }

    @Nested
    class ALoweredMark {
        @Test
        void the_holder_whose_record_was_lowered_held_it_before() {
            stale(refresh(
                    "Lia Moss holds the women's 200 m butterfly world record.",
                    hit(
                            "New world record",
                            "Jun 18, 2025 — Ada Stein swam 2:01.10, lowering Lia Moss's world record of 2:01.81.")));
        }

        @Test
        void a_record_narrowed_within_its_noun_phrase_is_no_rival() {
            supported(refresh(
                    "Jon Varga holds the long jump world record.",
                    hit("Jon Varga - Wikipedia", "Jon Varga holds the long jump world record of 8.95 m."),
                    hit("Okafor jumps far", "Feb 2, 2025 — Okafor sets world indoor long jump record.")));
        }
    }

    @Nested
    class UncasedNamesAndWordCounts {
        @Test
        void an_uncased_claim_still_names_the_player_a_trade_sends_away() {
            stale(refresh(
                    "ola dahl plays for the harbor hawks",
                    hit(
                            "Hawks deal Dahl",
                            "Feb 2, 2025 — Harbor traded Ola Dahl to the Owls in a three-team deal, ending his six"
                                    + " seasons with the Hawks.")));
        }

        @Test
        void a_count_written_as_a_word_states_the_claimed_number() {
            supported(refresh(
                    "The Coral League has 12 member clubs.",
                    hit("Coral League - Wikipedia", "The Coral League has twelve member clubs.")));
            supported(refresh(
                    "Norland has 9 provinces.",
                    hit("Provinces of Norland", "Norland is divided into nine provinces.")));
        }
    }

    @Nested
    class NotYetDone {
        @Test
        void a_level_a_government_aims_at_is_not_read_as_the_current_figure() {
            assertNotCurrent(
                    "national average minimum wage of Estavia",
                    "980 crowns an hour",
                    "Nov 2024 — Prime Minister Ana Brek said the government aims to raise the national average"
                            + " minimum wage to 1,200 crowns by the end of the 2030s.",
                    "1,200");
            assertNotCurrent(
                    "policy rate of Norland",
                    "3.5%",
                    "Sep 2, 2025 — Governor Ola Dahl said the bank plans to cut the policy rate to 2.5% by the end"
                            + " of 2026.",
                    "2.5%");
        }

        private static void assertNotCurrent(String subject, String value, String snippet, String aimed) {
            java.util.List<Statement> read = EvidenceReader.read(
                    hit("Estavia and Norland set goals", snippet),
                    0,
                    SubjectTerms.of(subject, dev.factguard.core.freshness.ClaimCategory.STATISTIC),
                    ClaimValue.of(value),
                    java.time.LocalDate.parse("2025-10-01"));
            assertThat(read)
                    .as(snippet)
                    .noneMatch(st -> st.value().startsWith(aimed) && st.stance() == Statement.Stance.CURRENT);
        }

        @Test
        void a_labelled_preview_and_a_release_plan_are_not_releases() {
            supported(refresh(
                    "The latest release of Quarry DB is Quarry DB 2022.",
                    hit("Quarry DB 2022 is out", "Nov 16, 2022 — Quarry DB 2022 is now generally available."),
                    hit("Quarry DB versions", "Preview release: Quarry DB 2025 (17.0).")));
            supported(refresh(
                    "The latest production version of OrcaOS is 8.2.",
                    hit("OrcaOS 8.2 released", "Dec 3, 2024 — The OrcaOS project announces OrcaOS 8.2."),
                    hit("OrcaOS 8.3 Release Process", "The schedule for the next point release.")));
        }
    }

    @Nested
    class LastYearsTitle {
        @Test
        void last_years_winner_beaten_this_year_no_longer_holds_the_title() {
            stale(refresh(
                    "The winner of the last Coral Stakes is Blue Harbour.",
                    hit(
                            "Coral Stakes",
                            "Apr 5, 2025 — Red Lantern, ridden by Ana Brek, won the Coral Stakes ahead of last year's"
                                    + " winner Blue Harbour.")));
            stale(refresh(
                    "Mira Holt is the reigning Norland Open champion.",
                    hit(
                            "Norland Open final",
                            "Aug 10, 2025 — Jo Kim won the Norland Open, beating last season's champion Mira Holt in"
                                    + " the semi-finals.")));
        }
    }
}
