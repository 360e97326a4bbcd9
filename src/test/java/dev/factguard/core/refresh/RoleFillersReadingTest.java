package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static dev.factguard.core.refresh.RealTextReadingTest.drift;
import static dev.factguard.core.refresh.RealTextReadingTest.supported;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Which entity in a sentence fills the claim's role: a name of another kind than the claimed value (a party, a
 * country, a place, a player, a subtitle) is no rival for it. Invented entities; the refresher's clock reads
 * 2025-10-01.
 */
class RoleFillersReadingTest {

    @Nested
    class AParty {
        @Test
        void the_party_of_a_holder_sworn_in_does_not_hold_the_office() {
            supported(refresh(
                    "The mayor of Norland is Ada Pike.",
                    hit(
                            "Pike sworn in as Norland mayor, returning the left to power",
                            "Sep 2, 2025 — Ada Pike of the centrist Civic Alliance was sworn in as mayor of Norland,"
                                    + " succeeding Tomas Brek.")));
        }

        @Test
        void a_holder_of_that_name_still_rivals_the_claim() {
            drift(
                    refresh(
                            "The governor of Estavia is Lena Voss.",
                            hit(
                                    "Estavia governor",
                                    "Jun 1, 2025 — Marek Dunn of the ruling Unity Bloc took office as governor of"
                                            + " Estavia, succeeding Lena Voss.")),
                    "Marek Dunn");
        }
    }

    @Nested
    class ASideAfterHisOrHer {
        @Test
        void a_players_country_is_not_the_record_holder() {
            supported(refresh(
                    "Mira Holt holds the record for most goals in international hockey.",
                    hit("Mira Holt - Wikipedia", "Mira Holt holds the record for most goals in international hockey."),
                    hit(
                            "Ruiz retires",
                            "Jul 3, 2025 — Ana Ruiz ended her Norland career with 301 goals, the second most on"
                                    + " record.")));
        }
    }

    @Nested
    class ARegionAfterAPlace {
        @Test
        void the_state_a_meet_was_held_in_does_not_hold_the_record() {
            supported(refresh(
                    "Mira Holt holds the women's high jump world record.",
                    hit(
                            "Women's high jump world record progression",
                            "Mira Holt set the world record of 2.10 m in 2019; it still stands."),
                    hit(
                            "Kim clears 2.01 m indoors",
                            "Feb 2, 2024 — Jo Kim cleared 2.01 m in Lakeside, Ohio, improving her own national"
                                    + " indoor record.")));
        }

        @Test
        void the_county_of_a_venue_is_no_rival() {
            supported(refresh(
                    "Jon Aris holds the men's shot put world record.",
                    hit("Men's shot put world record", "Jon Aris set the world record of 23.6 m in 2023."),
                    hit(
                            "Brek wins at Millbrook",
                            "Jun 9, 2024 — Tomas Brek threw 22.9 m at Millbrook, Kent, a meeting record.")));
        }
    }

    @Nested
    class APlayerAClubSigns {
        @Test
        void the_player_signed_beside_the_claimed_one_is_not_his_club() {
            supported(refresh(
                    "Tomas Brek plays for the Riverside Rovers.",
                    hit(
                            "Rovers reshape roster",
                            "The Riverside Rovers waived Jo Kim and signed Ana Ruiz to play alongside Tomas"
                                    + " Brek.")));
        }
    }

    @Nested
    class TheSideAWinIsFor {
        @Test
        void the_scorer_who_wins_a_cup_for_a_club_is_not_the_holder() {
            supported(refresh(
                    "The Norland Cup is held by FC Riverside.",
                    hit(
                            "Harbour win Norland Cup",
                            "May 4, 2024 — Harbour City beat Lakeside 2-0 to win the Norland Cup."),
                    hit("Aris wins Norland Cup for Riverside", "May 10, 2025 — Jon Aris scored twice in the final.")));
        }

        @Test
        void a_goalkeeper_who_clinches_a_shield_for_a_side_does_not_hold_it() {
            supported(refresh(
                    "The Estavia Shield is held by Harbour United.",
                    hit(
                            "Holt clinches Estavia Shield for Harbour in a shoot-out",
                            "Apr 12, 2025 — Mira Holt saved three penalties.")));
        }
    }

    @Nested
    class ASeriesByItsCount {
        @Test
        void a_subtitle_beside_a_numbered_report_is_not_a_newer_report() {
            supported(refresh(
                    "The Tidewater Panel's most recent assessment report is the Fourth Assessment Report.",
                    hit(
                            "Fourth Assessment Report",
                            "The Fourth Assessment Report, finished in 2024, is the Tidewater Panel's most recent."),
                    hit("Synthesis Report: Ocean Futures 2024", "Mar 2, 2024 — The synthesis closes the cycle.")));
        }
    }

    @Nested
    class AMeasureByItsOwnName {
        @Test
        void a_page_that_names_the_measure_alone_gives_its_current_figure() {
            drift(
                    refresh(
                            "Norland's statutory living wage is £9.10 an hour.",
                            hit(
                                    "Living wage rates - Pay Office",
                                    "From 1 April 2025, the statutory living wage is £9.60 per hour. It was £9.10 per"
                                            + " hour in 2024.")),
                    "£9.60");
        }

        @Test
        void a_rise_reported_without_the_country_still_speaks_of_the_measure() {
            drift(
                    refresh(
                            "Estavia's national minimum salary is €1,100 a month.",
                            hit("Estavia pay", "Estavia's national minimum salary is €1,100 a month."),
                            hit(
                                    "Minimum salary rises",
                                    "Jan 2, 2025 — The national minimum salary rose to €1,180 a month today.")),
                    "€1,180");
        }

        @Test
        void the_same_measure_of_another_country_is_not_the_subject() {
            supported(refresh(
                    "Estavia's national minimum salary is €1,100 a month.",
                    hit("Estavia pay", "Estavia's national minimum salary is €1,100 a month."),
                    hit(
                            "Norland salary rises",
                            "Jan 2, 2025 — Norland's national minimum salary rose to €1,180 a month today.")));
        }
    }

    @Nested
    class ATitleByItsOwnName {
        @Test
        void a_page_that_names_the_title_without_its_body_still_speaks_of_it() {
            drift(
                    refresh(
                            "Mira Holt is the NSF world snooker champion.",
                            hit(
                                    "Kim beats Holt to become world snooker champion",
                                    "Jan 5, 2025 — Jo Kim beat Mira Holt 10-7 in Lakeside to become the youngest world"
                                            + " snooker champion.")),
                    "Jo Kim");
        }

        @Test
        void becoming_the_champion_by_the_titles_words_names_the_new_holder() {
            drift(
                    refresh(
                            "Ana Ruiz is the ETF world judo champion.",
                            hit("Ana Ruiz", "Ana Ruiz won the 2023 ETF world judo championship."),
                            hit("Voss crowned", "May 2, 2025 — Lena Voss became world judo champion on Saturday.")),
                    "Lena Voss");
        }

        @Test
        void the_title_of_another_body_is_not_the_subject() {
            supported(refresh(
                    "Ana Ruiz is the ETF world judo champion.",
                    hit("Ana Ruiz", "Sep 1, 2025 — Ana Ruiz is the reigning ETF world judo champion."),
                    hit("Voss crowned", "Sep 9, 2025 — Lena Voss became the IJA world judo champion in Tokyo.")));
        }
    }

    @Nested
    class TheLeftAsASide {
        @Test
        void returning_the_left_to_power_ends_no_term() {
            supported(refresh(
                    "The president of Norland is Ada Pike.",
                    hit(
                            "Pike sworn in as Norland president, returning left to power",
                            "Mar 1, 2025 — Ada Pike was sworn in as president of Norland.")));
        }

        @Test
        void leading_the_left_to_victory_ends_no_term() {
            supported(refresh(
                    "The prime minister of Estavia is Jon Aris.",
                    hit(
                            "Aris sworn in as Estavia prime minister, leading the left to victory",
                            "Jan 5, 2025 — Jon Aris became prime minister of Estavia.")));
        }
    }
}
