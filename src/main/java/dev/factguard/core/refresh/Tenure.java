package dev.factguard.core.refresh;

import java.time.LocalDate;
import java.util.List;
import java.util.Set;

/**
 * The time span evidence gives a value right after it: "Peters (2011–2018)", "Rivera (2018–present)",
 * "Dvorak 2024–", "chair since 2021", "(incumbent)", "from 2014 to 2020", "between 2015 and 2022". A span
 * that ended before the current year marks the value as past; an open one, or one that runs past now, as
 * current. Immutable.
 *
 * @param current true when the span is still running
 * @param date    when it ended (past) or started (current); null for a bare "incumbent"
 */
record Tenure(boolean current, LocalDate date) {

    private static final Set<String> DASHES = Set.of("–", "-", "—", "to", "until", "till", "through");
    private static final Set<String> OPEN = Set.of("present", "now", "today", "incumbent", "current", "date");
    /** How far after a value its span may be written ("Tomas Reyes, who ran X as chief executive between …"). */
    private static final int REACH = 14;

    /**
     * The span written after the value that ends at {@code from}, before {@code stop} (the next value) and
     * within its sentence; null when there is none.
     */
    static Tenure after(List<EvidenceTokens.Token> tokens, int from, int stop, LocalDate today) {
        int sentence = tokens.get(from - 1).sentence();
        int end = Math.min(Math.min(stop, tokens.size()), from + REACH);
        for (int k = from; k < end && tokens.get(k).sentence() == sentence; k++) {
            EvidenceTokens.Token t = tokens.get(k);
            String word = t.lower();
            if (word.equals("incumbent")) {
                return new Tenure(true, null);
            }
            if ((word.equals("since") || word.equals("from")) && k + 1 < tokens.size()) {
                Tenure since = since(tokens, k + 1, word.equals("from"), today);
                if (since != null) {
                    return since;
                }
            }
            int start = EvidenceDates.year(t, today);
            if (start > 0 && k + 1 < tokens.size()) {
                Tenure span = span(tokens, k, start, today);
                if (span != null) {
                    return span;
                }
            }
        }
        return null;
    }

    /** "since July 2024": current from then. "from 2014 to 2020" is a span, read by {@link #span}. */
    private static Tenure since(List<EvidenceTokens.Token> tokens, int k, boolean from, LocalDate today) {
        int limit = Math.min(tokens.size(), k + 4);
        for (int i = k; i < limit; i++) {
            int y = EvidenceDates.year(tokens.get(i), today);
            if (y > 0) {
                Tenure span = span(tokens, i, y, today);
                if (span != null) {
                    return span;
                }
                return from ? null : new Tenure(true, EvidenceDates.dateAt(tokens, i, y));
            }
            if (from && DASHES.contains(tokens.get(i).lower())) {
                return endOfDays(tokens, i + 1, today); // "from 17 March to 1 May 2025"
            }
            if (tokens.get(i).kind() == EvidenceTokens.Kind.WORD && EvidenceDates.month(tokens.get(i)) == 0) {
                return null;
            }
        }
        return null;
    }

    /**
     * The end of a span of days whose start gives no year ("from 17 March to 1 May 2025"): the year is written once,
     * at the end. Null when no year follows within a date's length.
     */
    private static Tenure endOfDays(List<EvidenceTokens.Token> tokens, int k, LocalDate today) {
        for (int i = k; i < Math.min(tokens.size(), k + 3); i++) {
            int y = EvidenceDates.year(tokens.get(i), today);
            if (y > 0) {
                return ended(EvidenceDates.dateAt(tokens, i, y), today);
            }
        }
        return null;
    }

    /** A span starting with the year at {@code k}: "2011–2018", "2018–present", "2024–", "2015 and 2022". */
    private static Tenure span(List<EvidenceTokens.Token> tokens, int k, int start, LocalDate today) {
        if (k + 1 >= tokens.size()) {
            return null; // the text ends on the year: "chief executive since 2014"
        }
        String joint = tokens.get(k + 1).lower();
        boolean between =
                joint.equals("and") && k > 0 && tokens.get(k - 1).lower().equals("between");
        if (!DASHES.contains(joint) && !between) {
            return null;
        }
        if (k + 2 >= tokens.size()
                || tokens.get(k + 2).sentence() != tokens.get(k).sentence()) {
            return joint.length() == 1 ? new Tenure(true, LocalDate.of(start, 1, 1)) : null; // "Dvorak 2024–"
        }
        EvidenceTokens.Token next = tokens.get(k + 2);
        if (OPEN.contains(next.lower())) {
            return new Tenure(true, LocalDate.of(start, 1, 1));
        }
        int endYear = EvidenceDates.year(next, today);
        if (endYear == 0) {
            int monthYear = k + 3 < tokens.size() && EvidenceDates.month(next) > 0
                    ? EvidenceDates.year(tokens.get(k + 3), today)
                    : 0;
            if (monthYear > 0) {
                return ended(EvidenceDates.dateAt(tokens, k + 3, monthYear), today);
            }
            // "2024–" followed by the next entry of a list ("· Rivera", "|"): still open.
            return joint.length() == 1 && next.kind() == EvidenceTokens.Kind.PUNCT
                    ? new Tenure(true, LocalDate.of(start, 1, 1))
                    : null;
        }
        return ended(LocalDate.of(endYear, 12, 31), today);
    }

    private static Tenure ended(LocalDate end, LocalDate today) {
        return end.getYear() > today.getYear()
                ? new Tenure(true, null)
                : new Tenure(false, end.isAfter(today) ? today : end);
    }
}
