package dev.factguard.core.refresh;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Dates written in evidence: "Mar 8, 2023", "1 March 2025", "July 2024", "2019", a snippet's leading
 * "Jun 2, 2019 — " or "Last updated: 14 May 2013." (the date of the page), "3 days ago", and a year in a
 * title ("Nigeria Population (2025)"). A month or a day left out reads as the first. Years outside 1900 to
 * ten years after now are not dates. Stateless.
 */
final class EvidenceDates {

    static final Map<String, Integer> MONTHS = Map.ofEntries(
            Map.entry("january", 1),
            Map.entry("jan", 1),
            Map.entry("february", 2),
            Map.entry("feb", 2),
            Map.entry("march", 3),
            Map.entry("mar", 3),
            Map.entry("april", 4),
            Map.entry("apr", 4),
            Map.entry("may", 5),
            Map.entry("june", 6),
            Map.entry("jun", 6),
            Map.entry("july", 7),
            Map.entry("jul", 7),
            Map.entry("august", 8),
            Map.entry("aug", 8),
            Map.entry("september", 9),
            Map.entry("sep", 9),
            Map.entry("sept", 9),
            Map.entry("october", 10),
            Map.entry("oct", 10),
            Map.entry("november", 11),
            Map.entry("nov", 11),
            Map.entry("december", 12),
            Map.entry("dec", 12));
    /** Words a page date may follow at the start of a snippet ("Last updated: …", "Published on …"). */
    private static final Set<String> LEAD_WORDS =
            Set.of("last", "updated", "published", "posted", "on", "modified", "date", "reviewed");

    /** The words that date a month and day without a year as still to come: "effective Jan. 1", "out October 3". */
    private static final Set<String> YEARLESS_EFFECTIVE = Set.of(
            "effective",
            "from",
            "starting",
            "beginning",
            "commencing",
            "out",
            "due",
            "arrives",
            "arriving",
            "launches",
            "launching",
            "scheduled",
            "planned",
            "slated");

    /**
     * Words after which a full date is when something takes effect: those above, and the ones a year makes safe
     * ("takes effect on 1 July 2026", "coming to stores in 2026"), which before a bare "January 20" are no promise.
     */
    private static final Set<String> EFFECTIVE = Stream.concat(
                    YEARLESS_EFFECTIVE.stream(), Stream.of("takes", "take", "taking", "effect", "coming", "to", "on"))
            .collect(Collectors.toUnmodifiableSet());

    private static final Map<String, Integer> AGO_UNITS = Map.of(
            "minute", 0, "minutes", 0, "hour", 0, "hours", 0, "day", 1, "days", 1, "week", 7, "weeks", 7, "month", 30,
            "months", 30);

    private EvidenceDates() {}

    /** The year a token stands for, or 0 when it is not one. */
    static int year(EvidenceTokens.Token t, LocalDate today) {
        if (t.kind() != EvidenceTokens.Kind.NUMBER || t.text().length() != 4) {
            return 0;
        }
        for (int k = 0; k < 4; k++) {
            if (!Character.isDigit(t.text().charAt(k))) {
                return 0;
            }
        }
        int y = Integer.parseInt(t.text());
        return y >= 1900 && y <= today.getYear() + 10 ? y : 0;
    }

    /** The date whose year is at {@code k}, with the month and day written before it when there are. */
    static LocalDate dateAt(List<EvidenceTokens.Token> tokens, int k, int year) {
        int month = 1;
        int day = 1;
        int before = k - 1;
        if (before >= 0 && tokens.get(before).text().equals(",")) {
            before--;
        }
        if (before >= 0 && dayNumber(tokens.get(before)) > 0 && before > 0 && month(tokens.get(before - 1)) > 0) {
            day = dayNumber(tokens.get(before)); // "Mar 8, 2023"
            month = month(tokens.get(before - 1));
        } else if (before >= 0 && month(tokens.get(before)) > 0) {
            month = month(tokens.get(before)); // "July 2024", "1 March 2025"
            if (before > 0 && dayNumber(tokens.get(before - 1)) > 0) {
                day = dayNumber(tokens.get(before - 1));
            }
        }
        try {
            return LocalDate.of(year, month, day);
        } catch (java.time.DateTimeException e) {
            return LocalDate.of(year, month, 1);
        }
    }

    /** True when {@code sentence} writes a date after {@code today}: "will be held … from 6 to 22 February 2026". */
    static boolean laterIn(List<EvidenceTokens.Token> tokens, int sentence, LocalDate today) {
        for (int k = 0; k < tokens.size(); k++) {
            int y = tokens.get(k).sentence() == sentence ? year(tokens.get(k), today) : 0;
            if (y > 0 && dateAt(tokens, k, y).isAfter(today)) {
                return true;
            }
        }
        return false;
    }

    /** The latest date written in {@code sentence} that is not after {@code today}; null when none is. */
    static LocalDate latestIn(List<EvidenceTokens.Token> tokens, int sentence, LocalDate today) {
        LocalDate latest = null;
        for (int k = 0; k < tokens.size(); k++) {
            if (tokens.get(k).sentence() != sentence) {
                continue;
            }
            int y = year(tokens.get(k), today);
            if (y > 0) {
                LocalDate d = dateAt(tokens, k, y);
                if (!d.isAfter(today) && (latest == null || d.isAfter(latest))) {
                    latest = d;
                }
            }
        }
        return latest;
    }

    /**
     * The page's own date as a snippet opens with it: "Jun 2, 2019 — …", "Last updated: 14 May 2013. …",
     * "3 days ago — …"; null when the snippet does not open with one.
     */
    static LocalDate leading(List<EvidenceTokens.Token> tokens, LocalDate today) {
        int k = 0;
        while (k < tokens.size()
                && (LEAD_WORDS.contains(tokens.get(k).lower())
                        || tokens.get(k).text().equals(":"))) {
            k++;
        }
        int limit = Math.min(tokens.size(), k + 5);
        for (int i = k; i < limit; i++) {
            EvidenceTokens.Token t = tokens.get(i);
            if (t.kind() == EvidenceTokens.Kind.NUMBER
                    && i + 2 < tokens.size()
                    && tokens.get(i + 2).lower().equals("ago")
                    && AGO_UNITS.containsKey(tokens.get(i + 1).lower())) {
                return today.minusDays((long) Integer.parseInt(t.text().replaceAll("\\D", "0"))
                        * AGO_UNITS.get(tokens.get(i + 1).lower()));
            }
            int y = year(t, today);
            if (y > 0) {
                boolean separated = i + 1 >= tokens.size() || tokens.get(i + 1).kind() == EvidenceTokens.Kind.PUNCT;
                LocalDate d = dateAt(tokens, i, y);
                return separated && !d.isAfter(today) ? d : null;
            }
            if (t.kind() == EvidenceTokens.Kind.WORD && month(t) == 0) {
                return null;
            }
        }
        return null;
    }

    /** The latest year in a title that is not after now ("Census 2024 results", "(2025)"), as a date. */
    static LocalDate inTitle(List<EvidenceTokens.Token> tokens, LocalDate today) {
        LocalDate latest = null;
        for (int k = 0; k < tokens.size(); k++) {
            int y = year(tokens.get(k), today);
            if (y > 0 && y <= today.getYear()) {
                LocalDate d = LocalDate.of(y, 1, 1);
                latest = latest == null || d.isAfter(latest) ? d : latest;
            }
        }
        return latest;
    }

    /**
     * True when the value spanning {@code start} to {@code end} takes effect after {@code today}: a later date follows
     * a word of taking effect ("effective February 1, 2026", "from 1 January 2026", "out October 3", "delayed to May
     * 26, 2026") in its sentence, or follows the value itself ("€13.90 in 2026", "Los Angeles for 2028"). A date
     * without its year ("effective Jan. 1") falls on or after {@code page} (or today). An end date ("runs until 2027",
     * "term ends in 2030") does not count.
     */
    static boolean takesEffectLater(
            List<EvidenceTokens.Token> tokens, int start, int end, LocalDate page, LocalDate today) {
        int sentence = tokens.get(start).sentence();
        for (int k = 0; k < tokens.size(); k++) {
            if (tokens.get(k).sentence() != sentence) {
                continue;
            }
            int y = year(tokens.get(k), today);
            LocalDate date = y > 0 ? dateAt(tokens, k, y) : page == null ? null : yearless(tokens, k, page, today);
            if (date == null || !date.isAfter(today)) {
                continue;
            }
            int lead = k - 1;
            while (lead >= 0 && lead > k - 5 && isDatePart(tokens.get(lead))) {
                lead--;
            }
            if (lead < 0) {
                continue;
            }
            String word = tokens.get(lead).lower();
            // Without its year a date is ambiguous ("took office on January 20"): only a word of taking effect dates
            // it.
            boolean effective = y > 0 ? EFFECTIVE.contains(word) : YEARLESS_EFFECTIVE.contains(word);
            if (effective || (y > 0 && lead == end - 1)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The date of a month and day written without a year that end at {@code k} ("Jan. 1", "October 3"), the first on
     * or after {@code from}; null when none ends there.
     */
    private static LocalDate yearless(List<EvidenceTokens.Token> tokens, int k, LocalDate from, LocalDate today) {
        boolean yearNext = k + 1 < tokens.size()
                && (year(tokens.get(k + 1), today) > 0
                        || (tokens.get(k + 1).text().equals(",")
                                && k + 2 < tokens.size()
                                && year(tokens.get(k + 2), today) > 0));
        int day = dayNumber(tokens.get(k));
        int m = k > 0 ? month(tokens.get(k - 1)) : 0;
        if (m == 0 && k > 1 && tokens.get(k - 1).text().equals(".")) {
            m = month(tokens.get(k - 2)); // "Jan. 1"
        }
        if (day == 0 || m == 0 || yearNext) {
            return null;
        }
        LocalDate date;
        try {
            date = LocalDate.of(from.getYear(), m, day);
        } catch (java.time.DateTimeException e) {
            return null;
        }
        return date.isBefore(from) ? date.plusYears(1) : date;
    }

    /** A month, a day number, a comma, a dot or "in"/"on"/"for" between a word of taking effect and its date. */
    private static boolean isDatePart(EvidenceTokens.Token t) {
        String w = t.lower();
        return month(t) > 0
                || dayNumber(t) > 0
                || w.equals(",")
                || w.equals(".")
                || w.equals("on")
                || w.equals("in")
                || w.equals("for");
    }

    static int month(EvidenceTokens.Token t) {
        return t.kind() == EvidenceTokens.Kind.WORD ? MONTHS.getOrDefault(t.lower(), 0) : 0;
    }

    private static int dayNumber(EvidenceTokens.Token t) {
        if (t.kind() != EvidenceTokens.Kind.NUMBER
                || t.text().length() > 2
                || !t.text().chars().allMatch(Character::isDigit)) {
            return 0;
        }
        int d = Integer.parseInt(t.text());
        return d >= 1 && d <= 31 ? d : 0;
    }
}
