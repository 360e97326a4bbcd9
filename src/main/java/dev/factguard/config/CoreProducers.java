package dev.factguard.config;

import dev.factguard.core.forecast.FeedbackRecorder;
import dev.factguard.core.forecast.ForecastSettings;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.forecast.VolatilityScorer;
import dev.factguard.core.forecast.Weights;
import dev.factguard.core.history.HistorySmoothing;
import dev.factguard.core.history.PatternHistory;
import dev.factguard.core.knowledge.KnowledgeStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** Assembles the plain-Java core from configuration; the only place that knows which adapter is in use. */
@ApplicationScoped
public class CoreProducers {

    @Produces
    @Singleton
    ForecastSettings forecastSettings(FactGuardConfig config) {
        FactGuardConfig.Forecast f = config.forecast();
        FactGuardConfig.Weights w = f.weights();
        return new ForecastSettings(
                new Weights(w.ambiguity(), w.coverage(), w.history(), w.volatility()),
                f.proceedBelow(), f.groundBelow(), f.coveragePrior(),
                new HistorySmoothing(f.historyPriorRate(), f.historyPriorStrength()), f.candidates());
    }

    @Produces
    @Singleton
    Forecaster forecaster(KnowledgeStore knowledge, PatternHistory history, VolatilityScorer volatility,
            ForecastSettings settings) {
        return new Forecaster(knowledge, history, volatility, settings, null);
    }

    @Produces
    @Singleton
    FeedbackRecorder feedbackRecorder(PatternHistory history) {
        return new FeedbackRecorder(history);
    }
}
