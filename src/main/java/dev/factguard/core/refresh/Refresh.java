package dev.factguard.core.refresh;

import dev.factguard.core.freshness.ClaimCategory;
import java.util.List;

/**
 * The outcome of refreshing one claim.
 *
 * @param claim          the claim sentence
 * @param category       why it can go stale
 * @param subject        what it is about
 * @param value          the asserted value (not null: claims without one are not refreshed)
 * @param query          the search query, built from the subject only
 * @param verdict        what the evidence says (not null)
 * @param verdictSource  who said it (not null)
 * @param contradiction  the highest P(contradiction) over the evidence when NLI decided, else null
 * @param topicalOverlap best word overlap (Jaccard) of the claim with one piece of evidence, in [0, 1]
 * @param candidateValue the value the evidence attaches to the subject, when one was read; may be null
 * @param evidence       the search hits kept, best first (empty when none or the search failed)
 * @param error          why the verdict is degraded (provider failure, NLI failure), else null
 * @param provider       the search provider that answered (or failed)
 * @param explanation    for a lexical verdict, the statement that decided it: which result, dated how, naming
 *                       which value as current or former; else null
 */
public record Refresh(
        String claim,
        ClaimCategory category,
        String subject,
        String value,
        String query,
        Verdict verdict,
        VerdictSource verdictSource,
        Double contradiction,
        double topicalOverlap,
        String candidateValue,
        List<Evidence> evidence,
        String error,
        String provider,
        String explanation) {
    public Refresh {
        if (verdict == null || verdictSource == null) {
            throw new IllegalArgumentException("verdict and verdictSource must not be null");
        }
        evidence = List.copyOf(evidence);
    }
}
