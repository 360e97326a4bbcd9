package dev.factguard.core.refresh;

import java.time.Duration;

/**
 * @param stalenessThreshold claims with a staleness risk at or above this are refreshed, in [0, 1]
 * @param maxClaims          default and upper bound of claims refreshed per call, at least 1
 * @param maxResults         search results kept per claim, at least 1
 * @param nliThreshold       P(contradiction) at or above this makes an NLI verdict {@code contradicted}, in [0, 1]
 * @param deadline           how long one refresh call may take in all; claims not checked by then are answered
 *                           {@code unverified} with reason {@code deadline}. Positive
 * @param parallelism        claims of one call checked at the same time, at least 1 (each provider's rate limit
 *                           and back-off still apply to every search)
 */
public record RefreshSettings(
        double stalenessThreshold,
        int maxClaims,
        int maxResults,
        double nliThreshold,
        Duration deadline,
        int parallelism) {

    /** Below API Gateway's 30 s cap on an HTTP API integration, with room for the response. */
    public static final Duration DEFAULT_DEADLINE = Duration.ofSeconds(25);

    public static final int DEFAULT_PARALLELISM = 3;

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
        if (deadline == null || deadline.isNegative() || deadline.isZero()) {
            throw new IllegalArgumentException("deadline must be positive, was " + deadline);
        }
        if (parallelism < 1) {
            throw new IllegalArgumentException("parallelism must be at least 1, was " + parallelism);
        }
    }

    /** With the default deadline (25 s) and parallelism (3). */
    public RefreshSettings(double stalenessThreshold, int maxClaims, int maxResults, double nliThreshold) {
        this(stalenessThreshold, maxClaims, maxResults, nliThreshold, DEFAULT_DEADLINE, DEFAULT_PARALLELISM);
    }

    /** The service defaults: threshold 0.5, 5 claims, 3 results, NLI threshold 0.5, 25 s deadline, 3 at a time. */
    public static RefreshSettings defaults() {
        return new RefreshSettings(0.5, 5, 3, 0.5);
    }

    /** These settings with another deadline. */
    public RefreshSettings withDeadline(Duration newDeadline) {
        return new RefreshSettings(stalenessThreshold, maxClaims, maxResults, nliThreshold, newDeadline, parallelism);
    }
}
