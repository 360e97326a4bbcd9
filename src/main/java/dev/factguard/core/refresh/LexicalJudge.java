package dev.factguard.core.refresh;

import dev.factguard.core.search.SearchResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;

/**
 * A verdict without a model, from all the evidence kept. It does not ask "does the value appear in the top
 * hit" — current coverage often names the former holder. Walking the hits best first, the first hit that
 * speaks decides (hits the provider dated are read newest first, in the places dated hits hold in its ranking:
 * a stale page ranked above a fresh one on the same subject must not outvote it):
 * <ul>
 *   <li>it attaches another value to the subject, or marks the claimed one as superseded ⇒
 *       {@code drift_suspected} (with that other value as {@code candidateValue});</li>
 *   <li>it attaches the claimed value to the subject ⇒ {@code supported}.</li>
 * </ul>
 * A hit that only mentions the value, in a sentence not about the subject, supports it when no later hit
 * speaks; evidence that says nothing either way is {@code drift_suspected} ("verify"). Never
 * {@code contradicted}: telling a contradiction from a topical near miss takes NLI. Stateless.
 */
final class LexicalJudge {

    private LexicalJudge() {}

    static Judgement judge(String subject, String value, List<SearchResult> ranked, int currentYear) {
        List<SearchResult> hits = recentFirst(ranked);
        SubjectTerms terms = SubjectTerms.of(subject);
        ClaimValue claimed = ClaimValue.of(value);
        String weakSupport = null;
        for (SearchResult hit : hits) {
            HitReading reading = EvidenceReader.read(hit, terms, claimed, currentYear);
            if (reading.candidate() != null && !reading.candidateMatches()) {
                return drift(reading.candidate());
            }
            if (reading.valueSuperseded()) {
                return drift(firstOtherCandidate(hits, terms, claimed, currentYear));
            }
            if (reading.candidate() != null) {
                return new Judgement(Verdict.SUPPORTED, VerdictSource.LEXICAL, null, reading.candidate(), null);
            }
            if (reading.valueMentioned() && weakSupport == null) {
                weakSupport = claimed.text();
            }
        }
        if (weakSupport != null) {
            return new Judgement(Verdict.SUPPORTED, VerdictSource.LEXICAL, null, null, null);
        }
        return drift(null);
    }

    /** The first value, other than the claimed one, that any hit attaches to the subject. */
    private static String firstOtherCandidate(List<SearchResult> hits, SubjectTerms terms, ClaimValue claimed,
            int currentYear) {
        for (SearchResult hit : hits) {
            HitReading reading = EvidenceReader.read(hit, terms, claimed, currentYear);
            if (reading.candidate() != null && !reading.candidateMatches()) {
                return reading.candidate();
            }
        }
        return null;
    }

    /** {@code hits} with the dated ones reordered newest first among themselves; undated hits keep their rank. */
    static List<SearchResult> recentFirst(List<SearchResult> hits) {
        // Stable sort: hits of the same date keep the provider's order.
        List<SearchResult> dated = hits.stream().filter(h -> h.publishedDate() != null)
                .sorted(Comparator.comparing(SearchResult::publishedDate).reversed()).toList();
        if (dated.size() < 2) {
            return hits;
        }
        Iterator<SearchResult> newest = dated.iterator();
        List<SearchResult> ordered = new ArrayList<>(hits.size());
        for (SearchResult hit : hits) {
            ordered.add(hit.publishedDate() == null ? hit : newest.next());
        }
        return ordered;
    }

    private static Judgement drift(String candidate) {
        return new Judgement(Verdict.DRIFT_SUSPECTED, VerdictSource.LEXICAL, null, candidate, null);
    }
}
