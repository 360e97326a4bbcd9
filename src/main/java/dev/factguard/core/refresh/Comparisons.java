package dev.factguard.core.refresh;

import java.util.List;
import java.util.Set;

/**
 * A page that names the subject only as the point of comparison speaks of something else: "Spotify's plan now costs
 * $11.99, a dollar more than Apple Music" gives Spotify's price, not Apple Music's. Stateless.
 */
final class Comparisons {

    private static final Set<String> COMPARING = Set.of("than", "unlike", "versus", "vs", "compared");
    /** How far before the subject's name a comparing word may stand: "more than the Apple Music plan". */
    private static final int REACH = 3;

    private Comparisons() {}

    /** True when every capitalised naming of the subject's entity in {@code parts} follows a comparing word. */
    static boolean onlyCompared(List<List<EvidenceTokens.Token>> parts, SubjectTerms subject) {
        boolean compared = false;
        for (List<EvidenceTokens.Token> tokens : parts) {
            for (int k = 0; k < tokens.size(); k++) {
                EvidenceTokens.Token t = tokens.get(k);
                if (!t.capitalised() || !subject.entities().contains(t.lower())) {
                    continue;
                }
                if (!afterComparing(tokens, k)) {
                    return false;
                }
                compared = true;
            }
        }
        return compared;
    }

    private static boolean afterComparing(List<EvidenceTokens.Token> tokens, int k) {
        for (int q = k - 1;
                q >= 0
                        && q >= k - REACH
                        && tokens.get(q).sentence() == tokens.get(k).sentence();
                q--) {
            if (COMPARING.contains(tokens.get(q).lower())) {
                return true;
            }
        }
        return false;
    }
}
