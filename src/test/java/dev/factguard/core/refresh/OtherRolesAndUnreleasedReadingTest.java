package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static dev.factguard.core.refresh.SpansTradesAndElectsReadingTest.drift;
import static dev.factguard.core.refresh.SpansTradesAndElectsReadingTest.supported;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * What does not end or replace the claimed value: another role's end, a lost match, a successor still to come, a
 * title in another competition, a version not out yet; and what does: a runner-up's place. Invented entities; the
 * refresher's clock reads 2025-10-01.
 */
class OtherRolesAndUnreleasedReadingTest {

    @Nested
    class AnotherRoleEnded {
        private final String claim = "Ada Pike is the chief executive of Harbour Foods.";
        private final String current =
                "Apr 1, 2025 — Chief executive Ada Pike told analysts Harbour Foods would open two plants.";

        @Test
        void her_time_as_an_adviser_ending_leaves_her_company() {
            supported(refresh(
                    claim,
                    hit(
                            "Pike steps back from ports review",
                            "May 2, 2025 — Ada Pike said her time as a special adviser leading the ports review"
                                    + " had ended."),
                    hit("Harbour Foods results", current)));
        }

        @Test
        void his_stint_as_a_council_chair_ending_leaves_his_post() {
            supported(refresh(
                    "Tomas Brek is the mayor of Kellby.",
                    hit(
                            "Brek leaves water board",
                            "Jun 3, 2025 — Tomas Brek said his stint as chair of the regional water board had"
                                    + " ended."),
                    hit("Kellby budget", "May 1, 2025 — Mayor Tomas Brek presented the Kellby budget.")));
        }

        @Test
        void her_time_as_chief_executive_of_the_company_ending_ends_it() {
            drift(refresh(
                    claim,
                    hit(
                            "Pike leaves Harbour Foods",
                            "May 2, 2025 — Ada Pike said her time as chief executive of Harbour Foods had ended."),
                    hit("Harbour Foods results", current)));
        }
    }

    @Nested
    class ARecordHolderLosingAMatch {
        private final String claim = "Mara Lind holds the record for the most Harbour Open titles.";

        @Test
        void losing_a_quarter_final_keeps_the_record() {
            supported(refresh(
                    claim,
                    hit(
                            "Harbour Open quarter-finals",
                            "Jul 1, 2025 — Mara Lind, the record nine-time Harbour Open champion, had lost to Kaia"
                                    + " Ros in the quarter-finals."),
                    hit(
                            "Harbour Open champions",
                            "Mara Lind holds the record for most Harbour Open titles with nine.")));
        }

        @Test
        void being_beaten_in_a_final_keeps_it_too() {
            supported(refresh(
                    "Jon Aris holds the record for the most Kellby Masters wins.",
                    hit(
                            "Bell wins Kellby Masters",
                            "Apr 14, 2025 — Jon Aris, who holds the record for most Kellby Masters wins, was"
                                    + " beaten by Tariq Bell in the final round."),
                    hit("Kellby Masters records", "Jon Aris holds the record for the most Kellby Masters wins.")));
        }

        @Test
        void a_record_beaten_is_lost() {
            drift(refresh(
                    claim,
                    hit(
                            "Ros takes the record",
                            "Jul 1, 2025 — Mara Lind's record was beaten by Kaia Ros, who won her tenth Harbour Open"
                                    + " title.")));
        }
    }

    @Nested
    class ASuccessorStillToCome {
        @Test
        void who_retires_after_a_will_become_is_still_in_office() {
            supported(refresh(
                    "Tariq Bell is the chief executive of Norland Air.",
                    hit(
                            "Norland Air names next chief executive",
                            "Jul 1, 2025 — Norland Air finance chief Ines Faro will become chief executive on"
                                    + " November 3, succeeding Tariq Bell, who retires after 30 years."),
                    hit(
                            "Norland Air adds routes",
                            "Jun 1, 2025 — Chief executive Tariq Bell said Norland Air would add routes.")));
        }

        @Test
        void who_steps_down_at_year_end_is_still_in_office() {
            supported(refresh(
                    "Jon Aris is the director of the Kellby Museum.",
                    hit(
                            "Kellby Museum names a new director",
                            "Aug 1, 2025 — Ines Faro will take over as director of the Kellby Museum in January,"
                                    + " replacing Jon Aris, who steps down at year end."),
                    hit("New wing opens", "Jul 1, 2025 — Kellby Museum director Jon Aris opened the new wing.")));
        }

        @Test
        void who_retired_in_a_past_succession_is_gone() {
            drift(refresh(
                    "Tariq Bell is the chief executive of Norland Air.",
                    hit(
                            "Norland Air's new chief executive",
                            "Jul 1, 2025 — Ines Faro became chief executive of Norland Air, succeeding Tariq Bell,"
                                    + " who retired.")));
        }
    }

    @Nested
    class ATitleInAnotherCompetition {
        @Test
        void winners_of_a_league_set_beside_a_cup_final_do_not_hold_the_cup() {
            supported(refresh(
                    "Dalmar hold the Corvan Cup.",
                    hit(
                            "2025 Corvan Cup",
                            "The 2025 Corvan Cup will be played on 3 December 2025 between Estavia, winners of the"
                                    + " Norland League, and Riverside, winners of the Baltic Trophy."),
                    hit("Corvan Cup history", "Holders: Dalmar (2024). Most titles: Dalmar (4).")));
        }

        @Test
        void champions_of_another_league_do_not_either() {
            supported(refresh(
                    "Kellby Rovers hold the Harbour Shield.",
                    hit(
                            "Harbour Shield preview",
                            "Sep 1, 2025 — Tonight Harbour City, champions of the Norland League, meet Kellby Rovers,"
                                    + " who have held the Harbour Shield since last season.")));
        }
    }

    @Nested
    class ARunnerUp {
        @Test
        void the_side_a_champion_finished_clear_of_did_not_win() {
            drift(refresh(
                    "Riverside are the reigning Norland champions.",
                    hit(
                            "Harbour City retain Norland title",
                            "May 10, 2025 — Harbour City beat Kellby 1-0 to win back-to-back Norland titles,"
                                    + " finishing three points clear of Riverside.")));
        }

        @Test
        void a_side_that_finished_second_did_not_win() {
            drift(refresh(
                    "Riverside are the reigning Norland champions.",
                    hit(
                            "2024-25 Norland league",
                            "May 12, 2025 — Harbour City won the Norland title on the last day. Riverside finished"
                                    + " second.")));
        }
    }

    @Nested
    class AClubsLeagueAndItsPresent {
        @Test
        void a_league_before_club_qualifies_the_club() {
            supported(refresh(
                    "Jon Aris plays for Kellby Rovers.",
                    hit(
                            "Jon Aris - Wikipedia",
                            "Jon Aris is a midfielder who plays for Baltic Premier League club Kellby Rovers."
                                    + " He joined from Riverside in June 2025.")));
        }

        @Test
        void now_with_places_a_former_players_club_in_the_present() {
            supported(refresh(
                    "Lena Voss plays for Harbour United.",
                    hit(
                            "Voss settles in",
                            "Jul 1, 2025 — Former Riverside forward Lena Voss, now with Harbour United, said she was"
                                    + " happy in the city.")));
        }
    }

    @Nested
    class ALoanNotMadePermanent {
        @Test
        void a_loan_club_that_opts_not_to_sign_him_gives_him_back() {
            drift(refresh(
                    "Jon Aris plays for Kellby Rovers.",
                    hit(
                            "Rovers send Aris back",
                            "Jun 3, 2025 — Kellby Rovers have opted not to sign Jon Aris permanently; the midfielder"
                                    + " returns to Riverside.")));
        }

        @Test
        void a_club_that_declined_to_sign_her_did_not_keep_her() {
            drift(refresh(
                    "Lena Voss plays for Harbour United.",
                    hit(
                            "Voss loan ends",
                            "May 30, 2025 — Harbour United declined to sign Lena Voss at the end of her loan.")));
        }

        @Test
        void a_club_that_opts_not_to_sign_another_player_keeps_him() {
            supported(refresh(
                    "Jon Aris plays for Kellby Rovers.",
                    hit(
                            "Rovers pass on Brek",
                            "Jun 3, 2025 — Kellby Rovers, where Jon Aris plays, opted not to sign Tomas Brek.")));
        }
    }

    @Nested
    class AVersionNotOut {
        @Test
        void work_on_the_next_major_continuing_leaves_the_current_one_latest() {
            supported(refresh(
                    "The latest version of Corvid is Corvid 4.",
                    hit("Corvid home", "Currently v4.2. Get started with Corvid."),
                    hit(
                            "Corvid 4.2 patch release",
                            "We shipped a patch release in the v4.2 line. Work on v5 continues, but there is no"
                                    + " release date yet.")));
        }

        @Test
        void a_draft_standard_is_not_the_latest_generation() {
            supported(refresh(
                    "The latest Lumen standard is Lumen 3.",
                    hit("Lumen 3", "Jan 5, 2025 — Lumen 3 is the latest Lumen standard, certified since 2024."),
                    hit(
                            "Lumen 4 early look",
                            "Jul 2, 2025 — Lumen 4 is still a draft standard; devices are years away.")));
        }

        @Test
        void a_release_candidate_in_the_title_holds_back_its_line_in_the_snippet() {
            supported(refresh(
                    "The latest version of Quill is Quill 2.4.",
                    hit("Quill v2.5.0-rc.1 released", "Quill v2.5 brings faster parsing and a new plugin API."),
                    hit("Quill v2.4 released", "Dec 1, 2024 — Quill v2.4 is released with streaming output.")));
        }

        @Test
        void the_same_line_released_is_out() {
            drift(refresh(
                    "The latest version of Quill is Quill 2.4.",
                    hit("Quill v2.5.0 released", "Jun 1, 2025 — Quill v2.5 is released with faster parsing."),
                    hit("Quill v2.4 released", "Dec 1, 2024 — Quill v2.4 is released with streaming output.")));
        }
    }
}
