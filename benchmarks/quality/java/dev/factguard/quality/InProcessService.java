package dev.factguard.quality;

import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.adapter.inmemory.InMemoryOutcomeStore;
import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.forecast.VolatilityScorer;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.outcome.FeedbackRecorder;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.OutcomeModel;

/** The core wired as the service wires it by default (in memory, lexical coverage, volatility on). */
final class InProcessService implements ForecastService {

    private final Forecaster forecaster;
    private final FeedbackRecorder feedback;

    InProcessService() {
        VolatilityScorer volatility = QualityWiring.volatility();
        InMemoryOutcomeStore outcomes = new InMemoryOutcomeStore();
        ForecastIds ids = new ForecastIds(ForecastIds.randomSecret());
        forecaster = new Forecaster(
                new InMemoryKnowledgeStore(Embeddings.OFF, HybridScorer.MINILM),
                outcomes,
                OutcomeModel.DEFAULT,
                ids,
                volatility,
                QualityWiring.settings());
        feedback = new FeedbackRecorder(outcomes, ids, volatility);
    }

    @Override
    public Answer forecast(String tenant, String prompt) {
        Forecast f = forecaster.forecast(tenant, prompt);
        return new Answer(f.risk(), f.forecastId());
    }

    @Override
    public void feedback(String tenant, String forecastId, boolean hallucinated) {
        if (feedback.byForecastId(tenant, forecastId, hallucinated).isEmpty()) {
            throw new IllegalStateException("forecast id refused: " + forecastId);
        }
    }
}
