/**
 * The before-generation forecaster: transparent signals combined as a convex risk, a recommendation band
 * and a rationale; plus feedback recording that teaches it.
 */
package dev.factguard.core.forecast;
