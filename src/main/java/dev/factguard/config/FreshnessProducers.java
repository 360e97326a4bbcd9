package dev.factguard.config;

import dev.factguard.core.forecast.VolatilityScorer;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.freshness.FreshnessVolatility;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;

/** The freshness scorer, and its use as the forecaster's volatility signal. */
@ApplicationScoped
public class FreshnessProducers {

    @Produces
    @Singleton
    FreshnessScorer freshnessScorer(Clock clock) {
        return new FreshnessScorer(clock);
    }

    /** Its weight is {@code factguard.forecast.weights.volatility}; at 0 the signal is reported but not counted. */
    @Produces
    @Singleton
    VolatilityScorer volatilityScorer(FreshnessScorer scorer) {
        return new FreshnessVolatility(scorer);
    }
}
