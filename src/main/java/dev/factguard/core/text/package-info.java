/**
 * Text primitives: the word-overlap kernel every reported overlap uses, and the term analyzer that reads
 * content words, anchors and vagueness once per text for all signals.
 */
package dev.factguard.core.text;
