package dev.factguard.quality;

import dev.factguard.core.forecast.ForecastSettings;
import dev.factguard.core.forecast.VolatilityScorer;

/** The forecaster configuration the quality runs use: the service's documented defaults. */
final class QualityWiring {

    private QualityWiring() {}

    static ForecastSettings settings() {
        return ForecastSettings.defaults();
    }

    static VolatilityScorer volatility() {
        return VolatilityScorer.NONE;
    }
}
