package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static dev.factguard.core.refresh.SpansTradesAndElectsReadingTest.drift;
import static dev.factguard.core.refresh.SpansTradesAndElectsReadingTest.supported;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * What is still to come or only tried changes nothing yet: an ending in a clause of time in the present, a vote in a
 * "when" clause, an offer or a chase; and a defeat in a match or a race is not the loss of a club or a record.
 * Invented entities; the refresher's clock reads 2025-10-01.
 */
class ProspectsAndDefeatsReadingTest {

    @Nested
    class AnEndingStillToCome {
        @Test
        void months_before_she_steps_down_she_still_leads() {
            supported(refresh(
                    "Lena Voss is the chief executive of Corra Mining.",
                    hit(
                            "Voss sets out Corra Mining plan",
                            "Sep 20, 2025 — Corra Mining chief executive Lena Voss outlined a new strategy, months"
                                    + " before she steps down."),
                    hit("Corra Mining leadership", "Lena Voss has been chief executive of Corra Mining since 2019.")));
        }

        @Test
        void a_year_before_the_chair_retires_he_still_chairs() {
            supported(refresh(
                    "Piet Aalders is the chairman of Delmar Bank.",
                    hit(
                            "Delmar Bank board",
                            "Sep 12, 2025 — Delmar Bank chairman Piet Aalders opened the annual meeting, a year"
                                    + " before he retires."),
                    hit("Delmar Bank", "Piet Aalders is the chairman of Delmar Bank.")));
        }

        @Test
        void after_he_handed_over_the_post_is_gone() {
            drift(refresh(
                    "Lena Voss is the chief executive of Corra Mining.",
                    hit(
                            "Voss leaves Corra Mining",
                            "Sep 20, 2025 — Corra Mining chief executive Lena Voss stepped down on Friday."),
                    hit("Corra Mining leadership", "Lena Voss has been chief executive of Corra Mining since 2019.")));
        }
    }

    @Nested
    class AVoteInAWhenClause {
        @Test
        void backing_a_rival_when_parliament_votes_is_not_her_presidency() {
            supported(refresh(
                    "The president of Norland is Oskar Hale.",
                    hit(
                            "Norland parties line up",
                            "Sep 25, 2025 — Two parties said they would support Mira Tolk for president when the"
                                    + " newly elected parliament meets."),
                    hit("President of Norland", "Incumbent: Oskar Hale since 2021.")));
        }

        @Test
        void voting_for_a_rival_once_the_council_meets_is_still_to_come() {
            supported(refresh(
                    "The mayor of Kellby is Tomas Brek.",
                    hit(
                            "Kellby council",
                            "Sep 28, 2025 — Councillors could choose Ines Varga as mayor once the newly elected"
                                    + " council meets."),
                    hit("Kellby", "Tomas Brek has been mayor of Kellby since 2022.")));
        }
    }

    @Nested
    class AnOfferOrAChase {
        @Test
        void a_club_making_an_offer_is_not_the_players_club() {
            supported(refresh(
                    "Ravi Okafor plays for Harbour City.",
                    hit("Ravi Okafor", "Ravi Okafor is a striker who plays for Harbour City."),
                    hit(
                            "Kellby Rovers bid for Okafor",
                            "Sep 20, 2025 — Premier League club Kellby Rovers have made a record offer for Ravi"
                                    + " Okafor.")));
        }

        @Test
        void a_coach_a_rival_weighs_a_move_for_still_coaches_his_club() {
            supported(refresh(
                    "Marco Feld coaches Porta United.",
                    hit("Porta United staff", "Head coach: Marco Feld."),
                    hit(
                            "Lindon weigh move for former coach Feld",
                            "Sep 20, 2025 — Lindon are considering their options.")));
        }

        @Test
        void players_chasing_a_record_do_not_hold_it() {
            supported(refresh(
                    "Ada Quist holds the record for the most Harbour Open titles.",
                    hit("Ada Quist", "Ada Quist won nine Harbour Open titles, the most by any player."),
                    hit("Lund and Peary chase Harbour Open history", "Sep 1, 2025 — Two players eye the mark.")));
        }

        @Test
        void a_club_that_signed_the_player_is_his_club() {
            drift(refresh(
                    "Ravi Okafor plays for Harbour City.",
                    hit("Ravi Okafor", "Ravi Okafor is a striker who plays for Harbour City."),
                    hit(
                            "Kellby Rovers sign Okafor",
                            "Sep 20, 2025 — Kellby Rovers signed Ravi Okafor from Harbour City.")));
        }
    }

    @Nested
    class ADefeatInAMatchOrARace {
        @Test
        void a_club_beaten_in_a_final_is_still_the_players_club() {
            supported(refresh(
                    "Ravi Okafor plays for Harbour City.",
                    hit("Ravi Okafor", "Ravi Okafor is a striker who plays for Harbour City."),
                    hit("Kellby Rovers beat Harbour City to lift the cup", "Sep 20, 2025 — A late goal settled it.")));
        }

        @Test
        void a_record_holder_beaten_in_a_race_keeps_the_record() {
            supported(refresh(
                    "Nils Brand holds the men's 400m hurdles world record.",
                    hit("400 metres hurdles", "The world record of 45.10 is held by Nils Brand, set in 2021."),
                    hit(
                            "Ito wins the 400m hurdles",
                            "Aug 30, 2025 — Ken Ito won the 400m hurdles in a meeting record, beating Nils Brand.")));
        }

        @Test
        void beating_the_holders_mark_breaks_the_record() {
            drift(refresh(
                    "The men's 400m hurdles world record is 45.10.",
                    hit("400 metres hurdles", "The world record of 45.10 was set by Nils Brand in 2021."),
                    hit(
                            "Ito breaks 400m hurdles world record",
                            "Aug 30, 2025 — Ken Ito ran 45.02, beating Nils Brand's 45.10 from 2021.")));
        }
    }
}
