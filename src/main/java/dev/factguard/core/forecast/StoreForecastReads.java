package dev.factguard.core.forecast;

import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.knowledge.Retrieval;
import dev.factguard.core.outcome.FeatureCounts;
import dev.factguard.core.outcome.LearnerStats;
import dev.factguard.core.outcome.OutcomeStore;
import dev.factguard.core.outcome.Remembered;
import java.util.List;
import java.util.Map;

/**
 * {@link ForecastReads} over a knowledge store and an outcome store, one call each. A store that fails leaves
 * its part null and the other part is still read, so one sick backend costs one signal, not both.
 */
final class StoreForecastReads implements ForecastReads {

    private final KnowledgeStore knowledge;
    private final OutcomeStore outcomes;

    StoreForecastReads(KnowledgeStore knowledge, OutcomeStore outcomes) {
        this.knowledge = knowledge;
        this.outcomes = outcomes;
    }

    @Override
    public Read read(String tenant, KnowledgeQuery query, int topK, List<String> features, String forecastId) {
        Retrieval retrieval;
        try {
            retrieval = knowledge.retrieve(tenant, query, topK);
        } catch (StoreUnavailableException e) {
            retrieval = null;
        }
        Map<String, FeatureCounts> counts;
        try {
            counts = outcomes.readAndRemember(tenant, features, forecastId);
        } catch (StoreUnavailableException e) {
            counts = null;
        }
        return new Read(retrieval, counts);
    }

    @Override
    public LearnerStats learner(String tenant) {
        return outcomes.learner(tenant);
    }

    @Override
    public void remember(String tenant, String forecastId, Remembered remembered) {
        outcomes.remember(tenant, forecastId, remembered);
    }
}
