package dev.factguard.core.outcome;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An {@link OutcomeStore} that stores features under their {@link FeatureKeys} names: what a forecast remembers,
 * what feedback counts and what is read back. Reads answer by the names asked for, so the outcome model and the
 * rationale see the prompt's readable names; {@link #featureCounts} lists the stored names, which the store alone
 * knows. Thread-safe if the store is.
 */
public final class HashedOutcomeStore implements OutcomeStore {

    private final OutcomeStore store;
    private final FeatureKeys keys;

    private HashedOutcomeStore(OutcomeStore store, FeatureKeys keys) {
        this.store = store;
        this.keys = keys;
    }

    /** {@code store} with names stored as {@code keys} says; the store itself when nothing is hashed. */
    public static OutcomeStore of(OutcomeStore store, FeatureKeys keys) {
        return keys.hashes() ? new HashedOutcomeStore(store, keys) : store;
    }

    /** The store under {@code store}'s naming: itself when it is not a {@link HashedOutcomeStore}. */
    public static OutcomeStore unwrap(OutcomeStore store) {
        return store instanceof HashedOutcomeStore hashed ? hashed.store : store;
    }

    @Override
    public Map<String, FeatureCounts> readAndRemember(String tenant, List<String> features, String forecastKey) {
        List<String> stored = keys.stored(tenant, features);
        Map<String, FeatureCounts> read = store.readAndRemember(tenant, stored, forecastKey);
        FeatureCounts total = read.get(TOTAL);
        if (total == null) {
            return AlignedCounts.empty(features);
        }
        FeatureCounts[] found = new FeatureCounts[features.size()];
        for (int i = 0; i < found.length; i++) {
            found[i] = read instanceof AlignedCounts aligned ? aligned.at(i) : read.get(stored.get(i));
        }
        return new AlignedCounts(features, found, total, AlignedCounts.writes(read));
    }

    /** Passed on as it is: a store keeps only the header of what is remembered here, which holds no feature. */
    @Override
    public void remember(String tenant, String forecastKey, Remembered remembered) {
        store.remember(tenant, forecastKey, remembered);
    }

    @Override
    public Recorded recordForecast(String tenant, String forecastKey, boolean hallucinated, OutcomeSource source) {
        return store.recordForecast(tenant, forecastKey, hallucinated, source);
    }

    @Override
    public Recorded recordOutcome(String tenant, Remembered outcome, boolean hallucinated, String idempotencyKey) {
        return store.recordOutcome(tenant, keys.stored(tenant, outcome), hallucinated, idempotencyKey);
    }

    @Override
    public LearnerStats learner(String tenant) {
        return store.learner(tenant);
    }

    @Override
    public Map<String, FeatureCounts> featureCounts(String tenant) {
        return store.featureCounts(tenant);
    }

    @Override
    public BatchResult recordBatch(String tenant, List<Entry> entries) {
        List<Entry> stored = new ArrayList<>(entries.size());
        for (Entry e : entries) {
            stored.add(e.outcome() == null ? e : new Entry(null, keys.stored(tenant, e.outcome()), e.hallucinated()));
        }
        return store.recordBatch(tenant, stored);
    }

    @Override
    public Duration forecastTtl() {
        return store.forecastTtl();
    }
}
