package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Time read from a sentence's structure: a span closed by a past event, a trade that sends a player on, a successor
 * elected but not yet in office. Invented entities; the refresher's clock reads 2025-10-01.
 */
class SpansTradesAndElectsReadingTest {

    /** Shared with the other reading tests in this package. */
    static void drift(Refresh r) {
        assertThat(r.verdict()).as(r.explanation()).isEqualTo(Verdict.DRIFT_SUSPECTED);
    }

    static void supported(Refresh r) {
        assertThat(r.verdict()).as(r.explanation()).isEqualTo(Verdict.SUPPORTED);
    }

    @Nested
    class ASpanClosedByAnEvent {
        @Test
        void until_he_was_promoted_closes_a_drivers_time_at_a_team() {
            drift(refresh(
                    "Tomas Brek drives for Apex Racing.",
                    hit(
                            "Tomas Brek - Wikipedia",
                            "Apr 1, 2025 — Tomas Brek is a racing driver. He drove for Apex Racing from 2020"
                                    + " until he was promoted to the works team.")));
        }

        @Test
        void until_she_left_closes_a_players_time_at_a_club() {
            drift(refresh(
                    "Lena Voss plays for Harbour United.",
                    hit(
                            "Lena Voss - Wikipedia",
                            "Jun 2, 2025 — Lena Voss is a forward who played for Harbour United from 2019 until"
                                    + " she left for a bigger club.")));
        }

        @Test
        void until_a_later_event_still_to_come_keeps_it_open() {
            supported(refresh(
                    "Lena Voss plays for Harbour United.",
                    hit(
                            "Lena Voss - Harbour United",
                            "Jun 2, 2025 — Lena Voss plays for Harbour United, where she will stay until a buyer"
                                    + " meets her release clause.")));
        }
    }

    @Nested
    class LeavingToDoSomethingElse {
        @Test
        void a_chief_who_left_to_lead_another_body_no_longer_runs_this_one() {
            drift(refresh(
                    "Ada Pike runs Harbour Foods as its chief executive.",
                    hit(
                            "How Ada Pike turned Harbour Foods around",
                            "Aug 14, 2024 — In five years as CEO, Ada Pike took Harbour Foods from losses to record"
                                    + " sales before leaving to lead Norland Air.")));
        }

        @Test
        void a_coach_leaving_to_take_another_post_has_gone() {
            drift(refresh(
                    "Jon Aris is the head coach of Riverside Rovers.",
                    hit(
                            "Aris era ends at Riverside",
                            "May 3, 2025 — Jon Aris won two titles with Riverside Rovers, leaving to coach the"
                                    + " Estavia national team.")));
        }

        @Test
        void one_who_is_leaving_to_join_another_body_still_holds_the_post() {
            supported(refresh(
                    "Jon Aris is the head coach of Riverside Rovers.",
                    hit(
                            "Aris to leave Riverside",
                            "Sep 20, 2025 — Riverside Rovers head coach Jon Aris is leaving to coach the Estavia"
                                    + " national team next summer.")));
        }
    }

    @Nested
    class ElectedNotYetInOffice {
        @Test
        void a_mayor_elect_does_not_end_the_mayors_term() {
            supported(refresh(
                    "The mayor of Norland is Ada Pike.",
                    hit("Ada Pike - Norland", "Ada Pike is the mayor of Norland."),
                    hit("Norland votes", "Sep 20, 2025 — Tomas Brek is the mayor-elect of Norland.")));
        }

        @Test
        void a_president_elect_named_before_his_title_is_no_holder_yet() {
            supported(refresh(
                    "The president of Estavia is Lena Voss.",
                    hit("Lena Voss", "Lena Voss is the president of Estavia."),
                    hit(
                            "Transition talks",
                            "Sep 25, 2025 — President-elect Jo Kim of Estavia met the outgoing cabinet.")));
        }

        @Test
        void once_the_date_of_taking_office_has_passed_the_elect_holds_it() {
            drift(refresh(
                    "The mayor of Norland is Ada Pike.",
                    hit("Ada Pike - Norland", "Ada Pike is the mayor of Norland."),
                    hit(
                            "Norland votes",
                            "Jun 2, 2025 — Tomas Brek, mayor-elect of Norland, takes office on 1 August 2025.")));
        }
    }

    @Nested
    class APagesPresent {
        @Test
        void an_undated_count_is_as_of_the_latest_event_its_page_reports() {
            drift(refresh(
                    "The Norland League has 18 member clubs.",
                    hit(
                            "Harbour FC joins Norland League, bringing it to 18 clubs",
                            "Mar 1, 2022 — Harbour FC became the 18th club of the Norland League."),
                    hit(
                            "Norland League - Wikipedia",
                            "The Norland League comprises 20 member clubs. Lakeside and Riverside joined on 1 July"
                                    + " 2024.")));
        }

        @Test
        void a_union_admitting_members_later_outdates_the_older_count() {
            drift(refresh(
                    "The Estavia Union has 12 member states.",
                    hit(
                            "Norland joins, bringing the Estavia Union to 12 member states",
                            "Jan 1, 2020 — Norland became the 12th member of the Estavia Union."),
                    hit(
                            "Estavia Union - Wikipedia",
                            "The Estavia Union has 14 member states. Lakeland and Port Ellis were admitted on 1 May"
                                    + " 2024.")));
        }
    }

    @Nested
    class TimeTakenOffARecord {
        @Test
        void seconds_taken_off_a_holders_record_end_it() {
            drift(refresh(
                    "Mira Holt holds the women's 5000 metres world record.",
                    hit("Mira Holt", "Jun 8, 2021 — Mira Holt set a world record of 14:06.62 in Hengelo."),
                    hit(
                            "Kim breaks 5000 m record",
                            "May 25, 2024 — Jo Kim ran 14:00.21 in Eugene, taking six seconds off Mira Holt's world"
                                    + " record.")));
        }

        @Test
        void a_tenth_off_a_record_ends_it_too() {
            drift(refresh(
                    "Jon Aris holds the men's 400 metres world record.",
                    hit("Jon Aris", "Aug 2, 2016 — Jon Aris set the world record of 43.03 in Rio."),
                    hit(
                            "Brek lowers 400 m record",
                            "Jul 9, 2025 — Tomas Brek clocked 42.93, a tenth off Jon Aris's world record.")));
        }
    }

    @Nested
    class ATradeThatSendsHimOn {
        @Test
        void a_trade_that_sent_the_player_away_ends_his_time_at_the_club_that_made_it() {
            drift(refresh(
                    "Jon Aris plays for the Harbour Kings.",
                    hit(
                            "Kings land Ruiz",
                            "Mar 3, 2025 — The Harbour Kings acquired Ana Ruiz from the Lakeside Owls in a deal that"
                                    + " sent Jon Aris to Lakeside.")));
        }

        @Test
        void a_trade_which_shipped_him_out_ends_it_too() {
            drift(refresh(
                    "Mira Holt plays for Riverside Rovers.",
                    hit(
                            "Rovers make a move",
                            "Jan 9, 2025 — Riverside Rovers landed Jo Kim in a three-club trade which shipped Mira"
                                    + " Holt to Port Ellis.")));
        }

        @Test
        void a_trade_that_sent_someone_else_leaves_him_where_he_is() {
            supported(refresh(
                    "Mira Holt plays for Riverside Rovers.",
                    hit(
                            "Rovers make a move",
                            "Jan 9, 2025 — Riverside Rovers landed Mira Holt in a three-club trade which shipped Jo"
                                    + " Kim to Port Ellis.")));
        }
    }
}
