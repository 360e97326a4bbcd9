package dev.factguard.core.outcome;

import dev.factguard.core.forecast.VolatilityScorer;
import dev.factguard.core.text.TermAnalyzer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Teaches the outcome model and the risk learner: records a real outcome against what the forecast it was about
 * saw, found from a forecast id (remembered under it with its model, component scores and risk; counted once) or
 * from the prompt itself, assessed now as a forecast of it would be (counted every time, or once per idempotency
 * key).
 */
public final class FeedbackRecorder {

    /** What feedback by prompt counts: the prompt assessed for a tenant and a model, as a forecast would see it. */
    @FunctionalInterface
    public interface Assessor {
        Remembered assess(String tenant, String prompt, String model);
    }

    private final OutcomeStore store;
    private final ForecastIds ids;
    private final VolatilityScorer volatility;
    private final Assessor assessor;

    /** Feedback by prompt counts the prompt's features alone (no learner components). */
    public FeedbackRecorder(OutcomeStore store, ForecastIds ids, VolatilityScorer volatility) {
        this(store, ids, volatility, null);
    }

    /** @param assessor assesses a prompt for feedback by prompt (a forecaster's {@code assess}); null: features */
    public FeedbackRecorder(OutcomeStore store, ForecastIds ids, VolatilityScorer volatility, Assessor assessor) {
        this.store = store;
        this.ids = ids;
        this.volatility = volatility == null ? VolatilityScorer.NONE : volatility;
        this.assessor = assessor != null
                ? assessor
                : (tenant, prompt, model) ->
                        Remembered.featuresOnly(features(prompt).names());
    }

    /** One outcome to import: by forecast id or by prompt (for {@code model}: "" or null for none). */
    public record Item(String forecastId, String prompt, String model, boolean hallucinated) {
        public Item(String forecastId, String prompt, boolean hallucinated) {
            this(forecastId, prompt, "", hallucinated);
        }
    }

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

    /** Records a caller's outcome by forecast id; empty when the id is forged, altered, of another tenant, or expired. */
    public Optional<OutcomeStore.Recorded> byForecastId(String tenant, String forecastId, boolean hallucinated) {
        return byForecastId(tenant, forecastId, hallucinated, OutcomeSource.USER);
    }

    /**
     * Records an outcome told by {@code source} by forecast id (a caller's replaces an automatic one, see {@link
     * OutcomeStore#recordForecast(String, String, boolean, OutcomeSource)}); empty when the id is forged, altered,
     * of another tenant, or expired.
     */
    public Optional<OutcomeStore.Recorded> byForecastId(
            String tenant, String forecastId, boolean hallucinated, OutcomeSource source) {
        Optional<String> id = ids.verify(tenant, forecastId);
        if (id.isEmpty()) {
            return Optional.empty();
        }
        OutcomeStore.Recorded r = store.recordForecast(tenant, id.get(), hallucinated, source);
        return r.known() ? Optional.of(r) : Optional.empty();
    }

    /** The outcome of feedback by prompt, with the prompt's shape. */
    public record ByPrompt(String shape, boolean counted, FeatureCounts total) {}

    public ByPrompt byPrompt(String tenant, String prompt, boolean hallucinated, String idempotencyKey) {
        return byPrompt(tenant, prompt, "", hallucinated, idempotencyKey);
    }

    /** Records an outcome of {@code model}'s answer to {@code prompt}, assessed now. */
    public ByPrompt byPrompt(String tenant, String prompt, String model, boolean hallucinated, String idempotencyKey) {
        Remembered outcome = assessor.assess(tenant, prompt, model == null ? "" : model);
        OutcomeStore.Recorded r = store.recordOutcome(tenant, outcome, hallucinated, idempotencyKey);
        return new ByPrompt(features(prompt).shape(), r.counted(), r.total());
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
                entries.add(OutcomeStore.Entry.forecast(id.get(), item.hallucinated()));
            } else {
                String model = item.model() == null ? "" : item.model();
                entries.add(new OutcomeStore.Entry(
                        null, assessor.assess(tenant, item.prompt(), model), item.hallucinated()));
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
