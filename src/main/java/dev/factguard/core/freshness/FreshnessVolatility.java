package dev.factguard.core.freshness;

import dev.factguard.core.forecast.VolatilityScorer;

/**
 * The forecaster's volatility signal: how fast the fact a prompt asks for changes, read as the highest
 * staleness risk among the prompt's claims with no source date (a prompt is asked now, its answer comes
 * from training data of unknown age). 0.0 when the prompt holds no time-dependent claim. Thread-safe.
 */
public final class FreshnessVolatility implements VolatilityScorer {

    private final FreshnessScorer scorer;

    public FreshnessVolatility(FreshnessScorer scorer) {
        if (scorer == null) {
            throw new IllegalArgumentException("scorer must not be null");
        }
        this.scorer = scorer;
    }

    @Override
    public Double score(String prompt) {
        return scorer.score(prompt, null, null).overallStalenessRisk();
    }
}
