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
            for (int q = Math.max(0, k - 2); q < k; q++) {
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
