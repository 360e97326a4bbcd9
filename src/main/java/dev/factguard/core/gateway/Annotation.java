package dev.factguard.core.gateway;

import dev.factguard.core.freshness.FreshnessReport;
import dev.factguard.core.refresh.RefreshReport;

/**
 * What the gateway found in an answer.
 *
 * @param freshness    the answer's staleness-prone claims; null when the refresh mode is {@code off}
 * @param staleClaims  claims at or above the refresh threshold (0 when {@code freshness} is null)
 * @param refreshes    the web refresh of the stale claims; null unless the mode is {@code verify} and it finished
 * @param refreshError why a {@code verify} refresh is missing (over its time budget, failed); else null
 */
public record Annotation(FreshnessReport freshness, int staleClaims, RefreshReport refreshes, String refreshError) {

    public static final Annotation NONE = new Annotation(null, 0, null, null);
}
