package dev.factguard.core.freshness;

import dev.factguard.core.forecast.VolatilityScorer;

/**
 * The forecaster's volatility signal: how fast the fact a prompt asks for changes, read as the highest
 * staleness risk among the prompt's claims with no source date (a prompt is asked now, its answer comes
 * from training data of unknown age). Absent (null) when the prompt holds no time-dependent claim, so its
 * weight goes to the other signals. Thread-safe.
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
        // Timeless prompts get no volatility signal at all rather than a 0: a 0 with weight would pull every
        // other risk down, making near misses look safe merely because they are not about current events.
        // Most prompts are timeless: one pass over the prompt says so without reading it sentence by sentence.
        return TimeCues.possible(prompt) ? scorer.highestRisk(prompt) : null;
    }
}
