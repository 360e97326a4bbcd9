/**
 * The coarse shape of a prompt ({@code lead word | length | anchoring}), kept as one feature of the outcome model
 * (see {@code dev.factguard.core.outcome}) and reported with every forecast.
 */
package dev.factguard.core.history;
