package dev.factguard.core.outcome;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Where a tenant's outcome counts and its recent forecasts live, shared by every instance.
 *
 * <p>Counts are additive and every write is atomic: concurrent feedback from any number of instances never loses
 * an update, and a forecast id or idempotency key counts once. A forecast's features are kept under its id for
 * {@code forecastTtl}, so feedback quoting the id teaches every feature of the prompt without sending it again.
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
     * Records one outcome of a remembered forecast.
     *
     * @return the result; {@link Recorded#unknown()} when no forecast is remembered under the key (never issued
     *         in this tenant, or expired)
     */
    Recorded recordForecast(String tenant, String forecastKey, boolean hallucinated);

    /**
     * Records one outcome for a prompt's features. With a non-null {@code idempotencyKey}, a repeat of the same
     * key in the same tenant within the key's lifetime is not counted again.
     */
    Recorded recordFeatures(String tenant, List<String> features, boolean hallucinated, String idempotencyKey);

    /**
     * Records a batch atomically: either every entry is checked and counted, or — when a forecast key is not
     * remembered — nothing is written and the result lists the unknown keys.
     */
    BatchResult recordBatch(String tenant, List<Entry> entries);

    /** How long forecasts and idempotency keys are remembered. */
    Duration forecastTtl();

    /** One batch entry: a remembered forecast ({@code forecastKey}) or a prompt's features. */
    record Entry(String forecastKey, List<String> features, boolean hallucinated) {
        public Entry {
            if ((forecastKey == null) == (features == null)) {
                throw new IllegalArgumentException("an entry has either a forecastKey or features");
            }
            features = features == null ? null : List.copyOf(features);
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
