package dev.factguard.core.forecast;

/**
 * Where risk turns into a recommendation, for the whole service or for one tenant.
 *
 * @param proceedBelow risk below this ⇒ {@code proceed} (unless the prompt asks about the tenant's own subject and no
 *                     fact answers it), in [0, 1]
 * @param groundBelow  risk below this ⇒ {@code ground} when the facts or the request's context can answer the
 *                     prompt; at or above it, {@code human_review} even then; in [proceedBelow, 1]
 */
public record Thresholds(double proceedBelow, double groundBelow) {

    public Thresholds {
        if (!(proceedBelow >= 0 && proceedBelow <= groundBelow && groundBelow <= 1)) {
            throw new IllegalArgumentException("need 0 <= proceedBelow <= groundBelow <= 1, was proceedBelow "
                    + proceedBelow + ", groundBelow " + groundBelow);
        }
    }

    /** The band a risk falls in, with nothing else known: below proceedBelow, below groundBelow, or above. */
    public Recommendation band(double risk) {
        return risk < proceedBelow
                ? Recommendation.PROCEED
                : risk < groundBelow ? Recommendation.GROUND : Recommendation.HUMAN_REVIEW;
    }

    /** The service-wide thresholds of these settings. */
    public static Thresholds of(ForecastSettings settings) {
        return new Thresholds(settings.proceedBelow(), settings.groundBelow());
    }
}
