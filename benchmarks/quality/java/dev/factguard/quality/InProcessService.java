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
import dev.factguard.testing.MiniLm;

/**
 * The core wired as the service wires it by default: in memory, volatility on, hybrid coverage with the MiniLM
 * vector as a feature of the risk learner ({@code lexical}: coverage and learner on words alone).
 */
final class InProcessService implements ForecastService {

    private final Forecaster forecaster;
    private final FeedbackRecorder feedback;

    InProcessService(boolean lexical) {
        VolatilityScorer volatility = QualityWiring.volatility();
        InMemoryOutcomeStore outcomes = new InMemoryOutcomeStore();
        ForecastIds ids = new ForecastIds(ForecastIds.randomSecret());
        Embeddings embeddings = lexical ? Embeddings.OFF : MiniLm.embeddings();
        forecaster = new Forecaster(
                        new InMemoryKnowledgeStore(embeddings, HybridScorer.MINILM),
                        outcomes,
                        OutcomeModel.DEFAULT,
                        ids,
                        volatility,
                        QualityWiring.settings())
                .withEmbedder(lexical ? null : MiniLm.EMBEDDER);
        feedback = new FeedbackRecorder(outcomes, ids, volatility, forecaster::assess);
    }

    @Override
    public Answer forecast(String tenant, String prompt, String model) {
        Forecast f = forecaster.forecast(tenant, prompt, java.util.List.of(), model == null ? "" : model);
        return new Answer(f.risk(), f.forecastId());
    }

    @Override
    public void feedback(String tenant, String forecastId, boolean hallucinated) {
        if (feedback.byForecastId(tenant, forecastId, hallucinated).isEmpty()) {
            throw new IllegalStateException("forecast id refused: " + forecastId);
        }
    }
}
