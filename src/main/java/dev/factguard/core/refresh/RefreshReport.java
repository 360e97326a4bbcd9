package dev.factguard.core.refresh;

import java.util.List;

/**
 * @param refreshes one entry per claim refreshed, in text order
 * @param checked   claims refreshed (searched)
 * @param skipped   claims found but not refreshed: below the staleness threshold, without an asserted value
 *                  (questions), or beyond {@code maxClaims}
 */
public record RefreshReport(List<Refresh> refreshes, int checked, int skipped) {
    public RefreshReport {
        refreshes = List.copyOf(refreshes);
    }
}
