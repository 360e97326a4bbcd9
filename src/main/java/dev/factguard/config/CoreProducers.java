package dev.factguard.config;

import dev.factguard.core.forecast.CachedTenantThresholds;
import dev.factguard.core.forecast.DecisionRule;
import dev.factguard.core.forecast.ForecastReads;
import dev.factguard.core.forecast.ForecastSettings;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.forecast.ThresholdStore;
import dev.factguard.core.forecast.Thresholds;
import dev.factguard.core.forecast.VolatilityScorer;
import dev.factguard.core.forecast.Weights;
import dev.factguard.core.knowledge.ContextPassages;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.outcome.FeedbackRecorder;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.Insights;
import dev.factguard.core.outcome.LearnerSettings;
import dev.factguard.core.outcome.OutcomeModel;
import dev.factguard.core.outcome.OutcomeStore;
import dev.factguard.core.outcome.RiskLearner;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/** Assembles the plain-Java core from configuration; the only place that knows which adapter is in use. */
@ApplicationScoped
public class CoreProducers {

    /** The one clock of the application; core classes take it as a parameter, so tests can pass a fixed one. */
    @Produces
    @Singleton
    Clock clock() {
        return Clock.systemUTC();
    }

    @Produces
    @Singleton
    ForecastSettings forecastSettings(FactGuardConfig config) {
        FactGuardConfig.Forecast f = config.forecast();
        FactGuardConfig.Weights w = f.weights();
        return new ForecastSettings(
                new Weights(w.ambiguity(), w.coverage(), w.history(), w.volatility()),
                f.proceedBelow(),
                f.groundBelow(),
                f.coveragePrior(),
                f.outcomeGain(),
                f.outcomeHalfway(),
                f.candidates());
    }

    @Produces
    @Singleton
    Forecaster forecaster(
            ForecastReads reads,
            ForecastIds ids,
            VolatilityScorer volatility,
            ForecastSettings settings,
            Embeddings embeddings,
            HybridScorer scorer,
            CachedTenantThresholds thresholds,
            FactGuardConfig config) {
        FactGuardConfig.Learner l = config.learner();
        RiskLearner learner = new RiskLearner(
                new LearnerSettings(
                        l.prior().orElse(Double.NaN),
                        l.priorStrength(),
                        l.modelStrength(),
                        l.stackStrength(),
                        l.embeddingStrength(),
                        l.calibrationStrength(),
                        l.calibrationFrom()),
                l.cachedTenants());
        // With embeddings on, the prompt's vector (the one coverage computes) is a feature of the learner.
        return new Forecaster(reads, OutcomeModel.DEFAULT, ids, volatility, settings)
                .withContextPassages(new ContextPassages(embeddings, scorer))
                .withLearner(learner)
                .withEmbedder(embeddings.enabled() ? embeddings.embedder() : null)
                .withDecisions(thresholds, new DecisionRule(config.forecast().answersFrom()));
    }

    /**
     * Tenants' own thresholds, read once here (at startup: the forecaster is built then) and checked again every
     * {@code thresholds-refresh} on a thread of their own, and by the first forecast that finds the copy older.
     */
    @Produces
    @Singleton
    CachedTenantThresholds tenantThresholds(
            ThresholdStore store, ForecastSettings settings, FactGuardConfig config, Clock clock) {
        Duration refresh = config.forecast().thresholdsRefresh();
        CachedTenantThresholds thresholds =
                new CachedTenantThresholds(store, Thresholds.of(settings), refresh, clock, thresholdChecks);
        thresholds.check();
        thresholdChecks.scheduleWithFixedDelay(
                thresholds::check, refresh.toMillis(), refresh.toMillis(), TimeUnit.MILLISECONDS);
        return thresholds;
    }

    private final ScheduledExecutorService thresholdChecks = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "factguard-thresholds");
        t.setDaemon(true);
        return t;
    });

    @PreDestroy
    void stopThresholdChecks() {
        thresholdChecks.shutdownNow();
    }

    @Produces
    @Singleton
    Insights insights(OutcomeStore outcomes) {
        return new Insights(outcomes);
    }

    @Produces
    @Singleton
    FeedbackRecorder feedbackRecorder(
            OutcomeStore outcomes, ForecastIds ids, VolatilityScorer volatility, Forecaster forecaster) {
        return new FeedbackRecorder(outcomes, ids, volatility, forecaster::assess);
    }
}
