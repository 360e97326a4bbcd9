package dev.factguard.core.refresh;

import java.util.List;
import java.util.Set;

/**
 * Release tracks: a product that ships a long-term support line beside a faster one ("MySQL 9.3.0, the latest
 * Innovation release, … alongside MySQL 8.4.5 LTS") has two latest versions, one per track. A version labelled with
 * another track than the claim's is no rival for it. Stateless.
 */
final class Tracks {

    /** Words of a long-lived track, in a subject or after a version. */
    private static final Set<String> LONG_TERM = Set.of("lts", "long-term", "esr", "extended");
    /** Words of a shorter-lived track: feature, innovation and current lines, previews. */
    private static final Set<String> SHORT_TERM = Set.of(
            "innovation", "feature", "sts", "short-term", "non-lts", "current", "rapid", "preview", "development");
    /** How far after a version its label may stand: "X 9.3, the latest Innovation release". */
    private static final int REACH = 6;

    private Tracks() {}

    /**
     * The versions a hit labels with a shorter track than the subject's long-term one, in any of its parts: the title's
     * "X 14 Innovation release" speaks for the snippet's "X 14" too.
     */
    static Set<String> labelledOther(List<List<EvidenceTokens.Token>> parts, SubjectTerms subject) {
        // "LTS" in a subject is an acronym among its names; "long-term" one of its heads.
        if (LONG_TERM.stream()
                .noneMatch(w -> subject.isHead(w) || subject.entities().contains(w))) {
            return Set.of(); // most subjects ask for no track: no second pass over the hit
        }
        Set<String> out = new java.util.HashSet<>();
        for (List<EvidenceTokens.Token> tokens : parts) {
            for (Mention m : Mentions.find(tokens)) {
                Versions.Named named = Versions.of(m);
                if (named != null && otherTrack(tokens, m)) {
                    out.add(named.version());
                }
            }
        }
        return out;
    }

    /** True when the mention is labelled with a shorter track than a long-term one. */
    private static boolean otherTrack(List<EvidenceTokens.Token> tokens, Mention m) {
        for (int k = m.end();
                k < tokens.size() && k < m.end() + REACH && tokens.get(k).sentence() == m.sentence();
                k++) {
            String w = tokens.get(k).lower();
            if (LONG_TERM.contains(w) || tokens.get(k).kind() == EvidenceTokens.Kind.NUMBER) {
                return false; // its own label says long-term, or the next version's label starts
            }
            if (SHORT_TERM.contains(w)) {
                return true;
            }
        }
        return false;
    }
}
