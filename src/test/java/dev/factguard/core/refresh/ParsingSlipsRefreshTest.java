package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.search.SearchResult;
import org.junit.jupiter.api.Test;

/**
 * Claims whose wording once cut the subject short end to end: the query asked, and the verdict read from evidence
 * in which the deciding result is ranked second.
 */
class ParsingSlipsRefreshTest {

    @Test
    void this_years_winner_is_searched_by_the_whole_event() {
        Refresh r = refresh(
                "The winner of this year's Tour de Vellar is Tomas Brek.",
                hit("Tomas Brek", "Tomas Brek is a Vellarian cyclist who won the Tour de Vellar in 2021."),
                hit("Jon Aker wins the Tour de Vellar", "Aug 3, 2025 — Jon Aker won the Tour de Vellar on Sunday."));
        assertThat(r.query()).isEqualTo("current winner of the Tour de Vellar");
        assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
        assertThat(r.candidateValue()).isEqualTo("Jon Aker");
    }

    @Test
    void a_company_named_with_bros_is_one_claim() {
        Refresh r = refresh(
                "The CEO of Kestrel Bros. Media is Dana Kell.",
                hit("Kestrel Bros. Media", "Dana Kell spoke at the Kestrel Bros. Media investor day."),
                hit(
                        "Kestrel Bros. Media names new CEO",
                        "Jan 5, 2025 — Kestrel Bros. Media named Rob Tan chief"
                                + " executive officer, replacing Dana Kell."));
        assertThat(r.subject()).isEqualTo("CEO of Kestrel Bros. Media");
        assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
        assertThat(r.candidateValue()).isEqualTo("Rob Tan");
    }

    @Test
    void evidence_keeps_a_bros_company_and_its_holder_in_one_sentence() {
        Refresh r = refresh(
                "The CEO of Orrin Bros. Studios is Dana Kell.",
                hit("Orrin Bros. Studios", "Dana Kell opened the new Orrin Bros. Studios lot."),
                hit(
                        "Orrin Bros. Studios leadership",
                        "Jan 5, 2025 — The chief executive of Orrin Bros. Studios is" + " Rob Tan."));
        assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
        assertThat(r.candidateValue()).isEqualTo("Rob Tan");
    }

    @Test
    void the_most_points_in_history_passes_to_whoever_passed_the_holder() {
        Refresh r = refresh(
                "Marek Voss has the most points in Valdorian League history.",
                hit("Marek Voss - career", "Marek Voss scored 30,112 points in the Valdorian League."),
                hit(
                        "Ilan Roth passes Voss",
                        "Mar 2, 2025 — Ilan Roth became the Valdorian League's all-time"
                                + " leading scorer, passing Marek Voss."));
        assertThat(r.query())
                .isEqualTo("current most points in Valdorian League history")
                .doesNotContain("Voss");
        assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
        assertThat(r.candidateValue()).isEqualTo("Ilan Roth");
    }

    @Test
    void a_record_holder_named_with_an_office_is_never_in_the_query() {
        Refresh r = refresh(
                "The coach with the most wins in Dalmar Football League history is Hal Brandt.",
                hit("Hal Brandt", "Hal Brandt coached the Ports for 22 seasons."),
                hit(
                        "Mendez becomes winningest coach",
                        "Oct 5, 2024 — Rosa Mendez became the coach with the most"
                                + " wins in Dalmar Football League history, passing Hal Brandt."));
        assertThat(r.subject()).isEqualTo("coach with the most wins in Dalmar Football League history");
        assertThat(r.query()).doesNotContain("Brandt");
        assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
    }

    @Test
    void a_name_that_lost_its_apostrophe_still_names_the_subject_in_evidence() {
        SearchResult mention = hit("Kelvara annual report", "Mark Dunn presented the results for the year.");
        SearchResult successor = hit(
                "Kelvara's CEO on the next five years",
                "Jun 4, 2025 — Ana Ruiz, Kelvara's"
                        + " chief executive since 2023, told investors the company would double its output.");
        Refresh stale = refresh("Kelvaras CEO is Mark Dunn.", mention, successor);
        assertThat(stale.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
        assertThat(stale.candidateValue()).isEqualTo("Ana Ruiz");
        assertThat(refresh("Kelvaras CEO is Ana Ruiz.", mention, successor).candidateValue())
                .isEqualTo("Ana Ruiz");
    }
}
