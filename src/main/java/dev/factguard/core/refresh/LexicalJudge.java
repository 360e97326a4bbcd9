package dev.factguard.core.refresh;

import dev.factguard.core.freshness.ClaimCategory;
import dev.factguard.core.refresh.Statement.Stance;
import dev.factguard.core.search.SearchResult;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

/**
 * A verdict without a model, from every statement the evidence makes about the subject, read the way a
 * careful person does — the latest word wins, not the first hit:
 * <ol>
 *   <li>Dated statements speak first, latest first: one naming another value as current ⇒
 *       {@code drift_suspected} with it as {@code candidateValue}; one naming the claimed value as current ⇒
 *       {@code supported}; one marking the claimed value as former ⇒ {@code drift_suspected}. On the same date
 *       an ending outranks a tenure (it is the later news).</li>
 *   <li>Then an undated ending of the claimed value ("replacing X", "X (2011–2018)"): it is news about a tenure
 *       that other pages still describe.</li>
 *   <li>Then undated current statements, best-ranked result first, the firmest role position within it.</li>
 *   <li>Short of those: an announced successor ⇒ {@code drift_suspected}; the claimed value only in the past
 *       tense ⇒ {@code drift_suspected}; the claimed value merely mentioned ⇒ {@code supported}; nothing ⇒
 *       {@code drift_suspected} ("verify").</li>
 * </ol>
 * Announcements ("X would replace Y") never decide over a done statement. Never {@code contradicted}: telling
 * a contradiction from a topical near miss takes NLI. The judgement says which statement decided. Stateless.
 */
final class LexicalJudge {

    private static final Comparator<Statement> BY_RANK = Comparator.comparingInt(Statement::result)
            .thenComparing(Statement::inTitle)
            .thenComparing(Comparator.comparingInt(Statement::score).reversed())
            .thenComparingInt(Statement::position);
    /**
     * Two values current in one sentence are one holder under two names ("Robert Prevost … took the name Leo XIV",
     * "X, formerly Twitter"): the claimed one speaks for it.
     */
    private static final Comparator<Statement> SAME_SENTENCE_CLAIMED_FIRST =
            (a, b) -> a.result() == b.result() && a.inTitle() == b.inTitle() && a.sentence() == b.sentence()
                    ? Boolean.compare(b.claimed(), a.claimed())
                    : 0;

    private static final Comparator<Statement> LATEST_FIRST = Comparator.comparing(
                    Statement::asOf, Comparator.reverseOrder())
            .thenComparing(s -> s.stance() != Stance.ENDED)
            .thenComparing(SAME_SENTENCE_CLAIMED_FIRST)
            .thenComparing(BY_RANK);

    /** Categories whose values are holders, never releases: a number in one is part of its name. */
    private static final java.util.Set<ClaimCategory> NAMED_HOLDERS =
            java.util.EnumSet.of(ClaimCategory.POSITION, ClaimCategory.CHAMPION, ClaimCategory.RECORD);

    private LexicalJudge() {}

    static Judgement judge(String subject, String value, List<SearchResult> ranked, LocalDate today) {
        return judge(subject, value, null, ranked, today);
    }

    /** @param category the claim's category, or null */
    static Judgement judge(
            String subject, String value, ClaimCategory category, List<SearchResult> ranked, LocalDate today) {
        ClaimValue claimed = ClaimValue.of(
                value,
                category == ClaimCategory.VERSION ? SubjectTerms.of(subject).product() : null);
        if (claimed.kind() == ClaimValue.Kind.VERSION && NAMED_HOLDERS.contains(category)) {
            // "The highest-grossing animated film is Inside Out 2": a holder with a number in its name, not a release.
            claimed = ClaimValue.name(value);
        }
        // "The latest Linux kernel is Linux 6.16": a version whatever word the claim used for it.
        SubjectTerms terms =
                SubjectTerms.of(subject, claimed.kind() == ClaimValue.Kind.VERSION ? ClaimCategory.VERSION : category);
        List<Statement> read = new ArrayList<>();
        for (int r = 0; r < ranked.size(); r++) {
            read.addAll(EvidenceReader.read(ranked.get(r), r, terms, claimed, today));
        }
        List<Statement> all = withoutStaleLabels(read);
        if (claimed.kind() == ClaimValue.Kind.VERSION) {
            Judgement shipped = Versions.judge(all, claimed);
            if (shipped != null) {
                return shipped;
            }
        }
        Predicate<Statement> deciding =
                s -> s.stance() == Stance.CURRENT || (s.claimed() && s.stance() == Stance.ENDED);
        Statement decided = first(all, s -> s.asOf() != null && deciding.test(s), LATEST_FIRST);
        if (decided == null) {
            decided = first(all, s -> s.claimed() && s.stance() == Stance.ENDED, BY_RANK);
        }
        if (decided == null) {
            decided = first(all, s -> s.stance() == Stance.CURRENT, BY_RANK);
        }
        if (decided != null) {
            if (decided.stance() == Stance.CURRENT && decided.claimed()) {
                return new Judgement(
                        Verdict.SUPPORTED, VerdictSource.LEXICAL, null, decided.value(), null, decided.explain());
            }
            String candidate = decided.claimed() ? otherCurrent(all) : decided.value();
            return drift(candidate, decided.explain());
        }
        Statement announced = first(all, s -> !s.claimed() && s.stance() == Stance.FUTURE, BY_RANK);
        // A successor named for an office ends a tenure; a version still in draft or preview replaces nothing yet.
        if (announced != null && claimed.kind() != ClaimValue.Kind.VERSION) {
            return drift(announced.value(), announced.explain());
        }
        Statement past = first(all, s -> s.claimed() && s.stance() == Stance.PAST, BY_RANK);
        if (past != null) {
            return drift(null, past.explain());
        }
        Statement mention = first(all, s -> s.claimed() && s.stance() == Stance.MENTION, BY_RANK);
        if (mention != null) {
            return new Judgement(Verdict.SUPPORTED, VerdictSource.LEXICAL, null, null, null, mention.explain());
        }
        return drift(null, "no result states a value for the subject");
    }

    /**
     * The statements, less the labels of values another statement ends: a page that still calls someone "the CEO"
     * in passing ("Steve Ballmer, Microsoft's longtime chief executive, …") does not undo "succeeding Steve Ballmer".
     * Only statements about the role itself can say a holder came back. The other values' endings are dropped too:
     * they have done their work.
     */
    private static List<Statement> withoutStaleLabels(List<Statement> read) {
        List<String> ended = new ArrayList<>();
        for (Statement s : read) {
            if (s.stance() == Stance.ENDED) {
                ended.add(s.value());
            }
        }
        List<Statement> kept = new ArrayList<>(read.size());
        for (Statement s : read) {
            if (!s.claimed() && s.stance() == Stance.ENDED) {
                continue;
            }
            if (s.label() && ended.stream().anyMatch(e -> ClaimValue.sameName(e, s.value()))) {
                continue;
            }
            kept.add(s);
        }
        return kept;
    }

    /** The value the latest statement names as current, other than the claimed one. */
    private static String otherCurrent(List<Statement> all) {
        Predicate<Statement> other = s -> !s.claimed() && s.stance() == Stance.CURRENT;
        Statement dated = first(all, s -> s.asOf() != null && other.test(s), LATEST_FIRST);
        Statement found = dated != null ? dated : first(all, other, BY_RANK);
        return found == null ? null : found.value();
    }

    private static Statement first(List<Statement> all, Predicate<Statement> which, Comparator<Statement> order) {
        Statement best = null;
        for (Statement s : all) {
            if (which.test(s) && (best == null || order.compare(s, best) < 0)) {
                best = s;
            }
        }
        return best;
    }

    private static Judgement drift(String candidate, String explanation) {
        return new Judgement(Verdict.DRIFT_SUSPECTED, VerdictSource.LEXICAL, null, candidate, null, explanation);
    }
}
