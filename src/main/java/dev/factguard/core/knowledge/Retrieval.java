package dev.factguard.core.knowledge;

import java.util.List;

/**
 * Facts retrieved for a query, plus the tenant's fact count read in the same pass (so a forecast needs
 * one store round trip, and can tell "no facts match" from "no facts at all").
 */
public record Retrieval(List<FactMatch> matches, int factCount) {
    public Retrieval {
        matches = List.copyOf(matches);
    }

    /** The best score, 0 when nothing matched. */
    public double bestScore() {
        return matches.isEmpty() ? 0.0 : matches.get(0).score();
    }
}
