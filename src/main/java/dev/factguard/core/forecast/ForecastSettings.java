package dev.factguard.core.forecast;

import dev.factguard.core.history.HistorySmoothing;

/**
 * Tunables of the forecaster.
 *
 * @param weights       signal weights
 * @param proceedBelow  risk below this ⇒ {@code proceed}
 * @param groundBelow   risk below this (and not below {@code proceedBelow}) ⇒ {@code ground}, else
 *                      {@code human_review}; must be ≥ proceedBelow
 * @param coveragePrior coverage assumed for a tenant without facts, in [0, 1]
 * @param smoothing     Beta prior for the history rate
 * @param candidates    how many facts to retrieve when measuring coverage, ≥ 1
 */
public record ForecastSettings(
        Weights weights,
        double proceedBelow,
        double groundBelow,
        double coveragePrior,
        HistorySmoothing smoothing,
        int candidates) {

    public ForecastSettings {
        if (weights == null || smoothing == null) {
            throw new IllegalArgumentException("weights and smoothing must not be null");
        }
        if (!(proceedBelow >= 0 && proceedBelow <= groundBelow && groundBelow <= 1)) {
            throw new IllegalArgumentException(
                    "need 0 <= proceedBelow <= groundBelow <= 1, was " + proceedBelow + ", " + groundBelow);
        }
        if (!(coveragePrior >= 0 && coveragePrior <= 1)) {
            throw new IllegalArgumentException("coveragePrior must be in [0, 1], was " + coveragePrior);
        }
        if (candidates < 1) {
            throw new IllegalArgumentException("candidates must be >= 1, was " + candidates);
        }
    }

    /** The documented defaults: 0.4 / 0.45 / 0.15 / 0.15, thresholds 0.34 / 0.66, prior 0.5. */
    public static ForecastSettings defaults() {
        return new ForecastSettings(new Weights(0.4, 0.45, 0.15, 0.15), 0.34, 0.66, 0.5,
                new HistorySmoothing(0.3, 4), 5);
    }

    public Recommendation recommend(double risk) {
        return risk < proceedBelow ? Recommendation.PROCEED
                : risk < groundBelow ? Recommendation.GROUND : Recommendation.HUMAN_REVIEW;
    }
}
