package dev.factguard.core.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.adapter.inmemory.InMemoryOutcomeStore;
import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.forecast.ForecastSettings;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.forecast.VolatilityScorer;
import dev.factguard.core.freshness.ClaimCategory;
import dev.factguard.core.outcome.FeedbackRecorder;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.Insight;
import dev.factguard.core.outcome.Insights;
import dev.factguard.core.outcome.OutcomeModel;
import dev.factguard.core.outcome.OutcomeSource;
import dev.factguard.core.outcome.OutcomeStore;
import dev.factguard.core.refresh.Refresh;
import dev.factguard.core.refresh.RefreshReport;
import dev.factguard.core.refresh.Verdict;
import dev.factguard.core.refresh.VerdictSource;
import dev.factguard.core.verify.StatementVerdict;
import dev.factguard.core.verify.VerifyReport;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class AnswerOutcomesTest {

    private final InMemoryOutcomeStore store = new InMemoryOutcomeStore();
    private final ForecastIds ids = new ForecastIds(ForecastIds.randomSecret());
    private final Forecaster forecaster = new Forecaster(
            new InMemoryKnowledgeStore(),
            store,
            OutcomeModel.DEFAULT,
            ids,
            VolatilityScorer.NONE,
            ForecastSettings.defaults());
    private final FeedbackRecorder feedback = new FeedbackRecorder(store, ids, VolatilityScorer.NONE);

    private static Refresh refresh(Verdict verdict, VerdictSource source, String candidate) {
        return new Refresh(
                "The CEO of Twitter is Jack Dorsey.",
                ClaimCategory.POSITION,
                "The CEO of Twitter",
                "Jack Dorsey",
                "CEO of Twitter",
                verdict,
                source,
                null,
                0.4,
                candidate,
                List.of(),
                null,
                "duckduckgo",
                null);
    }

    private static Annotation refreshed(Refresh... refreshes) {
        return new Annotation(null, refreshes.length, new RefreshReport(List.of(refreshes), refreshes.length, 0), null);
    }

    @Test
    void a_claim_is_superseded_when_nli_contradicts_it_or_the_evidence_names_another_value() {
        assertThat(AnswerOutcomes.superseded(refresh(Verdict.CONTRADICTED, VerdictSource.NLI, null)))
                .isTrue();
        assertThat(AnswerOutcomes.superseded(
                        refresh(Verdict.DRIFT_SUSPECTED, VerdictSource.LEXICAL, "Linda Yaccarino")))
                .isTrue();
        assertThat(AnswerOutcomes.superseded(refresh(Verdict.DRIFT_SUSPECTED, VerdictSource.LEXICAL, null)))
                .as("past tense only, or no value stated: verify, not superseded")
                .isFalse();
        assertThat(AnswerOutcomes.superseded(refresh(Verdict.DRIFT_SUSPECTED, VerdictSource.LEXICAL, " jack dorsey")))
                .isFalse();
        assertThat(AnswerOutcomes.superseded(refresh(Verdict.SUPPORTED, VerdictSource.LEXICAL, "Jack Dorsey")))
                .isFalse();
        assertThat(AnswerOutcomes.superseded(refresh(Verdict.UNVERIFIED, VerdictSource.NONE, null)))
                .isFalse();
    }

    @Test
    void one_superseded_claim_makes_the_answer_a_hallucinated_refresh_outcome() {
        assertThat(AnswerOutcomes.of(refreshed(
                        refresh(Verdict.SUPPORTED, VerdictSource.LEXICAL, null),
                        refresh(Verdict.DRIFT_SUSPECTED, VerdictSource.LEXICAL, "Linda Yaccarino"))))
                .contains(new AnswerOutcomes.Outcome(true, OutcomeSource.REFRESH));
        assertThat(AnswerOutcomes.of(refreshed(refresh(Verdict.SUPPORTED, VerdictSource.LEXICAL, null))))
                .as("a refresh that finds the claim current is not a verification of the answer")
                .isEmpty();
        assertThat(AnswerOutcomes.of(Annotation.NONE)).isEmpty();
    }

    private static Annotation verified(StatementVerdict verdict, Refresh... refreshes) {
        Annotation found = refreshes.length == 0 ? new Annotation(null, 0, null, null) : refreshed(refreshes);
        return found.verified(new VerifyReport(verdict, List.of(), 0, false, List.of()), false);
    }

    @Test
    void the_facts_verdict_teaches_contradicted_as_hallucinated_supported_as_sound_unverifiable_nothing() {
        assertThat(AnswerOutcomes.of(verified(StatementVerdict.CONTRADICTED)))
                .contains(new AnswerOutcomes.Outcome(true, OutcomeSource.VERIFY));
        assertThat(AnswerOutcomes.of(verified(StatementVerdict.SUPPORTED)))
                .contains(new AnswerOutcomes.Outcome(false, OutcomeSource.VERIFY));
        assertThat(AnswerOutcomes.of(verified(StatementVerdict.UNVERIFIABLE))).isEmpty();
        Refresh superseded = refresh(Verdict.DRIFT_SUSPECTED, VerdictSource.LEXICAL, "Linda Yaccarino");
        assertThat(AnswerOutcomes.of(verified(StatementVerdict.CONTRADICTED, superseded)))
                .as("the facts speak first")
                .contains(new AnswerOutcomes.Outcome(true, OutcomeSource.VERIFY));
        assertThat(AnswerOutcomes.of(verified(StatementVerdict.SUPPORTED, superseded)))
                .as("supported by the facts, but a claim the web says is superseded: not a sound answer")
                .contains(new AnswerOutcomes.Outcome(true, OutcomeSource.REFRESH));
        assertThat(AnswerOutcomes.of(verified(StatementVerdict.UNVERIFIABLE, superseded)))
                .contains(new AnswerOutcomes.Outcome(true, OutcomeSource.REFRESH));
    }

    @Test
    void verified_records_the_outcome_under_the_forecast_id_with_its_source() {
        AnswerOutcomes outcomes = new AnswerOutcomes(LearnMode.VERIFIED, feedback);
        Forecast forecast = forecaster.forecast("t", "Who runs Twitter?");
        Annotation superseded = refreshed(refresh(Verdict.CONTRADICTED, VerdictSource.NLI, null));

        Optional<AnswerOutcomes.Learned> learned = outcomes.learn("t", forecast, superseded);
        assertThat(learned)
                .contains(new AnswerOutcomes.Learned(
                        new AnswerOutcomes.Outcome(true, OutcomeSource.REFRESH), true, null));
        assertThat(outcomes.learn("t", forecast, superseded).orElseThrow().counted())
                .as("once per forecast")
                .isFalse();
        Insight insight = new Insights(store).of("t");
        assertThat(insight.bySource().get("refresh")).isEqualTo(new Insight.Counts(1, 1));
        assertThat(insight.bySource().get("user")).isEqualTo(new Insight.Counts(0, 0));

        assertThat(feedback.byForecastId("t", forecast.forecastId(), false)).isPresent();
        insight = new Insights(store).of("t");
        assertThat(insight.outcomes()).as("the caller's feedback replaced it").isEqualTo(1);
        assertThat(insight.hallucinations()).isZero();
        assertThat(insight.bySource().get("refresh")).isEqualTo(new Insight.Counts(0, 0));
        assertThat(insight.bySource().get("user")).isEqualTo(new Insight.Counts(1, 0));
    }

    @Test
    void off_records_nothing() {
        Forecast forecast = forecaster.forecast("t", "Who runs Twitter?");
        assertThat(new AnswerOutcomes(LearnMode.OFF, feedback)
                        .learn("t", forecast, refreshed(refresh(Verdict.CONTRADICTED, VerdictSource.NLI, null))))
                .isEmpty();
        assertThat(new Insights(store).of("t").outcomes()).isZero();
    }

    @Test
    void a_store_that_fails_loses_the_outcome_not_the_answer() {
        OutcomeStore down = (OutcomeStore) Proxy.newProxyInstance(
                OutcomeStore.class.getClassLoader(), new Class<?>[] {OutcomeStore.class}, (proxy, method, args) -> {
                    throw new StoreUnavailableException("redis is down", null);
                });
        Forecast forecast = forecaster.forecast("t", "Who runs Twitter?");
        AnswerOutcomes outcomes = new AnswerOutcomes(LearnMode.VERIFIED, new FeedbackRecorder(down, ids, null));
        AnswerOutcomes.Learned learned = outcomes.learn(
                        "t", forecast, refreshed(refresh(Verdict.CONTRADICTED, VerdictSource.NLI, null)))
                .orElseThrow();
        assertThat(learned.counted()).isFalse();
        assertThat(learned.error()).contains("redis is down");
    }
}
