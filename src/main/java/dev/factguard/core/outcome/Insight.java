package dev.factguard.core.outcome;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a tenant's outcomes say about its forecasts: how many, by model and by source, the reliability table of
 * the risk each forecast was given against what followed, the calibration error of that table, and the features
 * whose learned rates stand out most.
 *
 * @param outcomes         outcomes reported
 * @param hallucinations   of which hallucinated
 * @param byModel          per model named in forecasts (at most {@link LearnerFields#MAX_MODELS})
 * @param bySource         per source of outcomes ({@link OutcomeSource}), every source listed: {@code user}
 *                         (feedback), {@code verify} and {@code refresh} (answers the gateway checked); a caller's
 *                         feedback that replaced an automatic outcome counts under {@code user} alone
 * @param calibration      {@link LearnerFields#BINS} equal-width bins of the risk given
 * @param calibrationError the outcomes-weighted mean of |mean risk − rate| over the bins; null without outcomes
 * @param features         the strongest learned features, strongest first
 */
public record Insight(
        long outcomes,
        long hallucinations,
        Map<String, Counts> byModel,
        Map<String, Counts> bySource,
        List<Bin> calibration,
        Double calibrationError,
        List<Feature> features) {

    /** Features listed at most. */
    static final int MAX_FEATURES = 20;

    /** Outcomes a feature needs before it is listed. */
    static final int MIN_FEATURE_OUTCOMES = 5;

    public Insight {
        byModel = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(byModel));
        bySource = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(bySource));
        calibration = List.copyOf(calibration);
        features = List.copyOf(features);
    }

    public record Counts(long outcomes, long hallucinations) {}

    /**
     * One bin of the reliability table.
     *
     * @param meanRisk the mean risk the bin's forecasts were given; null when it has none
     * @param rate     the share of them hallucinated; null when it has none
     */
    public record Bin(double from, double to, long count, Double meanRisk, Double rate) {}

    /** A feature's learned rate: {@code rate} of {@code count} outcomes hallucinated. */
    public record Feature(String name, double rate, long count) {}

    /** The insight of a tenant from its totals, its learner counters and every feature's counts. */
    public static Insight of(FeatureCounts total, LearnerStats stats, Map<String, FeatureCounts> featureCounts) {
        Map<String, Counts> byModel = new TreeMap<>();
        stats.models()
                .forEach((model, slot) -> byModel.put(
                        model,
                        new Counts(
                                stats.get(LearnerFields.model(slot, "n")), stats.get(LearnerFields.model(slot, "h")))));
        Map<String, Counts> bySource = new LinkedHashMap<>();
        for (OutcomeSource source : OutcomeSource.values()) {
            String name = source.wireName();
            bySource.put(
                    name,
                    new Counts(stats.get(LearnerFields.source(name, 'n')), stats.get(LearnerFields.source(name, 'h'))));
        }
        List<Bin> bins = new ArrayList<>(LearnerFields.BINS);
        long all = 0;
        double error = 0;
        for (int b = 0; b < LearnerFields.BINS; b++) {
            long n = stats.get(LearnerFields.reliability(0, b, 'n'));
            long h = stats.get(LearnerFields.reliability(0, b, 'h'));
            long r = stats.get(LearnerFields.reliability(0, b, 'r'));
            Double mean = n == 0 ? null : round(r / 10_000.0 / n);
            Double rate = n == 0 ? null : round((double) h / n);
            bins.add(new Bin(
                    round((double) b / LearnerFields.BINS), round((b + 1.0) / LearnerFields.BINS), n, mean, rate));
            if (n > 0) {
                all += n;
                error += n * Math.abs(r / 10_000.0 / n - (double) h / n);
            }
        }
        return new Insight(
                total.total(),
                total.hallucinated(),
                byModel,
                bySource,
                bins,
                all == 0 ? null : round(error / all),
                strongest(total, featureCounts));
    }

    /**
     * The features whose rate is farthest from the tenant's, in log-odds, after smoothing toward it with 4
     * pseudo-outcomes (as the outcome model weighs them), among those with at least
     * {@value #MIN_FEATURE_OUTCOMES} outcomes.
     */
    private static List<Feature> strongest(FeatureCounts total, Map<String, FeatureCounts> counts) {
        if (total.total() == 0) {
            return List.of();
        }
        double tenant = (total.hallucinated() + 1.0) / (total.total() + 2.0);
        record Scored(Feature feature, double strength) {}
        List<Scored> scored = new ArrayList<>();
        counts.forEach((name, c) -> {
            if (c.total() >= MIN_FEATURE_OUTCOMES) {
                double smoothed = (c.hallucinated() + 4 * tenant) / (c.total() + 4);
                double strength = Math.abs(Math.log(smoothed / (1 - smoothed)) - Math.log(tenant / (1 - tenant)));
                scored.add(new Scored(
                        new Feature(name, round((double) c.hallucinated() / c.total()), c.total()), strength));
            }
        });
        scored.sort(Comparator.comparingDouble(Scored::strength)
                .reversed()
                .thenComparing(s -> s.feature().name()));
        List<Feature> out = new ArrayList<>();
        for (int i = 0; i < Math.min(MAX_FEATURES, scored.size()); i++) {
            out.add(scored.get(i).feature());
        }
        return out;
    }

    private static double round(double v) {
        return Math.round(v * 10_000) / 10_000.0;
    }
}
