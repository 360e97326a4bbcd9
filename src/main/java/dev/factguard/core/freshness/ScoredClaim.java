package dev.factguard.core.freshness;

/**
 * One staleness-prone sentence of a text, scored.
 *
 * @param text           the sentence as written
 * @param category       why it can go stale (not null)
 * @param subject        what it is about; the only input to a refresh search (not blank)
 * @param value          the asserted value, null for a question or when it could not be separated
 * @param stalenessRisk  in [0, 1]
 * @param reason         a readable account of the score: cue, anchoring, age
 */
public record ScoredClaim(
        String text, ClaimCategory category, String subject, String value, double stalenessRisk, String reason) {
    public ScoredClaim {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("text must not be blank");
        }
        if (category == null) {
            throw new IllegalArgumentException("category must not be null");
        }
        if (!(stalenessRisk >= 0.0 && stalenessRisk <= 1.0)) {
            throw new IllegalArgumentException("stalenessRisk must be in [0, 1], was " + stalenessRisk);
        }
    }
}
