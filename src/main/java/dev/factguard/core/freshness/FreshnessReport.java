package dev.factguard.core.freshness;

import java.util.List;

/**
 * The staleness-prone claims of a text, in text order.
 *
 * @param claims               the claims found (may be empty, never null)
 * @param overallStalenessRisk the highest claim risk, 0.0 when there is no claim
 */
public record FreshnessReport(List<ScoredClaim> claims, double overallStalenessRisk) {
    public FreshnessReport {
        claims = List.copyOf(claims);
    }

    static FreshnessReport of(List<ScoredClaim> claims) {
        double max = 0.0;
        for (ScoredClaim claim : claims) {
            max = Math.max(max, claim.stalenessRisk());
        }
        return new FreshnessReport(claims, max);
    }
}
