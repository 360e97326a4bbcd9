package dev.factguard.core.forecast;

/**
 * Tunables of the forecaster.
 *
 * @param weights       signal weights
 * @param proceedBelow  risk below this ⇒ {@code proceed}
 * @param groundBelow   risk below this (and not below {@code proceedBelow}) ⇒ {@code ground}, else
 *                      {@code human_review}; must be ≥ proceedBelow
 * @param coveragePrior coverage assumed for a tenant without facts, in [0, 1]
 * @param outcomeGain    the outcome model's weight grows up to {@code (1 + outcomeGain) × weights.history}
 * @param outcomeHalfway outcomes at which that growth is half way, &gt; 0
 * @param candidates    how many facts to retrieve when measuring coverage, ≥ 1
 */
public record ForecastSettings(
        Weights weights,
        double proceedBelow,
        double groundBelow,
        double coveragePrior,
        double outcomeGain,
        double outcomeHalfway,
        int candidates) {

    public ForecastSettings {
        if (weights == null) {
            throw new IllegalArgumentException("weights must not be null");
        }
        if (!(outcomeGain >= 0) || !(outcomeHalfway > 0)) {
            throw new IllegalArgumentException("need outcomeGain >= 0 and outcomeHalfway > 0");
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

    /**
     * The documented defaults: 0 / 0.45 / 0.4 / 0, gain 3 at half way 200, thresholds 0.34 / 0.66. Ambiguity and
     * volatility weigh 0: on labelled outcomes each ranks hallucinated answers the wrong way on some kind of ask
     * (docs/forecast.md, "Cold"), and a prompt-only prior must not lean on a signal whose direction turns around.
     */
    public static ForecastSettings defaults() {
        return new ForecastSettings(new Weights(0, 0.45, 0.4, 0), 0.34, 0.66, 0.5, 3, 200, 5);
    }

    /** The outcome model's weight after {@code outcomes} reported outcomes: it grows with the evidence. */
    public double outcomeWeight(long outcomes) {
        return weights.history() * (1 + outcomeGain * outcomes / (outcomes + outcomeHalfway));
    }

    public Recommendation recommend(double risk) {
        return risk < proceedBelow
                ? Recommendation.PROCEED
                : risk < groundBelow ? Recommendation.GROUND : Recommendation.HUMAN_REVIEW;
    }
}
