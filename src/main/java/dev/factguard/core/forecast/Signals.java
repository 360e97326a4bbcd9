package dev.factguard.core.forecast;

/**
 * The forecaster's inputs, each in [0, 1]; null means absent (its weight is redistributed).
 *
 * @param ambiguity      how under-specified the prompt is (1 = nothing concrete asked)
 * @param kbCoverage     how well the tenant's facts cover the prompt (1 = fully); null without facts
 * @param patternHistory the outcome model's probability: task-cue prior, refined by the tenant's outcomes
 * @param volatility     how fast the asked-for fact changes; null when the scorer is not configured
 */
public record Signals(Double ambiguity, Double kbCoverage, Double patternHistory, Double volatility) {}
