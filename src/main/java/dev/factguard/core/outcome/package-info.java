/**
 * The outcome model: what the service has learned from real outcomes reported through {@code feedback}.
 * Each prompt is described by transparent features (words, word pairs, lead word, length, task cues,
 * anchors, volatility); each feature keeps additive counts (hallucinated, total) per tenant, so every
 * instance shares exact counts through one atomic write per feedback; the counts are combined into a
 * probability in log-odds space on top of a cue-based prior that holds before anything was learned.
 */
package dev.factguard.core.outcome;
