/**
 * Refreshing stale claims against the live web: each claim whose staleness risk clears the threshold is
 * searched by its subject only (never its asserted value, so results are not steered towards the claim),
 * the evidence is kept, and a verdict is drawn — by an NLI model when one is configured, otherwise
 * lexically from what the evidence attaches to the subject and whether it marks the claimed value as
 * superseded. The evidence is the reliable output; a lexical {@code drift_suspected} means "verify".
 */
package dev.factguard.core.refresh;
