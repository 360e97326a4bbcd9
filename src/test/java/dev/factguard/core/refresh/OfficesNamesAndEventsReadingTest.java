package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static dev.factguard.core.refresh.RealTextReadingTest.drift;
import static dev.factguard.core.refresh.RealTextReadingTest.supported;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Offices named as pages name them, names as pages print them, versions as projects write them, and events still to
 * come — each with invented entities. The refresher's clock reads 2025-10-01.
 */
class OfficesNamesAndEventsReadingTest {

    @Nested
    class OfficesByTheirOwnName {
        @Test
        void a_secretary_named_after_a_portfolio_is_an_office() {
            Refresh r = refresh(
                    "The Norland home secretary is Ada Pike.",
                    hit(
                            "Norland cabinet: Tomas Brek home secretary",
                            "Sep 2, 2025 — Tomas Brek became the Norland home secretary in a reshuffle."));
            assertThat(r.subject()).isEqualTo("Norland home secretary");
            assertThat(r.value()).isEqualTo("Ada Pike");
            drift(r, "Tomas Brek");
        }

        @Test
        void a_page_that_names_the_office_alone_speaks_of_it_without_its_country() {
            drift(
                    refresh(
                            "The Norland treasury secretary is Ada Pike.",
                            hit("Ada Pike - Wikipedia", "Ada Pike is an economist and author."),
                            hit(
                                    "Tomas Brek confirmed as treasury secretary",
                                    "Feb 3, 2025 — The senate confirmed Tomas Brek as treasury secretary.")),
                    "Tomas Brek");
        }

        @Test
        void the_same_office_of_another_country_is_not_the_subject() {
            supported(refresh(
                    "The Norland treasury secretary is Ada Pike.",
                    hit("Ada Pike - Norland", "Ada Pike is the Norland treasury secretary."),
                    hit(
                            "Estavia's treasury secretary resigns",
                            "Aug 3, 2025 — Estavia's treasury secretary Tomas Brek resigned; Lena Voss was named"
                                    + " treasury secretary of Estavia.")));
        }

        @Test
        void a_role_written_after_a_name_without_its_verb_is_that_names_own() {
            drift(
                    refresh(
                            "The Norland home secretary is Ada Pike.",
                            hit(
                                    "Reshuffle in Norland",
                                    "Sep 2, 2025 — In Norland, Tomas Brek became home secretary and Ada Pike deputy"
                                            + " prime minister and justice secretary.")),
                    "Tomas Brek");
        }

        @Test
        void a_headline_gives_each_name_the_role_after_it() {
            drift(
                    refresh(
                            "The Norland home secretary is Ada Pike.",
                            hit("Norland reshuffle: Brek home secretary, Pike deputy PM", "Sep 2, 2025 — Norland.")),
                    "Brek");
        }

        @Test
        void two_roles_joined_by_and_are_one_office() {
            drift(
                    refresh(
                            "The CEO of Harbin Tools is Mara Oyelaran.",
                            hit(
                                    "Harbin Tools leadership",
                                    "Harbin Tools named Ines Abara President and Chief Executive Officer.")),
                    "Ines Abara");
        }

        @Test
        void a_holder_who_ends_a_campaign_keeps_the_office() {
            supported(refresh(
                    "The mayor of Kellby is Ines Faro.",
                    hit(
                            "Faro ends re-election bid",
                            "Sep 28, 2025 — Kellby Mayor Ines Faro ended her re-election" + " campaign."),
                    hit("Tariq Bell wins primary", "Jun 25, 2025 — Tariq Bell won the primary for mayor of Kellby.")));
        }

        @Test
        void a_holder_who_ends_a_term_does_not() {
            drift(
                    refresh(
                            "The mayor of Kellby is Ines Faro.",
                            hit("Faro leaves office", "Jan 2, 2025 — Kellby Mayor Ines Faro ended her second term."),
                            hit("Tariq Bell wins", "Nov 6, 2024 — Tariq Bell won the election for mayor of Kellby.")),
                    "Tariq Bell");
        }

        @Test
        void a_body_named_after_the_and_a_title_word_is_no_holder() {
            supported(refresh(
                    "The secretary-general of the Corvan Union is Ada Pike.",
                    hit(
                            "Ada Pike elected",
                            "Jan 12, 2022 — Ada Pike was elected secretary-general of the Corvan Union."),
                    hit(
                            "Corvan Union week",
                            "Sep 23, 2025 — The Corvan Union's secretary-general addressed the General Assembly.")));
        }

        @Test
        void a_hyphenated_title_is_no_part_of_the_name() {
            supported(refresh(
                    "The secretary-general of the Corvan Union is Ada Pike.",
                    hit("Tomas Brek", "Mar 2016 — Tomas Brek was elected secretary-general of the Corvan Union."),
                    hit(
                            "Union chief opens debate",
                            "Sep 23, 2025 — Corvan Union Secretary-General Ada Pike opened the General Assembly"
                                    + " debate.")));
        }
    }

    @Nested
    class NamesAsPagesPrintThem {
        @Test
        void a_nickname_quoted_inside_a_name_is_part_of_it() {
            supported(refresh(
                    "The manager of Dunmore Rovers is Quim Ferrer.",
                    hit(
                            "Quim Ferrer - Wikipedia",
                            "Joaquim \"Quim\" Ferrer Vidal is a football manager who is the manager of Dunmore"
                                    + " Rovers.")));
        }

        @Test
        void a_nickname_in_single_quotes_is_part_of_the_name_too() {
            supported(refresh(
                    "The head coach of the Corvan Hawks is Dell Rusk.",
                    hit("Corvan Hawks coaching staff", "Wendell 'Dell' Rusk is the head coach of the Corvan Hawks.")));
        }

        @Test
        void an_acronym_spelled_out_is_the_subject_not_a_value() {
            supported(refresh(
                    "The newest member of the QSG is Estavia.",
                    hit("Estavia joins the QSG", "Jan 10, 2024 — Estavia became the newest member of the QSG."),
                    hit("Quick Standards Group", "Sep 2, 2025 — The Quick Standards Group now has 32 members.")));
        }

        @Test
        void a_holder_with_a_number_in_its_name_is_a_name_not_a_release() {
            drift(
                    refresh(
                            "The highest-grossing animated film of all time is Sky Harbour 2.",
                            hit(
                                    "Sky Harbour 2 tops the chart",
                                    "Aug 2024 — Sky Harbour 2 passed Frost Line to become the highest-grossing"
                                            + " animated film of all time."),
                            hit(
                                    "Moon Lantern 2 overtakes Sky Harbour 2",
                                    "Feb 2025 — Moon Lantern 2 has become the highest-grossing animated film of all"
                                            + " time, passing Sky Harbour 2.")),
                    "Moon Lantern 2");
        }
    }

    @Nested
    class ClubsGiveUpPlayers {
        @Test
        void a_team_that_drops_a_driver_ends_his_seat() {
            drift(
                    refresh(
                            "Kai Moreno drives for Vantor Racing.",
                            hit(
                                    "Vantor drop Moreno for Ilves after three races",
                                    "Apr 2, 2025 — Vantor swapped Kai Moreno for Jon Ilves; Moreno returns to the"
                                            + " junior team."),
                            hit(
                                    "Vantor Racing confirm Moreno for 2025",
                                    "Dec 2, 2024 — Vantor Racing confirmed Kai Moreno for the 2025 season.")),
                    null);
        }

        @Test
        void the_player_brought_in_keeps_his_seat() {
            supported(refresh(
                    "Jon Ilves drives for Vantor Racing.",
                    hit(
                            "Vantor drop Moreno for Ilves after three races",
                            "Apr 2, 2025 — Vantor Racing swapped Kai Moreno for Jon Ilves from the next race.")));
        }
    }

    @Nested
    class TitlesPassInAFinal {
        private final String claim = "The reigning Corvan League champions are the Harbour Kings.";
        private final String won = "Oct 3, 2024 — The Harbour Kings beat the Dalmar Owls in the final to win the"
                + " Corvan League title.";

        @Test
        void a_defeat_in_an_early_round_ends_no_title() {
            supported(refresh(
                    claim,
                    hit("Kings win the Corvan League", won),
                    hit(
                            "Owls knock out the Kings",
                            "Sep 12, 2025 — The Dalmar Owls beat the Harbour Kings 3-1 in the Corvan League to knock"
                                    + " the defending champions out in the quarter-finals.")));
        }

        @Test
        void a_defeat_in_the_final_still_ends_it() {
            drift(
                    refresh(
                            claim,
                            hit("Kings win the Corvan League", won),
                            hit(
                                    "Corvan League final report",
                                    "Sep 28, 2025 — The Dalmar Owls beat the Harbour Kings 3-1 in the final of the"
                                            + " Corvan League, after the semi-finals went to extra time.")),
                    null);
        }

        @Test
        void a_rout_in_the_final_wins_the_title_as_a_win_does() {
            drift(
                    refresh(
                            claim,
                            hit("Kings win the Corvan League", won),
                            hit(
                                    "Owls thrash Larks",
                                    "May 31, 2025 — The Dalmar Owls thrashed the Kellby Larks 5-0 to win the Corvan"
                                            + " League.")),
                    "Dalmar Owls");
        }

        @Test
        void a_win_told_as_what_a_comeback_achieved_is_a_win() {
            supported(refresh(
                    "The reigning Corvan Open champion is Lena Voss.",
                    hit(
                            "Voss saves match points in Corvan Open final",
                            "Jun 8, 2025 — Lena Voss came back from two sets down to beat Ada Pike and retain her"
                                    + " Kellby Park title."),
                    hit("Corvan Open records", "Mara Oyelaran won a record 9 Corvan Open titles.")));
        }

        @Test
        void candidates_to_replace_a_holder_replace_nobody_yet() {
            supported(refresh(
                    "The chair of the Norland Reserve is Ada Pike.",
                    hit(
                            "Search for a successor",
                            "Sep 2025 — The minister narrowed the list of candidates to replace Ada Pike as chair of"
                                    + " the Norland Reserve."),
                    hit("Ada Pike", "Ada Pike has been chair of the Norland Reserve since 2019.")));
        }
    }

    @Nested
    class VersionsAsProjectsWriteThem {
        @Test
        void a_version_marked_with_v_is_a_release() {
            drift(
                    refresh(
                            "The latest version of Quillpad is Quillpad 14.",
                            hit("Meet Quillpad v14", "Nov 2, 2024 — Quillpad v14 brings typed forms."),
                            hit("Announcing Quillpad v15", "May 20, 2025 — Quillpad v15 is here.")),
                    "Quillpad v15");
        }

        @Test
        void a_release_scheduled_for_later_is_not_out() {
            supported(refresh(
                    "The latest version of Quillpad is Quillpad 14.",
                    hit("Quillpad 14 released", "Mar 3, 2025 — Quillpad 14 is now available."),
                    hit("Quillpad - Wikipedia", "Quillpad 15 is scheduled for release in March 2026.")));
        }

        @Test
        void a_protocol_version_written_after_a_slash_is_read() {
            supported(refresh(
                    "The current version of QTP is QTP/2.",
                    hit("QTP/2 is now a standard", "Jun 6, 2023 — The consortium published QTP/2."),
                    hit(
                            "QTP/2 - Wikipedia",
                            "QTP/2 is the second major version of the Quick Transfer Protocol, after QTP/1.1.")));
        }

        @Test
        void a_device_unveiled_is_out() {
            drift(
                    refresh(
                            "The latest Tarn phone is the Tarn 7.",
                            hit("Tarn unveils Tarn 8 lineup", "Aug 20, 2025 — Tarn showed the Tarn 8 and Tarn 8 Pro."),
                            hit(
                                    "Tarn introduces Tarn 7a",
                                    "Mar 19, 2025 — Tarn introduced the Tarn 7a, a cheaper"
                                            + " version of the Tarn 7.")),
                    "Tarn 8");
        }

        @Test
        void a_preview_of_a_feature_is_not_a_preview_of_the_release() {
            drift(
                    refresh(
                            "The latest version of Quillpad is Quillpad 14.",
                            hit("Quillpad 14 released", "Mar 3, 2025 — Quillpad 14 is now available."),
                            hit(
                                    "Quillpad 15 released",
                                    "Jun 23, 2025 — Quillpad 15 is released with typed macros in preview.")),
                    "Quillpad 15");
        }
    }

    @Nested
    class EventsStillToCome {
        @Test
        void a_successor_named_for_a_day_still_to_come_leaves_the_holder_in_office() {
            supported(refresh(
                    "The CEO of Harbin Tools is Mara Oyelaran.",
                    hit(
                            "Harbin Tools picks a successor",
                            "Ines Abara will succeed Mara Oyelaran as chief executive of Harbin Tools on 1 January"
                                    + " 2026.")));
        }

        private final String claim = "The most recent Corvan Games were held in Ostrava.";

        @Test
        void an_edition_still_to_come_does_not_supersede_the_last_one() {
            supported(refresh(
                    claim,
                    hit("Ostrava Corvan Games close", "Jul 30, 2023 — The Ostrava Corvan Games ended on Sunday."),
                    hit(
                            "2027 Corvan Games - Wikipedia",
                            "The 2027 Corvan Games will be held in Kellby, Norland, from 3 to 18 July 2027.")));
        }

        @Test
        void an_edition_held_since_does() {
            drift(
                    refresh(
                            claim,
                            hit(
                                    "Ostrava Corvan Games close",
                                    "Jul 30, 2023 — The Ostrava Corvan Games ended on Sunday."),
                            hit(
                                    "Kellby Corvan Games close",
                                    "Jul 19, 2025 — The Kellby Corvan Games ended on Sunday.")),
                    "Kellby");
        }

        @Test
        void another_event_of_the_same_kind_hosts_none_of_it() {
            supported(refresh(
                    claim,
                    hit("Ostrava Corvan Games close", "Jul 30, 2023 — The Ostrava Corvan Games ended on Sunday."),
                    hit(
                            "Kellby Winter Games close",
                            "Feb 19, 2025 — The Kellby Winter Corvan Games ended on Sunday.")));
        }
    }

    @Nested
    class Designations {
        @Test
        void an_asserted_capital_is_checked_against_the_pages() {
            drift(
                    refresh(
                            "The capital of Norland is Varn City.",
                            hit(
                                    "Kellby - Wikipedia",
                                    "Kellby is the capital city of Norland. The city was named Varn City from 2015 to"
                                            + " 2021.")),
                    "Kellby");
        }
    }
}
