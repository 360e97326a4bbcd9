package dev.factguard.core.forecast;

import dev.factguard.adapter.inmemory.InMemoryOutcomeStore;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.OutcomeModel;

/** A forecaster on {@code knowledge} with no outcomes, no volatility and the default settings, for reading tests. */
final class PlainForecasters {

    private PlainForecasters() {}

    static Forecaster on(KnowledgeStore knowledge) {
        return new Forecaster(
                knowledge,
                new InMemoryOutcomeStore(),
                OutcomeModel.DEFAULT,
                new ForecastIds("a test secret of sixteen bytes".getBytes()),
                VolatilityScorer.NONE,
                ForecastSettings.defaults());
    }
}
