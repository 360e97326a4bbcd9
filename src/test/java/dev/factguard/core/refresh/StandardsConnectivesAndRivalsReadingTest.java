package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static dev.factguard.core.refresh.RealTextReadingTest.drift;
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

    @Nested
    class SuccessionsStillToCome {
        @Test
        void a_participle_after_will_tells_a_succession_still_to_come() {
            supported(refresh(
                    "Ada Pike is the president of Norland.",
                    hit(
                            "Ada Pike - Wikipedia",
                            "Ada Pike is a Norland lawyer who has been President of Norland since 2021."),
                    hit(
                            "2025 Norland presidential election",
                            "The vote is on 9 November 2025. The winner will be sworn in on 2 February 2026, replacing"
                                    + " Ada Pike, who is term-limited.")));
        }

        @Test
        void a_participle_after_shall_is_still_to_come_too() {
            supported(
                    refresh(
                            "The mayor of Kellby is Ines Faro.",
                            hit("Ines Faro, mayor of Kellby", "Ines Faro has been the mayor of Kellby since 2019."),
                            hit(
                                    "Kellby mayoral race",
                                    "The new mayor shall take up the post in May 2026, succeeding Ines Faro after two terms.")));
        }

        @Test
        void a_participle_of_a_done_succession_still_ends_the_tenure() {
            drift(
                    refresh(
                            "The mayor of Kellby is Ines Faro.",
                            hit(
                                    "Kellby has a new mayor",
                                    "Jun 3, 2025 — Tomas Brek took office as mayor of Kellby, succeeding Ines Faro.")),
                    "Tomas Brek");
        }
    }

    @Nested
    class OfficesElsewhere {
        @Test
        void former_before_another_bodys_title_ends_nothing_here() {
            supported(refresh(
                    "The CEO of Harbin Tools is Mara Oyelaran.",
                    hit(
                            "Oyelaran takes over at Harbin Tools",
                            "Aug 4, 2025 — Former Vela Motors boss Mara Oyelaran became chief executive of Harbin Tools"
                                    + " on Monday.")));
        }

        @Test
        void former_before_another_role_ends_nothing_here() {
            supported(refresh(
                    "The head coach of Kellby Rovers is Tomas Brek.",
                    hit(
                            "Kellby Rovers turn to Brek",
                            "Apr 2, 2025 — Kellby Rovers appointed former striker Tomas Brek as head coach.")));
        }

        @Test
        void former_before_the_subjects_own_title_still_ends_it() {
            drift(
                    refresh(
                            "The CEO of Harbin Tools is Mara Oyelaran.",
                            hit(
                                    "Harbin Tools names new chief",
                                    "Aug 4, 2025 — Harbin Tools named Ines Faro chief executive; former Harbin Tools"
                                            + " chief executive Mara Oyelaran retired.")),
                    "Ines Faro");
        }

        @Test
        void the_subjects_title_at_another_body_is_not_holding_it_here() {
            Refresh r = refresh(
                    "The CEO of Harbin Tools is Mara Oyelaran.",
                    hit(
                            "Mara Oyelaran - Wikipedia",
                            "Mara Oyelaran is a Norland executive who has been chief executive of Vela Motors since"
                                    + " June 2025."),
                    hit(
                            "Harbin Tools names Ines Faro chief executive",
                            "May 30, 2025 — Harbin Tools appointed Ines Faro as chief executive after Mara Oyelaran"
                                    + " left to run Vela Motors."));
            drift(r, "Ines Faro");
        }

        @Test
        void a_title_placed_at_another_club_is_another_seat() {
            Refresh r = refresh(
                    "The head coach of Kellby Rovers is Tomas Brek.",
                    hit("Tomas Brek - Wikipedia", "Tomas Brek is a Norland coach who is head coach of Harbin United."),
                    hit(
                            "Kellby Rovers appoint Ada Pike",
                            "Jul 1, 2025 — Kellby Rovers appointed Ada Pike as head coach."));
            drift(r, "Ada Pike");
        }
    }

    @Nested
    class NounsThatLookLikeVerbs {
        @Test
        void a_plural_noun_before_and_has_no_object() {
            supported(refresh(
                    "The head coach of Kellby Rovers is Tomas Brek.",
                    hit(
                            "Kellby Rovers change coach",
                            "Mar 3, 2025 — Kellby Rovers fired coach Ada Pike after four straight defeats and appointed"
                                    + " Tomas Brek.")));
        }

        @Test
        void a_plural_noun_before_but_has_no_object() {
            supported(refresh(
                    "The CEO of Harbin Tools is Mara Oyelaran.",
                    hit(
                            "Harbin Tools results",
                            "Feb 2, 2025 — Harbin Tools reported two quarters of heavy losses and departures but chief"
                                    + " executive Mara Oyelaran stays.")));
        }
    }

    @Nested
    class LosersAndRunnersUp {
        @Test
        void the_side_a_win_is_over_lost_the_final() {
            Refresh r = refresh(
                    "Harbin United are the current Norland Cup holders.",
                    hit(
                            "Norland Cup final report",
                            "May 20, 2025 — A late header gave Kellby Rovers a 2-1 win over Harbin United in the final,"
                                    + " their first trophy in a decade."));
            assertThat(r.verdict()).as(r.explanation()).isEqualTo(Verdict.DRIFT_SUSPECTED);
            assertThat(r.explanation()).contains("Harbin United as former");
        }

        @Test
        void the_side_a_victory_is_over_lost_the_final_too() {
            Refresh r = refresh(
                    "Harbin United are the current Norland Cup holders.",
                    hit(
                            "Norland Cup final",
                            "May 20, 2025 — Kellby Rovers sealed a 3-0 victory over Harbin United in the final to lift"
                                    + " the Norland Cup."));
            assertThat(r.verdict()).as(r.explanation()).isEqualTo(Verdict.DRIFT_SUSPECTED);
            assertThat(r.explanation()).contains("Harbin United as former");
        }

        @Test
        void a_final_round_of_qualifying_is_not_the_final() {
            supported(
                    refresh(
                            "Estavia are the current Norland Nations Cup champions.",
                            hit(
                                    "Estavia retain Norland Nations Cup",
                                    "Jul 14, 2024 — Estavia beat Norland 1-0 in the final to win the Norland Nations Cup."),
                            hit(
                                    "Qualifying upset",
                                    "Sep 9, 2025 — A penalty gave Vela a 1-0 win over Estavia in the final round of qualifying.")));
        }

        @Test
        void a_place_below_the_top_of_a_list_is_not_the_record() {
            supported(refresh(
                    "Ada Pike holds the record for the most goals in Norland league history.",
                    hit(
                            "Brek moves to second on all-time Norland scoring list",
                            "Aug 2, 2025 — Tomas Brek passed Ines Faro to move second on the list of Norland league"
                                    + " scorers, behind only Ada Pike."),
                    hit("Norland league records", "Ada Pike has scored the most goals in Norland league history.")));
        }

        @Test
        void a_player_who_sits_third_does_not_hold_the_record() {
            supported(refresh(
                    "Ada Pike holds the record for the most goals in Norland league history.",
                    hit(
                            "Scoring list",
                            "Sep 1, 2025 — Tomas Brek now sits third on the list of Norland league scorers."),
                    hit("Norland league records", "Ada Pike has scored the most goals in Norland league history.")));
        }
    }

    @Nested
    class NumberedThings {
        @Test
        void a_number_after_one_of_the_things_counted_is_its_label() {
            supported(refresh(
                    "The Norland archipelago has 212 named islands.",
                    hit("Norland archipelago", "The archipelago has 212 named islands."),
                    hit(
                            "Norland surveyors take a step toward charting island 240",
                            "Jul 3, 2025 — Surveyors mapped a reef with a sonar method they hope could one day chart"
                                    + " island 240.")));
        }

        @Test
        void a_count_of_the_same_things_still_counts() {
            Refresh r = refresh(
                    "The Norland archipelago has 212 named islands.",
                    hit("Norland archipelago", "Jul 3, 2025 — The archipelago now has 240 named islands."));
            assertThat(r.verdict()).as(r.explanation()).isEqualTo(Verdict.DRIFT_SUSPECTED);
        }
    }

    @Nested
    class PlacesInASide {
        @Test
        void a_keeper_signed_away_from_the_club_has_left_it() {
            Refresh r = refresh(
                    "Ana Brek is Harbin United's goalkeeper.",
                    hit(
                            "Ana Brek - Wikipedia",
                            "Ana Brek is a Norland footballer who plays as a goalkeeper for Vela FC."),
                    hit(
                            "Vela FC sign Brek",
                            "Aug 30, 2025 — Vela FC have signed goalkeeper Ana Brek from Harbin United."));
            assertThat(r.subject()).isEqualTo("club of Ana Brek");
            assertThat(r.verdict()).as(r.explanation()).isEqualTo(Verdict.DRIFT_SUSPECTED);
        }

        @Test
        void a_striker_still_at_the_club_is_its_striker() {
            supported(refresh(
                    "Tomas Vale is Kellby Rovers' striker.",
                    hit(
                            "Tomas Vale - Wikipedia",
                            "Tomas Vale is a Norland footballer who plays as a striker for Kellby" + " Rovers.")));
        }
    }
}
