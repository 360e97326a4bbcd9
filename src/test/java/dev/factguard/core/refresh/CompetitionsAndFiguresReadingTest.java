package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static dev.factguard.core.refresh.RealTextReadingTest.drift;
import static dev.factguard.core.refresh.RealTextReadingTest.supported;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Shapes of real result pages that the held-out real-derived claims were misread on, written with invented entities:
 * a result of another competition of the same holder, a teammate joined, ranges and near figures, version lines and
 * previews. The refresher's clock reads 2025-10-01.
 */
class CompetitionsAndFiguresReadingTest {

    @Nested
    class ATitleIsWonAndLostInItsOwnCompetition {
        @Test
        void a_defeat_in_another_competition_does_not_end_the_title() {
            supported(refresh(
                    "The reigning Corvan Cup champions are Dalmar.",
                    hit("Dalmar win the Corvan Cup", "Jul 14, 2024 — Dalmar beat Estavia 2-1 to win the Corvan Cup."),
                    hit(
                            "Ostria win the Harbour Shield",
                            "Jul 27, 2025 — Ostria won the Harbour Shield 2025, beating Corvan Cup holders Dalmar on"
                                    + " penalties.")));
        }

        @Test
        void a_win_in_another_competition_does_not_keep_the_title() {
            drift(
                    refresh(
                            "The reigning Vardon Open women's champion is Lena Voss.",
                            hit(
                                    "Lena Voss wins the Vardon Open",
                                    "Jan 27, 2024 — Lena Voss beat Ada Pike to win the" + " Vardon Open."),
                            hit(
                                    "Mia Kerr wins the Vardon Open",
                                    "Jan 25, 2025 — Mia Kerr beat Lena Voss to win the" + " Vardon Open."),
                            hit(
                                    "Voss defends Kessler Open title",
                                    "Sep 6, 2025 — Lena Voss beat Ada Pike to defend" + " her Kessler Open title.")),
                    "Mia Kerr");
        }

        @Test
        void the_competition_of_the_clause_that_tells_the_win_is_the_one_read() {
            supported(refresh(
                    "The reigning Vardon Open men's champion is Ivo Marek.",
                    hit(
                            "Marek wins the Vardon Open",
                            "Jun 8, 2025 — Ivo Marek beat Tomas Brek in the Vardon Open" + " final."),
                    hit(
                            "Brek beats Marek at Wimbledon",
                            "Jul 13, 2025 — Tomas Brek beat Ivo Marek at Wimbledon,"
                                    + " five weeks after losing the Vardon Open final.")));
        }

        @Test
        void an_edition_number_is_the_same_competition() {
            supported(refresh(
                    "The Harbor City Hawks won the last Super Bowl.",
                    hit(
                            "Hawks rout Owls to win Super Bowl LIX",
                            "Feb 9, 2025 — The Harbor City Hawks beat the"
                                    + " Kingsport Owls 40-22 to win Super Bowl LIX."),
                    hit(
                            "Owls open season",
                            "Sep 2025 — The Kingsport Owls, three-time Super Bowl champions,"
                                    + " opened the season against the Chargers.")));
        }

        @Test
        void a_stunning_defeat_ends_a_title_as_beat_does() {
            drift(
                    refresh(
                            "The reigning Kessler Open women's champion is Aino Virta.",
                            hit(
                                    "Virta wins Kessler Open",
                                    "Jan 27, 2024 — Aino Virta beat Sara Holm to win the" + " Kessler Open."),
                            hit(
                                    "Mia Kerr stuns Aino Virta to win Kessler Open",
                                    "Jan 25, 2025 — A first major" + " title.")),
                    "Mia Kerr");
        }
    }

    @Nested
    class AJoinedTeammateHoldsNothing {
        @Test
        void joining_someone_at_a_team_is_not_taking_his_seat() {
            supported(refresh(
                    "Ivo Marek drives for Vellar.",
                    hit(
                            "Ivo Marek - Wikipedia",
                            "Ivo Marek is a racing driver who competes in Formula One for" + " Vellar."),
                    hit(
                            "Brek and Marek: Vellar's 2025 line-up",
                            "Feb 2025 — Tomas Brek joins Ivo Marek at Vellar" + " for the 2025 season.")));
        }
    }

    @Nested
    class Figures {
        @Test
        void a_claimed_range_is_compared_with_ranges_end_for_end() {
            drift(
                    refresh(
                            "The Norvik Central Bank's policy rate range is 4.25% to 4.5%.",
                            hit(
                                    "Norvik holds at 4.25%-4.5%",
                                    "Jul 30, 2025 — The Norvik Central Bank held its"
                                            + " policy rate in a range of 4.25% to 4.5%."),
                            hit(
                                    "Norvik cuts by a quarter point",
                                    "Sep 17, 2025 — The Norvik Central Bank lowered"
                                            + " its policy rate to a range of 4.00% to 4.25%.")),
                    "4.00%");
        }

        @Test
        void a_claimed_range_stated_as_the_latest_is_supported() {
            supported(refresh(
                    "The Norvik Central Bank's policy rate range is 4.00% to 4.25%.",
                    hit(
                            "Norvik holds at 4.25%-4.5%",
                            "Jul 30, 2025 — The Norvik Central Bank held its policy rate"
                                    + " in a range of 4.25% to 4.5%."),
                    hit(
                            "Norvik cuts by a quarter point",
                            "Sep 17, 2025 — The Norvik Central Bank lowered its"
                                    + " policy rate to a range of 4.00% to 4.25%.")));
        }

        @Test
        void a_rate_written_without_decimals_is_exact() {
            drift(
                    refresh(
                            "The Norvik Central Bank's policy rate is 0.25 percent.",
                            hit(
                                    "Norvik cuts to 0.25%",
                                    "Mar 20, 2025 — The Norvik Central Bank lowered its policy" + " rate to 0.25%."),
                            hit(
                                    "Norvik keeps rate at zero",
                                    "Sep 25, 2025 — The Norvik Central Bank held its" + " policy rate at 0%.")),
                    "0%");
        }
    }

    @Nested
    class Versions {
        @Test
        void a_version_written_with_its_zero_is_not_the_line_of_the_next_minor() {
            drift(
                    refresh(
                            "The current version of the Quill Link standard is Quill Link 6.0.",
                            hit(
                                    "Quill Link 6.0 adds ranging",
                                    "Sep 3, 2024 — The Quill group released Quill Link" + " 6.0."),
                            hit(
                                    "Quill Link - Wikipedia",
                                    "Quill Link is a short-range wireless standard. The latest"
                                            + " core specification is version 6.1.")),
                    "version 6.1");
        }

        @Test
        void a_version_planned_and_in_preview_is_not_a_release() {
            supported(refresh(
                    "The latest version of Quillpad is Quillpad 5.9.",
                    hit("Announcing Quillpad 5.9", "Aug 1, 2025 — Today we announce the release of Quillpad 5.9!"),
                    hit(
                            "Quillpad compiler news",
                            "Jul 2025 — The rewritten Quillpad compiler, planned as"
                                    + " Quillpad 7, is available in preview.")));
        }

        @Test
        void a_version_the_snippet_calls_a_preview_is_no_release_in_the_title() {
            supported(refresh(
                    "The latest version of Quillpad is Quillpad 5.9.",
                    hit("Announcing Quillpad 5.9", "Aug 1, 2025 — Today we announce the release of Quillpad 5.9!"),
                    hit("A progress update on Quillpad 7", "Jul 2025 — Quillpad 7 is available in preview.")));
        }
    }

    @Nested
    class ClaimsSplit {
        @Test
        void a_cabinet_office_named_after_its_department_is_a_position() {
            Refresh r = refresh(
                    "The Norland secretary of defense is Ada Pike.",
                    hit("Ada Pike - Wikipedia", "Ada Pike was the Norland secretary of defense from 2021 to 2025."),
                    hit(
                            "Senate confirms Tomas Brek",
                            "Jan 24, 2025 — The Senate confirmed Tomas Brek as Norland" + " secretary of defense."));
            assertThat(r.value()).isEqualTo("Ada Pike");
            drift(r, "Tomas Brek");
        }

        @Test
        void a_prize_that_went_to_someone_names_its_winner() {
            Refresh r = refresh(
                    "The most recent Harbour Prize in Poetry went to Lena Voss.",
                    hit(
                            "Lena Voss wins the Harbour Prize",
                            "Oct 10, 2024 — The Harbour Prize in Poetry was awarded" + " to Lena Voss."));
            assertThat(r.value()).isEqualTo("Lena Voss");
            supported(r);
        }
    }
}
