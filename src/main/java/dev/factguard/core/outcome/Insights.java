package dev.factguard.core.outcome;

import java.util.List;

/** Builds a tenant's {@link Insight} from its outcome store. Thread-safe if the store is. */
public final class Insights {

    private final OutcomeStore store;

    public Insights(OutcomeStore store) {
        this.store = store;
    }

    public Insight of(String tenant) {
        FeatureCounts total = store.readAndRemember(tenant, List.of(), null).get(OutcomeStore.TOTAL);
        return Insight.of(
                total == null ? FeatureCounts.NONE : total, store.learner(tenant), store.featureCounts(tenant));
    }
}
