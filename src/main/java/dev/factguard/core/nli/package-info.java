/** The natural-language-inference port used to decide whether evidence contradicts a claim. */
package dev.factguard.core.nli;
