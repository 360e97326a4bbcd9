package dev.factguard.core.outcome;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Where a tenant's outcome counts, its risk learner's counters and its recent forecasts live, shared by every
 * instance.
 *
 * <p>Counts are additive and every write is atomic: concurrent feedback from any number of instances never loses
 * an update, and a forecast id or idempotency key counts once. A forecast is kept under its id for
 * {@code forecastTtl} ({@link Remembered}: its features, model, component scores and the risk it gave), so feedback
 * quoting the id teaches the word counts and the risk learner ({@link LearnerFields}) exactly what the forecast
 * saw, for the model it was made for.
 * Implementations are thread-safe; a backend that cannot be reached throws
 * {@link dev.factguard.core.StoreUnavailableException}.
 */
public interface OutcomeStore {

    /** The tenant-wide totals are kept under this feature name. */
    String TOTAL = "all";

    /**
     * Reads the counts of {@code features} (and {@link #TOTAL}) and, in the same round trip, remembers the
     * forecast {@code forecastKey} with its features. Features never seen are absent from the map.
     *
     * @param forecastKey a key issued for this forecast alone (never remembered before), or null: remember nothing
     */
    Map<String, FeatureCounts> readAndRemember(String tenant, List<String> features, String forecastKey);

    /**
     * Remembers what the risk learner needs of the forecast {@code forecastKey} (its model, component scores and
     * risk), beside the features {@link #readAndRemember} remembered under it: feedback for the key counts both. A
     * shared store may send it without waiting and drop a failure (then feedback counts the features alone).
     */
    void remember(String tenant, String forecastKey, Remembered remembered);

    /** Records a caller's outcome of a remembered forecast: {@link #recordForecast(String, String, boolean, OutcomeSource)} from {@link OutcomeSource#USER}. */
    default Recorded recordForecast(String tenant, String forecastKey, boolean hallucinated) {
        return recordForecast(tenant, forecastKey, hallucinated, OutcomeSource.USER);
    }

    /**
     * Records one outcome of a remembered forecast, told by {@code source}. A forecast holds one outcome: the first
     * one counts, and a later one is not counted — except a caller's ({@link OutcomeSource#USER}) after an
     * automatic one, which replaces it: the automatic outcome's counts are taken back and the caller's added, in
     * the same atomic write, so the forecast still counts once. The store keeps the outcome's label and source
     * under the key for that.
     *
     * @return the result ({@link Recorded#counted()} also when an outcome was replaced); {@link
     *         Recorded#unknown()} when no forecast is remembered under the key (never issued in this tenant, or
     *         expired)
     */
    Recorded recordForecast(String tenant, String forecastKey, boolean hallucinated, OutcomeSource source);

    /**
     * Records one outcome for a prompt's features. With a non-null {@code idempotencyKey}, a repeat of the same
     * key in the same tenant within the key's lifetime is not counted again.
     */
    default Recorded recordFeatures(String tenant, List<String> features, boolean hallucinated, String idempotencyKey) {
        return recordOutcome(tenant, Remembered.featuresOnly(features), hallucinated, idempotencyKey);
    }

    /**
     * Records one outcome of a prompt assessed now (feedback by prompt): its features and, when it has them, its
     * component scores, as {@link #recordForecast} counts a remembered forecast's. With a non-null
     * {@code idempotencyKey}, a repeat of the same key in the same tenant within the key's lifetime is not counted.
     */
    Recorded recordOutcome(String tenant, Remembered outcome, boolean hallucinated, String idempotencyKey);

    /** The tenant's learner counters and model slots, as every instance reads them. */
    LearnerStats learner(String tenant);

    /** Every feature of the tenant with its counts (for {@code insight}; not on a forecast's path). */
    Map<String, FeatureCounts> featureCounts(String tenant);

    /**
     * Records a batch of callers' outcomes atomically: either every entry is checked and counted, or — when a
     * forecast key is not remembered — nothing is written and the result lists the unknown keys. A forecast entry
     * replaces an automatic outcome as {@link #recordForecast(String, String, boolean, OutcomeSource)} does.
     */
    BatchResult recordBatch(String tenant, List<Entry> entries);

    /** How long forecasts and idempotency keys are remembered. */
    Duration forecastTtl();

    /** One batch entry: a remembered forecast ({@code forecastKey}) or a prompt assessed now ({@code outcome}). */
    record Entry(String forecastKey, Remembered outcome, boolean hallucinated) {
        public Entry {
            if ((forecastKey == null) == (outcome == null)) {
                throw new IllegalArgumentException("an entry has either a forecastKey or an outcome");
            }
        }

        /** A remembered forecast's outcome. */
        public static Entry forecast(String forecastKey, boolean hallucinated) {
            return new Entry(forecastKey, null, hallucinated);
        }

        /** A prompt's features alone, as earlier releases counted them. */
        public static Entry features(List<String> features, boolean hallucinated) {
            return new Entry(null, Remembered.featuresOnly(features), hallucinated);
        }
    }

    /**
     * The outcome of one record call.
     *
     * @param known    false when the forecast key was not remembered (nothing written)
     * @param counted  false when the key was counted before (nothing written)
     * @param total    the tenant's totals after the call
     */
    record Recorded(boolean known, boolean counted, FeatureCounts total) {
        public static Recorded unknown() {
            return new Recorded(false, false, FeatureCounts.NONE);
        }
    }

    /**
     * The outcome of a batch.
     *
     * @param unknownKeys forecast keys that were not remembered (then nothing was written)
     * @param counted     entries counted (forecast keys counted before are skipped)
     * @param total       the tenant's totals after the batch
     */
    record BatchResult(List<String> unknownKeys, int counted, FeatureCounts total) {
        public BatchResult {
            unknownKeys = List.copyOf(unknownKeys);
        }
    }
}
