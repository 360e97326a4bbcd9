package dev.factguard.core.refresh;

/**
 * What one piece of evidence says about a claimed value.
 *
 * @param candidate         the value the evidence attaches to the subject (first unsuperseded value in a
 *                          sentence about the subject), or null
 * @param candidateMatches  true when that candidate is the claimed value
 * @param valueMentioned    the claimed value appears and is not marked superseded
 * @param valueSuperseded   the claimed value appears marked as former, replaced, previous …
 */
record HitReading(String candidate, boolean candidateMatches, boolean valueMentioned, boolean valueSuperseded) {}
