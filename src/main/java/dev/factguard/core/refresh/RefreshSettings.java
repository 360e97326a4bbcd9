package dev.factguard.core.refresh;

/**
 * @param stalenessThreshold claims with a staleness risk at or above this are refreshed, in [0, 1]
 * @param maxClaims          default and upper bound of claims refreshed per call, at least 1
 * @param maxResults         search results kept per claim, at least 1
 * @param nliThreshold       P(contradiction) at or above this makes an NLI verdict {@code contradicted}, in [0, 1]
 */
public record RefreshSettings(double stalenessThreshold, int maxClaims, int maxResults, double nliThreshold) {
    public RefreshSettings {
        if (!(stalenessThreshold >= 0.0 && stalenessThreshold <= 1.0)) {
            throw new IllegalArgumentException("stalenessThreshold must be in [0, 1], was " + stalenessThreshold);
        }
        if (maxClaims < 1) {
            throw new IllegalArgumentException("maxClaims must be at least 1, was " + maxClaims);
        }
        if (maxResults < 1) {
            throw new IllegalArgumentException("maxResults must be at least 1, was " + maxResults);
        }
        if (!(nliThreshold >= 0.0 && nliThreshold <= 1.0)) {
            throw new IllegalArgumentException("nliThreshold must be in [0, 1], was " + nliThreshold);
        }
    }

    /** The service defaults: threshold 0.5, 5 claims, 3 results, NLI threshold 0.5. */
    public static RefreshSettings defaults() {
        return new RefreshSettings(0.5, 5, 3, 0.5);
    }
}
