package dev.factguard.core.observe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.forecast.Recommendation;
import dev.factguard.core.forecast.Signals;
import dev.factguard.core.freshness.ClaimCategory;
import dev.factguard.core.refresh.Evidence;
import dev.factguard.core.refresh.Refresh;
import dev.factguard.core.refresh.RefreshReport;
import dev.factguard.core.refresh.Verdict;
import dev.factguard.core.refresh.VerdictSource;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ObservationsTest {

    /** Writes every event it receives as a line. */
    static final class Recorder implements Observer {
        final List<String> events = new ArrayList<>();

        @Override
        public void forecast(Recommendation recommendation, double risk) {
            events.add("forecast " + recommendation.wireName() + " " + risk);
        }

        @Override
        public void verdict(Verdict verdict, VerdictSource source) {
            events.add("verdict " + verdict.wireName() + " " + source.wireName());
        }

        @Override
        public void degraded(String backend, String function, String detail) {
            events.add("degraded " + backend + " " + function);
        }
    }

    private static Forecast forecast(List<String> degraded) {
        return new Forecast(
                0.42,
                Recommendation.GROUND,
                List.of(),
                new Signals(0.1, null, null, null),
                Map.of(),
                "what",
                "fc_1",
                degraded,
                0,
                true);
    }

    private static Refresh refresh(Verdict verdict, VerdictSource source, String error, boolean evidence) {
        List<Evidence> found = evidence
                ? List.of(new Evidence(
                        "X CEO", "Linda Yaccarino is the CEO of X.", "https://example.com", (LocalDate) null))
                : List.of();
        return new Refresh(
                "The CEO of Twitter is Jack Dorsey.",
                ClaimCategory.POSITION,
                "CEO of Twitter",
                "Jack Dorsey",
                "current CEO of Twitter",
                verdict,
                source,
                null,
                0.2,
                null,
                found,
                error,
                "brave",
                null);
    }

    @Test
    void a_forecast_is_one_event_and_each_backend_it_missed_one_degraded_answer() {
        Recorder recorder = new Recorder();
        Observations observations = new Observations(List.of(recorder));
        observations.forecasted(forecast(List.of()), "forecast");
        observations.forecasted(forecast(List.of("redis")), "gateway");
        assertThat(recorder.events)
                .containsExactly("forecast ground 0.42", "forecast ground 0.42", "degraded redis gateway");
    }

    @Test
    void each_verdict_is_counted_and_an_unverified_claim_names_the_backend_that_left_it_so() {
        Recorder recorder = new Recorder();
        new Observations(List.of(recorder))
                .refreshed(
                        new RefreshReport(
                                List.of(
                                        refresh(Verdict.DRIFT_SUSPECTED, VerdictSource.LEXICAL, null, true),
                                        refresh(
                                                Verdict.UNVERIFIED,
                                                VerdictSource.NONE,
                                                "search failed (rate_limited): brave: HTTP 429",
                                                false),
                                        refresh(Verdict.UNVERIFIED, VerdictSource.NONE, "NLI failed: HTTP 500", true),
                                        refresh(
                                                Verdict.UNVERIFIED,
                                                VerdictSource.NONE,
                                                "deadline: not checked within 20000 ms",
                                                false)),
                                4,
                                0),
                        "refresh");
        assertThat(recorder.events)
                .containsExactly(
                        "verdict drift_suspected lexical",
                        "verdict unverified none",
                        "degraded search refresh",
                        "verdict unverified none",
                        "degraded nli refresh",
                        "verdict unverified none",
                        "degraded deadline refresh");
    }

    @Test
    void an_observer_that_throws_costs_only_its_own_record() {
        Recorder after = new Recorder();
        Observer broken = new Observer() {
            @Override
            public void forecast(Recommendation recommendation, double risk) {
                throw new IllegalStateException("registry closed");
            }
        };
        new Observations(List.of(broken, after)).forecasted(forecast(List.of()), "forecast");
        assertThat(after.events).containsExactly("forecast ground 0.42");
    }

    /** Reads evaluations, as the tracing observer does. */
    static final class Evaluator implements Observer {
        final List<Evaluation> evaluations = new ArrayList<>();

        @Override
        public boolean evaluates() {
            return true;
        }

        @Override
        public void evaluated(Evaluation evaluation) {
            evaluations.add(evaluation);
        }
    }

    @Test
    void decisions_are_evaluated_only_for_an_observer_that_reads_evaluations() {
        Recorder recorder = new Recorder();
        Observations plain = new Observations(List.of(recorder));
        assertThat(plain.evaluates()).isFalse();

        Evaluator evaluator = new Evaluator();
        Observations observations = new Observations(List.of(recorder, evaluator));
        observations.forecasted(forecast(List.of("redis")), "forecast");
        assertThat(evaluator.evaluations)
                .containsExactly(new Evaluation(
                        "factguard.forecast",
                        0.42,
                        "ground",
                        "risk 0.42 from ambiguity 0.1, kbCoverage null, patternHistory null, volatility null;"
                                + " priors only; degraded: redis"));
    }

    @Test
    void a_refresh_is_labelled_by_its_most_telling_verdict_and_scored_by_its_doubtful_share() {
        Evaluator evaluator = new Evaluator();
        Observations observations = new Observations(List.of(evaluator));
        observations.refreshed(
                new RefreshReport(
                        List.of(
                                refresh(Verdict.SUPPORTED, VerdictSource.NLI, null, true),
                                refresh(Verdict.DRIFT_SUSPECTED, VerdictSource.LEXICAL, null, true),
                                refresh(Verdict.NO_EVIDENCE, VerdictSource.NONE, null, false),
                                refresh(Verdict.SUPPORTED, VerdictSource.NLI, null, true)),
                        4,
                        1),
                "refresh");
        observations.refreshed(new RefreshReport(List.of(), 0, 0), "refresh");
        assertThat(evaluator.evaluations)
                .containsExactly(
                        new Evaluation(
                                "factguard.refresh",
                                0.25,
                                "drift_suspected",
                                "4 claims checked, 1 skipped; drift_suspected 1; no_evidence 1; supported 2"),
                        new Evaluation("factguard.refresh", 0.0, "no_claims", "0 claims checked, 0 skipped"));
        assertThat(evaluator.evaluations)
                .allSatisfy(e -> assertThat(e.explanation()).doesNotContain("Twitter", "Dorsey"));
    }
}
