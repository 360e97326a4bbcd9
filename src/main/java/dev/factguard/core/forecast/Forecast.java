package dev.factguard.core.forecast;

import dev.factguard.core.Frozen;
import java.util.List;
import java.util.Map;

/**
 * A forecast for one prompt.
 *
 * @param risk           convex combination of the present signals, in [0, 1]
 * @param recommendation the band the risk falls in
 * @param rationale      human-readable reasons, most important first
 * @param signals        the signal values (null = absent)
 * @param weights        effective weights after renormalisation (absent signals have 0)
 * @param shape          the prompt's history shape
 * @param forecastId     id to quote in feedback: signed for the tenant, its features remembered for a while
 * @param degraded       backends that failed and were replaced by fallbacks (e.g. "redis"); empty if none
 * @param outcomes       how many of the tenant's reported outcomes back the learned signal
 * @param priorsOnly     true while nothing was learned: the forecast rests on priors only
 */
public record Forecast(
        double risk,
        Recommendation recommendation,
        List<String> rationale,
        Signals signals,
        Map<String, Double> weights,
        String shape,
        String forecastId,
        List<String> degraded,
        long outcomes,
        boolean priorsOnly) {

    public Forecast {
        rationale = Frozen.copyOf(rationale);
        // The forecaster's own weights are read-only already; any other map is copied as before.
        weights = weights instanceof EffectiveWeights
                ? weights
                : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(weights));
        degraded = Frozen.copyOf(degraded);
    }
}
