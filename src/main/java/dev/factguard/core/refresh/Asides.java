package dev.factguard.core.refresh;

import java.util.List;
import java.util.Set;

/**
 * Old values named in passing, as the setting of a sentence about something else: a title "two years after" which
 * a team plays on, a record of a narrower kind than the claim's, a figure a page gives for an earlier year. Each
 * is the past or another thing, never the current holder of the claim's role. Stateless.
 */
final class Asides {

    /** Words that narrow a record to a kind the claim may not be: "a women-only world record", "a national record". */
    private static final Set<String> NARROWING = Set.of(
            "women-only",
            "men-only",
            "mixed",
            "national",
            "indoor",
            "junior",
            "youth",
            "area",
            "continental",
            "european",
            "asian",
            "african",
            "oceanian",
            "commonwealth",
            "olympic",
            "championship",
            "championships",
            "meet",
            "meeting",
            "course",
            "stadium",
            "season",
            "personal",
            "masters",
            "unofficial");

    private static final Set<String> RECORDS = Set.of("record", "records", "best");
    private static final Set<String> SPANS = Set.of("year", "years", "season", "seasons", "month", "months", "decade");

    private Asides() {}

    /**
     * True when the mention's sentence calls the record it tells of a narrower kind than the subject's: "won in
     * 2:15:50, a women-only world record" is not the women's world record; a subject that has the word keeps it.
     */
    static boolean narrowerRecord(List<EvidenceTokens.Token> tokens, Mention m, SubjectTerms subject) {
        if (!subject.record()) {
            return false;
        }
        for (int k = 1; k < tokens.size(); k++) {
            if (tokens.get(k).sentence() != m.sentence()
                    || !RECORDS.contains(tokens.get(k).lower())) {
                continue;
            }
            // The record's noun phrase: "a world indoor triple jump record" narrows it four words back.
            for (int q = k - 1; q >= Math.max(0, k - 4) && tokens.get(q).kind() == EvidenceTokens.Kind.WORD; q--) {
                String w = tokens.get(q).lower();
                if (NARROWING.contains(w)
                        && !subject.isHead(w)
                        && !subject.entities().contains(w)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Superlatives a mark is called by: "the fastest time", "the best throw", "the longest jump". */
    private static final Set<String> SUPERLATIVES =
            Set.of("fastest", "best", "longest", "highest", "farthest", "furthest", "quickest", "biggest");

    private static final Set<String> NUMBER_WORDS =
            Set.of("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "many", "several");

    /**
     * True when the mention's clause calls it the best only within a span of time: "the fastest time in the world for
     * six years", "the best mark since 2019", "the longest throw this season" — the best of a period, not the record.
     */
    static boolean boundedBest(List<EvidenceTokens.Token> tokens, Mention m, SubjectTerms subject) {
        if (!subject.record()) {
            return false;
        }
        boolean best = false;
        for (int k = 0; k + 1 < tokens.size(); k++) {
            EvidenceTokens.Token t = tokens.get(k);
            if (t.sentence() != m.sentence()) {
                continue;
            }
            best |= SUPERLATIVES.contains(t.lower());
            if (best && spanOfTime(tokens, k)) {
                return true;
            }
        }
        return false;
    }

    /** "for six years", "for 12 seasons", "since 2019", "this season": a span of time starting at {@code k}. */
    private static boolean spanOfTime(List<EvidenceTokens.Token> tokens, int k) {
        String w = tokens.get(k).lower();
        String next = tokens.get(k + 1).lower();
        if (w.equals("for") && k + 2 < tokens.size()) {
            boolean count = NUMBER_WORDS.contains(next) || tokens.get(k + 1).kind() == EvidenceTokens.Kind.NUMBER;
            return count && SPANS.contains(tokens.get(k + 2).lower());
        }
        if (w.equals("since")) {
            Quantity q = tokens.get(k + 1).kind() == EvidenceTokens.Kind.NUMBER ? Quantity.parse(next) : null;
            return q != null && q.kind() == Quantity.Kind.YEAR;
        }
        return w.equals("this") && (next.equals("year") || next.equals("season"));
    }

    /**
     * True when the mention is the setting of a later time: "Two years after Kellby's league title, the team opens
     * against …" speaks of a title that long ago, not of a holder now.
     */
    static boolean spanAfter(List<EvidenceTokens.Token> tokens, Mention m) {
        return m.start() >= 2
                && tokens.get(m.start() - 1).lower().equals("after")
                && SPANS.contains(tokens.get(m.start() - 2).lower());
    }

    /**
     * True when a figure is given in the past tense for a year before {@code today}'s: "It was €1,100 a month in
     * 2024", read in 2025, is the figure then, whatever followed.
     */
    static boolean earlierYearsFigure(Tense tense, java.time.LocalDate written, java.time.LocalDate today) {
        return (tense == Tense.PAST_EVENT || tense == Tense.PAST_STATE)
                && written != null
                && written.getYear() < today.getYear();
    }
}
