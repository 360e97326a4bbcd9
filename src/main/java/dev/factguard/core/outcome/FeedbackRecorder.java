package dev.factguard.core.outcome;

import dev.factguard.core.forecast.VolatilityScorer;
import dev.factguard.core.text.TermAnalyzer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Teaches the outcome model: records a real outcome against every feature of the prompt it was about, found
 * from a forecast id (the forecast's features were remembered under it; counted once) or from the prompt itself
 * (counted every time, or once per idempotency key).
 */
public final class FeedbackRecorder {

    private final OutcomeStore store;
    private final ForecastIds ids;
    private final VolatilityScorer volatility;

    public FeedbackRecorder(OutcomeStore store, ForecastIds ids, VolatilityScorer volatility) {
        this.store = store;
        this.ids = ids;
        this.volatility = volatility == null ? VolatilityScorer.NONE : volatility;
    }

    /** One outcome to import: by forecast id or by prompt. */
    public record Item(String forecastId, String prompt, boolean hallucinated) {}

    /** Thrown when ids of a batch are not ones this tenant was issued (nothing was written). */
    public static final class InvalidIds extends RuntimeException {
        private final List<Integer> indexes;

        InvalidIds(List<Integer> indexes) {
            super("forecast ids not issued in this tenant, or expired, at indexes " + indexes);
            this.indexes = List.copyOf(indexes);
        }

        public List<Integer> indexes() {
            return indexes;
        }
    }

    /** Records by forecast id; empty when the id is forged, altered, of another tenant, or expired. */
    public Optional<OutcomeStore.Recorded> byForecastId(String tenant, String forecastId, boolean hallucinated) {
        Optional<String> id = ids.verify(tenant, forecastId);
        if (id.isEmpty()) {
            return Optional.empty();
        }
        OutcomeStore.Recorded r = store.recordForecast(tenant, id.get(), hallucinated);
        return r.known() ? Optional.of(r) : Optional.empty();
    }

    /** The outcome of feedback by prompt, with the prompt's shape. */
    public record ByPrompt(String shape, boolean counted, FeatureCounts total) {}

    public ByPrompt byPrompt(String tenant, String prompt, boolean hallucinated, String idempotencyKey) {
        PromptFeatures features = features(prompt);
        OutcomeStore.Recorded r = store.recordFeatures(tenant, features.names(), hallucinated, idempotencyKey);
        return new ByPrompt(features.shape(), r.counted(), r.total());
    }

    /** Records a batch all at once; throws {@link InvalidIds} (writing nothing) when an id does not hold. */
    public OutcomeStore.BatchResult batch(String tenant, List<Item> items) {
        List<OutcomeStore.Entry> entries = new ArrayList<>(items.size());
        List<Integer> invalid = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            Item item = items.get(i);
            if (item.forecastId() != null) {
                Optional<String> id = ids.verify(tenant, item.forecastId());
                if (id.isEmpty()) {
                    invalid.add(i);
                    continue;
                }
                entries.add(new OutcomeStore.Entry(id.get(), null, item.hallucinated()));
            } else {
                entries.add(new OutcomeStore.Entry(null, features(item.prompt()).names(), item.hallucinated()));
            }
        }
        if (!invalid.isEmpty()) {
            throw new InvalidIds(invalid);
        }
        OutcomeStore.BatchResult result = store.recordBatch(tenant, entries);
        if (!result.unknownKeys().isEmpty()) {
            List<Integer> unknown = new ArrayList<>();
            for (int i = 0, e = 0; i < items.size(); i++) {
                if (result.unknownKeys().contains(entries.get(e++).forecastKey())) {
                    unknown.add(i);
                }
            }
            throw new InvalidIds(unknown);
        }
        return result;
    }

    /** The prompt's shape, as a forecast of it reports. */
    public PromptFeatures features(String prompt) {
        return PromptFeatures.of(prompt, TermAnalyzer.analyze(prompt), volatility.score(prompt));
    }
}
