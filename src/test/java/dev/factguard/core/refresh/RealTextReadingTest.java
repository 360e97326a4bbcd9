package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.dated;
import static dev.factguard.core.refresh.Hits.hit;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * How real result pages read: each group holds a shape of text found on real pages for real subjects (the cases of
 * {@code benchmarks/quality/refresh_real.json}), written here with invented entities. The refresher's clock reads
 * 2025-10-01.
 */
class RealTextReadingTest {

    static void supported(Refresh r) {
        assertThat(r.verdict()).as(r.explanation()).isEqualTo(Verdict.SUPPORTED);
    }

    static void drift(Refresh r, String candidate) {
        assertThat(r.verdict()).as(r.explanation()).isEqualTo(Verdict.DRIFT_SUSPECTED);
        assertThat(r.candidateValue()).as(r.explanation()).isEqualTo(candidate);
    }

    @Nested
    class Endings {
        @Test
        void a_result_that_ends_on_the_year_of_a_span_is_read() {
            supported(refresh(
                    "The CEO of Harbin Tools is Mara Oyelaran.",
                    hit("Mara Oyelaran - Harbin Tools", "Mara Oyelaran, chief executive of Harbin Tools since 2019")));
        }
    }

    /** A predecessor named more recently and more often than the holder, with the title the pages still give him. */
    @Nested
    class TitlesOutliveTenures {
        private final String claim = "The CEO of Corvane is Ines Abara.";
        private final String succeeded =
                "Ines Abara has been the chief executive of Corvane since 2018, succeeding Tom Hale.";

        @Test
        void a_predecessor_labelled_with_the_role_in_later_news_does_not_unseat_the_holder() {
            supported(refresh(
                    claim,
                    hit("Ines Abara - Wikipedia", succeeded),
                    hit(
                            "Tom Hale is now a billionaire",
                            "Jul 14, 2025 — Tom Hale, Corvane's longtime chief executive, has overtaken his old partner"
                                    + " on the rich list.")));
        }

        @Test
        void a_title_before_a_name_labels_it_and_gives_way_to_its_ending() {
            supported(refresh(
                    "The mayor of Ostrava Nova is Dita Kral.",
                    hit("Dita Kral takes office", "Jan 5, 2025 — Dita Kral was sworn in as mayor of Ostrava Nova."),
                    hit(
                            "Petr Lom - Wikipedia",
                            "Petr Lom was mayor of Ostrava Nova from 2012 until his death on 3 March 2024."),
                    hit(
                            "Remembering Mayor Lom",
                            "Sep 2025 — Mayor Petr Lom remains the reference point for the city's planners.")));
        }

        @Test
        void ex_and_former_before_an_organisation_and_a_title_mark_the_holder_as_past() {
            supported(refresh(
                    claim,
                    hit("Ines Abara - Corvane", "Ines Abara is the chief executive of Corvane."),
                    hit("Ex-Corvane CEO Tom Hale buys a team", "Aug 2025 — Ex-Corvane CEO Tom Hale bought a team."),
                    hit(
                            "Former Corvane chief executive Tom Hale",
                            "Sep 2025 — Former Corvane chief executive Tom Hale spoke.")));
        }

        @Test
        void a_span_told_as_lasting_so_long_is_over() {
            supported(refresh(
                    claim,
                    hit("Ines Abara - Corvane", "Ines Abara is the chief executive of Corvane."),
                    hit(
                            "Tom Hale on leadership",
                            "Sep 2025 — Tom Hale, who ran Corvane as chief executive for 14 years, says founders should"
                                    + " step back.")));
        }
    }

    /** A name in a sentence about the role that does not hold it. */
    @Nested
    class NamedBesideTheRole {
        @Test
        void the_club_that_sacks_its_coach_is_no_holder() {
            drift(
                    refresh(
                            "The manager of Kestrel Rovers is Bram Olde.",
                            hit("Bram Olde - Wikipedia", "Bram Olde managed Kestrel Rovers from 2021 to 2024."),
                            hit(
                                    "Halden City sack Bram Olde",
                                    "Sep 1, 2025 — Halden City have sacked head coach Bram Olde two games into the season,"
                                            + " his first job since leaving Kestrel Rovers."),
                            hit(
                                    "Kestrel Rovers appoint Ivo Sand",
                                    "Nov 1, 2024 — Kestrel Rovers have appointed Ivo Sand as head coach.")),
                    "Ivo Sand");
        }

        @Test
        void a_former_holder_given_a_role_elsewhere_is_not_the_holder_again() {
            drift(
                    refresh(
                            "The manager of Kestrel Rovers is Bram Olde.",
                            hit(
                                    "Kestrel Rovers appoint Ivo Sand",
                                    "Jun 3, 2024 — Kestrel Rovers appointed Ivo Sand as head coach."),
                            hit(
                                    "Olde named Vantan national team head coach",
                                    "Sep 10, 2024 — Bram Olde named Vantan head coach.")),
                    "Ivo Sand");
            supported(refresh(
                    "The secretary general of the Norland Alliance is Eva Brand.",
                    hit(
                            "Eva Brand takes office",
                            "Oct 1, 2024 — Eva Brand took office as Norland Alliance secretary general, taking over from"
                                    + " Ole Dahl."),
                    hit(
                            "Ole Dahl appointed finance minister",
                            "Feb 4, 2025 — Ole Dahl, the Norland Alliance's longest-serving secretary general, was"
                                    + " appointed Vestland's finance minister.")));
        }

        @Test
        void another_office_before_the_name_is_another_role() {
            supported(refresh(
                    "The chair of the Varden Reserve is Lena Holt.",
                    hit("Lena Holt - Varden Reserve", "Lena Holt has been chair of the Varden Reserve since 2019."),
                    hit(
                            "President Marek says he will pick a new chair",
                            "Sep 2025 — President Tomas Marek said he has narrowed the list of candidates to replace"
                                    + " Lena Holt, whose term as Varden Reserve chair ends in May 2026.")));
        }

        @Test
        void an_organisation_after_the_is_no_person() {
            supported(refresh(
                    "The head coach of the Harlow Hawks is Dan Reyes.",
                    hit(
                            "Hawks hire Dan Reyes",
                            "Jun 24, 2024 — The Hawks hired Dan Reyes as head coach, replacing Sam Ito."),
                    hit(
                            "Sam Ito joins the Milltown Bears",
                            "Jul 2025 — Sam Ito, who coached the Harlow Hawks to a title, is joining the Milltown Bears"
                                    + " staff.")));
        }
    }

    /** What someone means to do, or what takes effect later, has not happened yet. */
    @Nested
    class IntentionsAndEffectiveDates {
        @Test
        void candidates_to_succeed_the_holder_do_not_end_the_holders_tenure() {
            supported(refresh(
                    "The secretary general of the Concord Union is Rui Matos.",
                    hit(
                            "Race to succeed Matos begins",
                            "Sep 12, 2025 — Candidates to succeed Rui Matos as Concord Union secretary general have begun"
                                    + " to declare."),
                    hit(
                            "Secretary General - Concord Union",
                            "Rui Matos took office as secretary general on 1 January 2021.")));
        }

        @Test
        void a_successor_appointed_with_a_later_effective_date_is_announced() {
            supported(refresh(
                    "The CEO of Lantern Foods is Karl Weiss.",
                    hit(
                            "Lantern Foods names Ana Bell CEO, effective Feb. 1",
                            "Aug 20, 2025 — Lantern Foods named operating chief Ana Bell its next chief executive,"
                                    + " effective February 1, 2026."),
                    hit(
                            "Karl Weiss - Lantern Foods",
                            "Karl Weiss is Chair and Chief Executive Officer of Lantern Foods.")));
        }

        @Test
        void a_holder_who_will_step_down_still_holds_the_role() {
            supported(refresh(
                    "The CEO of Orbis Holdings is Walter Finch.",
                    hit(
                            "Finch to step down at year-end",
                            "May 3, 2025 — Walter Finch told shareholders he will step down as chief executive at the end"
                                    + " of the year."),
                    hit("Walter Finch - Orbis Holdings", "Walter Finch is Chairman and CEO of Orbis Holdings.")));
        }

        @Test
        void until_an_event_still_to_come_ends_nothing() {
            supported(
                    refresh(
                            "As of 2025, the capital of Tarvonia is Port Mira.",
                            hit(
                                    "Port Mira remains the capital",
                                    "Jun 2025 — Port Mira remains the capital of Tarvonia until a decree moves it to Nova Tar.")));
        }

        @Test
        void a_figure_due_in_a_later_year_is_not_the_current_one() {
            supported(refresh(
                    "The minimum wage in Estavia is €12.82.",
                    hit(
                            "Estavia minimum wage rises",
                            "Jan 1, 2025 — The minimum wage in Estavia rose to €12.82 an hour."),
                    hit(
                            "Commission recommends raise",
                            "Jun 27, 2025 — The minimum wage commission of Estavia recommends raising the minimum wage"
                                    + " to €13.90 in 2026.")));
        }
    }

    /** Only the words that belong to the role's phrase qualify a holder as past. */
    @Nested
    class PastWords {
        @Test
        void outgoing_reaches_its_own_holder_not_the_one_handed_over_to() {
            supported(refresh(
                    "The chancellor of Ostland is Jonas Wirth.",
                    hit(
                            "Wirth sworn in",
                            "May 6, 2025 — Jonas Wirth was elected chancellor of Ostland in a second round of voting."),
                    hit(
                            "Handover at the chancellery",
                            "May 2025 — Outgoing Chancellor Paul Dorn handed over the chancellery to Jonas Wirth on"
                                    + " Wednesday.")));
        }

        @Test
        void a_ranking_below_the_first_does_not_name_the_holder() {
            supported(refresh(
                    "The tallest building in Verana is the Solis Tower.",
                    hit("Solis Tower", "The Solis Tower has been the tallest building in Verana since 2009."),
                    hit(
                            "Mira Spire opens",
                            "Jan 2024 — The Mira Spire, now the second-tallest building in Verana, opened.")));
        }
    }

    /** Words that look like names and are not holders. */
    @Nested
    class NotNames {
        @Test
        void an_adjective_after_a_is_no_value_and_a_span_is_read_past_it() {
            drift(
                    refresh(
                            "The governor of Calvera is Rosa Lind.",
                            hit(
                                    "Rosa Lind - Wikipedia",
                                    "Rosa Lind is an American politician who served as governor of Calvera from 2015 to"
                                            + " 2023."),
                            hit("Governor Omar Tate", "Omar Tate has been governor of Calvera since 2023.")),
                    "Omar Tate");
        }

        @Test
        void a_month_abbreviation_or_a_number_word_opening_a_snippet_is_no_name() {
            supported(refresh(
                    "The mayor of Dunmore is Nia Falk.",
                    hit("Nia Falk sworn in", "Dec 12, 2022 — Nia Falk was sworn in as mayor of Dunmore."),
                    hit("Dunmore", "Jun 2025 — Former Dunmore mayor Jan Roos said he will not run again."),
                    hit("Dunmore council", "Five months after the vote, the mayor of Dunmore presented the budget.")));
        }

        @Test
        void a_site_name_after_a_title_is_no_holder() {
            drift(
                    refresh(
                            "The current ruling party of Norvia is the Green Union.",
                            hit(
                                    "Green Union - Wikipedia",
                                    "The Green Union was the ruling party of Norvia from 2010 to 2024."),
                            hit(
                                    "Labour Front wins",
                                    "Jul 5, 2024 — The Labour Front won the election and is now the ruling party of Norvia.")),
                    "Labour Front");
        }

        @Test
        void another_competition_sharing_a_word_with_the_subject_is_not_it() {
            drift(
                    refresh(
                            "The reigning Tour de Varo champion is Ivo Kern.",
                            hit("Kern wins the Tour de Varo", "Jul 23, 2023 — Ivo Kern won the Tour de Varo."),
                            hit(
                                    "Lund wins the Tour de Varo",
                                    "Jul 27, 2025 — Pal Lund won the Tour de Varo, with Ivo Kern second."),
                            hit(
                                    "Kern wins the Grand Tour of Estal",
                                    "Sep 14, 2025 — Ivo Kern won the Vuelta of Estal, his first Grand Tour title since 2023.")),
                    "Pal Lund");
        }
    }

    /** A player's club, from how transfers are told. */
    @Nested
    class Clubs {
        @Test
        void a_club_that_traded_a_player_gave_him_up() {
            supported(refresh(
                    "Kai Dunn plays for the Harbour Kings.",
                    hit("Kai Dunn - Wikipedia", "Kai Dunn is an American basketball player for the Desert Suns."),
                    hit(
                            "Suns trade Dunn to Kings",
                            "Jul 6, 2025 — The Desert Suns completed the trade of Kai Dunn to the Harbour Kings.")));
        }

        @Test
        void the_club_a_player_was_signed_from_is_his_former_one() {
            drift(
                    refresh(
                            "Leo Marsh plays for Westford United.",
                            hit("Leo Marsh - Westford United", "Leo Marsh is Westford United's captain."),
                            hit(
                                    "Brava complete Marsh signing",
                                    "Aug 12, 2023 — Brava FC completed the signing of Leo Marsh from Westford United.")),
                    "Brava FC");
        }

        @Test
        void a_move_announced_for_a_year_now_begun_is_done() {
            drift(
                    refresh(
                            "Nico Ferro drives for Arrow Racing.",
                            hit("Nico Ferro - Arrow Racing", "Nico Ferro drives for Arrow Racing."),
                            dated(
                                    "Ferro to join Vela",
                                    "Nico Ferro will leave Arrow Racing to join Vela in 2025.",
                                    LocalDate.of(2024, 2, 1))),
                    "Vela");
        }
    }

    /** The latest version is the highest release line that shipped, whatever the dates of other lines' updates. */
    @Nested
    class Versions {
        @Test
        void a_point_release_of_the_claimed_line_confirms_it() {
            supported(refresh(
                    "The latest version of Orca OS is Orca OS 26.",
                    hit("Orca OS 26 released", "Sep 15, 2025 — Orca OS 26 is now available."),
                    hit("Orca OS 26.0.1", "Sep 29, 2025 — Orca OS 26.0.1 fixes Wi-Fi bugs.")));
        }

        @Test
        void an_older_lines_update_dated_later_does_not_unseat_the_newer_line() {
            supported(refresh(
                    "The latest version of Orca OS is Orca OS 26.",
                    hit("Orca OS 26 released", "Sep 15, 2025 — Orca OS 26 is now available."),
                    hit("Orca OS 18.7", "Sep 20, 2025 — Orca OS 18.7 brings security fixes for older devices.")));
            drift(
                    refresh(
                            "The latest version of Pelican DB is Pelican DB 17.",
                            hit("Pelican DB 17.6 released", "Aug 14, 2025 — Pelican DB 17.6 fixes bugs."),
                            hit("Pelican DB 18 released", "Jul 25, 2025 — Pelican DB 18 is released.")),
                    "Pelican DB 18");
        }

        @Test
        void a_pre_release_is_not_the_latest_version() {
            supported(refresh(
                    "The latest stable version of Serpent is Serpent 3.13.",
                    hit("Serpent 3.13.7", "Aug 14, 2025 — Serpent 3.13.7 is a maintenance release of Serpent 3.13."),
                    hit("Serpent 3.14.0rc3", "Sep 18, 2025 — Serpent 3.14.0rc3 is the final release candidate.")));
        }

        @Test
        void versions_written_as_a_mark_a_hyphen_an_ordinal_or_a_roman_numeral() {
            supported(refresh(
                    "The current version of Vault DSS is 4.0.1.",
                    hit("Vault DSS v4.0.1 published", "Jun 11, 2024 — The council published Vault DSS v4.0.1.")));
            drift(
                    refresh(
                            "The current version of the MCD is MCD-10.",
                            hit(
                                    "MCD-11 comes into effect",
                                    "Feb 11, 2022 — MCD-11 came into effect, replacing MCD-10.")),
                    "MCD-11");
            drift(
                    refresh(
                            "The current edition of the Linden Style Guide is the 17th edition.",
                            hit(
                                    "Linden Style Guide, 18th Edition",
                                    "Sep 2024 — The 18th edition of the Linden Style Guide was published.")),
                    "18th edition");
            supported(refresh(
                    "The latest Star Raider game is Star Raider V.",
                    hit("Star Raider VI delayed", "May 2, 2025 — Star Raider VI was delayed to May 26, 2026."),
                    hit("Star Raider V - Wikipedia", "Star Raider V is a 2013 action game.")));
        }
    }

    /** Figures, and what a figure in the same sentence is not. */
    @Nested
    class Figures {
        @Test
        void a_figure_reported_in_the_past_tense_is_the_figure_as_of_then_and_a_target_is_none() {
            supported(refresh(
                    "Inflation in Norvia is 3.8 percent.",
                    hit("Inflation rises", "Jul 16, 2025 — Inflation in Norvia rose to 3.6% in June."),
                    hit(
                            "Inflation holds",
                            "Sep 17, 2025 — Inflation in Norvia held at 3.8% in August, double the central bank's 2%"
                                    + " target.")));
        }

        @Test
        void a_unit_written_against_its_number_is_read_and_a_distance_is_not_a_time() {
            drift(
                    refresh(
                            "The men's long jump world record in Estal is 8.71 metres.",
                            hit("Estal record", "Jun 15, 2025 — Aron Falk set an Estal long jump record of 8.71m."),
                            hit(
                                    "New record",
                                    "Sep 15, 2025 — Aron Falk jumped 8.74m to break the long jump world record in Estal.")),
                    "8.74 m");
            supported(refresh(
                    "The men's 100m world record in Estal is 9.86 seconds.",
                    hit("Estal records", "Tomas Vey's 9.86 from 2019 remains the 100 m world record in Estal."),
                    hit("Ek wins in 9.95", "Sep 14, 2025 — Jon Ek won the 100 m title in Estal in 9.95.")));
        }
    }
    /** Shapes the second batch of real-derived claims held (refresh_real_b.json). */
    @Nested
    class SecondBatch {
        @Test
        void people_of_an_organisation_named_after_it_do_not_make_it_the_value() {
            supported(refresh(
                    "Rafa Lenz plays for the Bay City Comets.",
                    hit("Rafa Lenz - Dune Rollers", "Rafa Lenz is a guard for the Dune Rollers."),
                    hit("Rollers trade Lenz", "Feb 2, 2025 — The Dune Rollers traded Rafa Lenz to the Comets."),
                    hit("Fans still angry", "Sep 2025 — Rollers fans are still angry about the trade of Rafa Lenz.")));
        }

        @Test
        void a_title_with_its_year_speaks_for_that_year() {
            supported(refresh(
                    "The reigning Tidal Cup champions are Norvia.",
                    hit("Norvia win the Tidal Cup", "Jun 29, 2024 — Norvia beat Estal to win the Tidal Cup."),
                    hit("Estal name squad", "Sep 2025 — Varo, the 2022 Tidal Cup champions, named their squad.")));
        }

        @Test
        void a_version_named_by_the_word_version_is_of_the_subjects_product() {
            drift(
                    refresh(
                            "The current version of Glyphcode is 16.0.",
                            hit("Glyphcode 16.0", "Sep 10, 2024 — Glyphcode 16.0 adds 5,185 characters."),
                            hit(
                                    "Announcing Glyphcode, Version 17.0",
                                    "Sep 9, 2025 — Version 17.0 of the Glyphcode Standard is now available.")),
                    "Version 17.0");
        }

        @Test
        void a_value_written_in_lower_case_is_found_as_written() {
            supported(refresh(
                    "As of 2025, the currency of Norvia is the crown.",
                    hit("Norvia adopts the crown", "Jan 1, 2023 — Norvia replaced the mark with the crown."),
                    hit(
                            "Norvian mark - Wikipedia",
                            "The mark was the currency of Norvia until it was replaced by the crown in 2023.")));
        }

        @Test
        void topping_a_ranking_holds_it() {
            supported(refresh(
                    "The largest company in Estal by revenue is Carro.",
                    hit("Estal 500", "Jul 2025 — Carro tops the Estal 500 ranking for the twelfth year in a row."),
                    hit("Velo closes in", "Feb 2025 — Velo overtook Carro in quarterly revenue for the first time.")));
        }
    }
}
