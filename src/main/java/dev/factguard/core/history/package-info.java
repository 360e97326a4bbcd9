/**
 * Online-learned hallucination rates per prompt shape: the {@code PatternHistory} port, the shape of a
 * prompt, and the Beta-prior smoothing that keeps one observation from swinging a shape to 0 or 1.
 */
package dev.factguard.core.history;
