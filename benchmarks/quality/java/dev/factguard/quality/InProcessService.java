package dev.factguard.quality;

import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.adapter.inmemory.InMemoryOutcomeStore;
import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.forecast.VolatilityScorer;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.knowledge.TextEmbedder;
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
                .withEmbedder(lexical ? null : new CachedEmbedder());
        feedback = new FeedbackRecorder(outcomes, ids, volatility, forecaster::assess);
    }

    /**
     * MiniLM through the run's vector cache: the run forecasts every test prompt at each checkpoint, and the model
     * gives the same vector for the same text, so each prompt is embedded once.
     */
    private static final class CachedEmbedder implements TextEmbedder {
        @Override
        public String name() {
            return MiniLm.EMBEDDER.name();
        }

        @Override
        public int dimension() {
            return MiniLm.EMBEDDER.dimension();
        }

        @Override
        public float[] embed(String text) {
            return LearningQuality.vector(text);
        }
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
