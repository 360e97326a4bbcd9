package dev.factguard.core.history;

/**
 * Result of recording one outcome.
 *
 * @param stats   the shape's counts after the call
 * @param counted false when the outcome was a repeat of an already counted feedback id
 */
public record Recorded(ShapeStats stats, boolean counted) {}
