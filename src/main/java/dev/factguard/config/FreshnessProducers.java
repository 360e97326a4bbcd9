package dev.factguard.config;

import dev.factguard.core.forecast.VolatilityScorer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** Wires the freshness scorer into the forecaster as its volatility signal. */
@ApplicationScoped
public class FreshnessProducers {

    @Produces
    @Singleton
    VolatilityScorer volatilityScorer() {
        return VolatilityScorer.NONE;
    }
}
