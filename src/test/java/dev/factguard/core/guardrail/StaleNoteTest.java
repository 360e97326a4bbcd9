package dev.factguard.core.guardrail;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.freshness.ClaimCategory;
import dev.factguard.core.freshness.FreshnessReport;
import dev.factguard.core.freshness.ScoredClaim;
import dev.factguard.core.gateway.Annotation;
import dev.factguard.core.refresh.Evidence;
import dev.factguard.core.refresh.Refresh;
import dev.factguard.core.refresh.RefreshReport;
import dev.factguard.core.refresh.Verdict;
import dev.factguard.core.refresh.VerdictSource;
import java.util.List;
import org.junit.jupiter.api.Test;

class StaleNoteTest {

    static final ScoredClaim CEO = new ScoredClaim(
            "The CEO of Twitter is Jack Dorsey.", ClaimCategory.POSITION, "CEO of Twitter", "Jack Dorsey", 0.8, "cue");
    static final ScoredClaim MAYOR = new ScoredClaim(
            "The mayor of Kellby is Ann Roe.", ClaimCategory.POSITION, "mayor of Kellby", "Ann Roe", 0.8, "cue");
    static final FreshnessReport REPORT = new FreshnessReport(List.of(CEO, MAYOR), 0.8);

    static Refresh refresh(ScoredClaim claim, Verdict verdict, String candidate, String error, Evidence... evidence) {
        return new Refresh(
                claim.text(),
                claim.category(),
                claim.subject(),
                claim.value(),
                "current " + claim.subject(),
                verdict,
                verdict == Verdict.CONTRADICTED ? VerdictSource.NLI : VerdictSource.LEXICAL,
                null,
                0.3,
                candidate,
                List.of(evidence),
                error,
                "duckduckgo",
                null);
    }

    @Test
    void without_a_web_check_each_stale_claim_is_named_with_its_category() {
        String note = StaleNote.of(new Annotation(REPORT, 2, null, null), List.of(CEO, MAYOR));

        assertThat(note)
                .isEqualTo("\n\n[FactGuard] 2 claims in this answer may be out of date; check before relying on it:\n"
                        + "- \"The CEO of Twitter is Jack Dorsey.\" (position)\n"
                        + "- \"The mayor of Kellby is Ann Roe.\" (position)");
    }

    @Test
    void a_web_check_that_did_not_finish_says_why_and_still_names_the_claims() {
        String note = StaleNote.of(
                new Annotation(REPORT, 1, null, "refresh took longer than its 5000 ms budget"), List.of(CEO));

        assertThat(note)
                .contains("(not checked against the web: refresh took longer than its 5000 ms budget)")
                .contains("\"The CEO of Twitter is Jack Dorsey.\" (position)");
    }

    @Test
    void a_web_check_names_what_the_evidence_says_and_leaves_out_confirmed_claims() {
        Evidence news = new Evidence("Linda Yaccarino named CEO of X", "…", "https://news.example.com/x-ceo");
        RefreshReport refreshes = new RefreshReport(
                List.of(
                        refresh(CEO, Verdict.DRIFT_SUSPECTED, "Linda Yaccarino", null, news),
                        refresh(MAYOR, Verdict.SUPPORTED, "Ann Roe", null)),
                2,
                0);

        String note = StaleNote.of(new Annotation(REPORT, 2, refreshes, null), List.of(CEO, MAYOR));

        assertThat(note)
                .isEqualTo("\n\n[FactGuard] 1 claim in this answer may be out of date, checked against the web:\n"
                        + "- \"The CEO of Twitter is Jack Dorsey.\": current sources name Linda Yaccarino"
                        + " (Linda Yaccarino named CEO of X, https://news.example.com/x-ceo)");
    }

    @Test
    void each_verdict_reads_as_what_it_means() {
        RefreshReport refreshes = new RefreshReport(
                List.of(
                        refresh(CEO, Verdict.CONTRADICTED, null, null),
                        refresh(MAYOR, Verdict.UNVERIFIED, null, "search failed (unavailable)")),
                2,
                0);

        assertThat(StaleNote.of(new Annotation(REPORT, 2, refreshes, null), List.of(CEO, MAYOR)))
                .contains("\"The CEO of Twitter is Jack Dorsey.\": contradicted by current sources")
                .contains("\"The mayor of Kellby is Ann Roe.\": could not be checked (search failed (unavailable))");
        RefreshReport none = new RefreshReport(List.of(refresh(CEO, Verdict.NO_EVIDENCE, null, null)), 1, 0);
        assertThat(StaleNote.of(new Annotation(REPORT, 1, none, null), List.of(CEO)))
                .contains("no current source found; verify it");
    }

    @Test
    void nothing_stale_or_everything_confirmed_needs_no_note() {
        assertThat(StaleNote.of(new Annotation(REPORT, 0, null, null), List.of()))
                .isNull();
        RefreshReport confirmed =
                new RefreshReport(List.of(refresh(CEO, Verdict.SUPPORTED, "Jack Dorsey", null)), 1, 0);
        assertThat(StaleNote.of(new Annotation(REPORT, 1, confirmed, null), List.of(CEO)))
                .isNull();
    }
}
