package dev.factguard.core.outcome;

/**
 * How the risk learner weighs what it has seen against what it assumes: pseudo-outcomes, not constants fitted to
 * any data set. Every strength says how many real outcomes weigh as much as the assumption they stand for.
 *
 * @param prior               the stated probability of a hallucinated answer before any outcome, in (0, 1); NaN
 *                            for the forecaster's blend of a prompt with nothing to say (then a cold risk is the
 *                            signals' blend itself: 0.3506 with the default weights)
 * @param priorStrength       pseudo-outcomes of {@code prior} in a tenant's rate, &gt; 0
 * @param modelStrength       pseudo-outcomes of the tenant's rate in one model's rate, &gt; 0
 * @param stackStrength       pseudo-outcomes of the default combination (each component at face value) in the
 *                            fitted one, &gt; 0; with n stacked
 *                            outcomes the stacker's discriminant is trusted {@code n / (n + stackStrength)}
 * @param embeddingStrength   outcomes at which the sentence-vector direction is trusted half way, &gt; 0
 * @param calibrationStrength pseudo-outcomes per calibration bin that keep the stacked probability as it is, &gt; 0
 * @param calibrationFrom     outcomes a learner is fitted on before its forecasts count toward calibration, ≥ 0:
 *                            earlier ones were made while the tenant's rate and the stacker still moved, and a bin
 *                            of them would correct forecasts that no longer need it
 */
public record LearnerSettings(
        double prior,
        double priorStrength,
        double modelStrength,
        double stackStrength,
        double embeddingStrength,
        double calibrationStrength,
        long calibrationFrom) {

    public LearnerSettings {
        if (!Double.isNaN(prior) && !(prior > 0 && prior < 1)) {
            throw new IllegalArgumentException("prior must be in (0, 1), was " + prior);
        }
        if (!(priorStrength > 0)
                || !(modelStrength > 0)
                || !(stackStrength > 0)
                || !(embeddingStrength > 0)
                || !(calibrationStrength > 0)) {
            throw new IllegalArgumentException("every strength must be > 0");
        }
        if (calibrationFrom < 0) {
            throw new IllegalArgumentException("calibrationFrom must be >= 0, was " + calibrationFrom);
        }
    }

    /** These settings with {@code prior} stated. */
    public LearnerSettings withPrior(double prior) {
        return new LearnerSettings(
                prior,
                priorStrength,
                modelStrength,
                stackStrength,
                embeddingStrength,
                calibrationStrength,
                calibrationFrom);
    }

    /**
     * The documented defaults: the prior of the forecaster's blend (4 pseudo-outcomes), model 20, stack 50, embedding
     * 50, calibration 20 from 50 outcomes on. The rates of the public sets measured here lie between 0.18 and 0.75.
     */
    public static LearnerSettings defaults() {
        return new LearnerSettings(Double.NaN, 4, 20, 50, 50, 20, 50);
    }
}
