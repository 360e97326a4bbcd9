package dev.factguard.core.outcome;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Builds a tenant's {@link Insight} from its outcome store. Features stored under a hashed name
 * ({@link FeatureKeys}) are left out: their words cannot be read back, and a name no one can read explains nothing;
 * so are prompts' fingerprints, which are no feature of anything.
 * Thread-safe if the store is.
 */
public final class Insights {

    private final OutcomeStore store;

    public Insights(OutcomeStore store) {
        this.store = store;
    }

    public Insight of(String tenant) {
        FeatureCounts total = store.readAndRemember(tenant, List.of(), null).get(OutcomeStore.TOTAL);
        return Insight.of(
                total == null ? FeatureCounts.NONE : total,
                store.learner(tenant),
                readable(store.featureCounts(tenant)));
    }

    private static Map<String, FeatureCounts> readable(Map<String, FeatureCounts> counts) {
        return counts.entrySet().stream()
                .filter(e -> !FeatureKeys.isHashed(e.getKey()) && !PromptFeatures.isFingerprint(e.getKey()))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    }
}
