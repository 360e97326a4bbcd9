package dev.factguard.core.verify;

import dev.factguard.core.text.CalendarWords;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Days of the week: single days and plurals ("Sundays"), abbreviations ("Mon–Sat"), ranges ("Monday to
 * Saturday"), lists ("Monday, Wednesday and Friday"), "weekdays", "weekends", and all days ("every day", "daily",
 * "seven days a week"). A set is closed when "closed" or "shut" is said of it, or a negation ("not open on Sundays",
 * "does not ship on weekends"): that negation is then spent (it is no negation of the statement). Marks the tokens it reads as consumed. Stateless.
 */
final class Weekdays {

    /** Day names and their plurals ("sundays"), 0 = Monday. */
    private static final Map<String, Integer> DAYS = days(false);
    /** "Mon", "Tue", "Tues", "Thu", "Thur", "Thurs", …; counted only among days (see {@link #abbreviatedDay}). */
    private static final Map<String, Integer> ABBREVIATIONS = days(true);

    private static Map<String, Integer> days(boolean abbreviated) {
        Map<String, Integer> days = new HashMap<>();
        for (int d = 0; d < CalendarWords.WEEKDAYS.size(); d++) {
            String day = CalendarWords.WEEKDAYS.get(d);
            if (abbreviated) {
                days.put(day.substring(0, 3), d);
            } else {
                days.put(day, d);
                days.put(day + "s", d);
            }
        }
        if (abbreviated) {
            days.putAll(Map.of("tues", 1, "thur", 3, "thurs", 3));
        }
        return Map.copyOf(days);
    }

    private static final Set<String> RANGE = Set.of("to", "-", "–", "—", "through", "thru", "till", "until");
    private static final Set<String> LIST = Set.of(",", "and", "or", "&");
    private static final Set<String> CLOSED = Set.of("closed", "shut");

    private Weekdays() {}

    /** @param negations indexes of negation words; a "not … open" spent on a closed set is removed from it */
    static List<DaySet> read(String text, List<Word> words, boolean[] consumed, List<Integer> negations) {
        List<DaySet> sets = new ArrayList<>();
        int previousEnd = 0;
        int i = 0;
        while (i < words.size()) {
            int every = everyDay(words, i);
            int day = every > i ? -1 : day(words, i);
            if (every == i && day < 0) {
                i++;
                continue;
            }
            int start = i;
            int mask;
            int end;
            if (every > i) {
                mask = DaySet.ALL;
                end = every;
            } else {
                mask = 0;
                end = i;
                int last = -1;
                while (end < words.size() && day(words, end) >= 0) {
                    int d = day(words, end);
                    int next = skipDot(words, end + 1);
                    if (last >= 0
                            && end > 0
                            && RANGE.contains(words.get(end - 1).lower())) {
                        mask |= span(last, d);
                    } else {
                        mask |= group(words.get(end).lower(), d);
                    }
                    last = d;
                    end = next;
                    if (end + 1 < words.size()
                            && (RANGE.contains(words.get(end).lower())
                                    || LIST.contains(words.get(end).lower()))
                            && day(words, end + 1) >= 0) {
                        end++;
                    } else if (end + 2 < words.size()
                            && words.get(end).is(",")
                            && words.get(end + 1).is("and")
                            && day(words, end + 2) >= 0) {
                        end += 2;
                    }
                }
            }
            boolean closed = closed(words, previousEnd, start, end, negations);
            for (int k = start; k < end; k++) {
                consumed[k] = true;
            }
            sets.add(new DaySet(mask, closed, every > i, DateReader.span(text, words, start, end)));
            previousEnd = end;
            i = end;
        }
        return sets;
    }

    /** The weekday at {@code i} (0 = Monday), or -1; also 7 for "weekdays", 8 for "weekend(s)". */
    private static int day(List<Word> words, int i) {
        if (i >= words.size() || !words.get(i).isWord()) {
            return -1;
        }
        Word w = words.get(i);
        Integer d = DAYS.get(w.lower());
        if (d != null) {
            return d;
        }
        if (w.is("weekdays")) {
            return 7;
        }
        if (w.is("weekend") || w.is("weekends")) {
            return 8;
        }
        Integer a = ABBREVIATIONS.get(w.lower());
        return a != null && w.capitalised() && abbreviatedDay(words, i) ? a : -1;
    }

    /**
     * An abbreviation names a day only among days: next to a range or list word ("Mon–Sat", "Sat, Sun"), with its
     * dot ("Sun."), or after "on" — "the Sun is 150 million km away" speaks of no Sunday.
     */
    private static boolean abbreviatedDay(List<Word> words, int i) {
        Word before = i > 0 ? words.get(i - 1) : null;
        Word after = i + 1 < words.size() ? words.get(i + 1) : null;
        boolean dotted = after != null && after.is(".") && after.attachedTo(words.get(i));
        boolean joined = (after != null && (RANGE.contains(after.lower()) || LIST.contains(after.lower())))
                || (before != null
                        && (RANGE.contains(before.lower()) || LIST.contains(before.lower()) || before.is("on")));
        return dotted || joined;
    }

    private static int group(String lower, int d) {
        return d == 7 ? 0b001_1111 : d == 8 ? 0b110_0000 : 1 << d;
    }

    /** Days {@code from} to {@code to} inclusive, wrapping past Sunday ("Friday to Monday"). */
    private static int span(int from, int to) {
        if (from > 6 || to > 6) {
            return group("", from) | group("", to);
        }
        int mask = 0;
        for (int d = from; ; d = (d + 1) % 7) {
            mask |= 1 << d;
            if (d == to) {
                return mask;
            }
        }
    }

    /**
     * The index after "every day (of the week)", "daily", "seven days a week", "all week (long)", "24/7", "around the
     * clock"; {@code i} when none.
     */
    private static int everyDay(List<Word> words, int i) {
        Word w = words.get(i);
        if (w.is("daily")) {
            return i + 1;
        }
        if (w.is("24")
                && i + 2 < words.size()
                && words.get(i + 1).is("/")
                && words.get(i + 2).is("7")) {
            return i + 3;
        }
        if ((w.is("around") || w.is("round"))
                && i + 2 < words.size()
                && words.get(i + 1).is("the")
                && words.get(i + 2).is("clock")) {
            return i + 3;
        }
        if ((w.is("every") || w.is("each"))
                && i + 1 < words.size()
                && words.get(i + 1).is("day")) {
            boolean ofTheWeek = i + 4 < words.size()
                    && words.get(i + 2).is("of")
                    && words.get(i + 3).is("the")
                    && words.get(i + 4).is("week");
            return ofTheWeek ? i + 5 : i + 2;
        }
        if (w.is("all") && i + 1 < words.size() && words.get(i + 1).is("week")) {
            return i + 2 < words.size() && words.get(i + 2).is("long") ? i + 3 : i + 2;
        }
        if ((w.is("seven") || w.is("7"))
                && i + 3 < words.size()
                && words.get(i + 1).is("days")
                && words.get(i + 2).is("a")
                && words.get(i + 3).is("week")) {
            return i + 4;
        }
        return i;
    }

    private static int skipDot(List<Word> words, int i) {
        return i < words.size()
                        && words.get(i).is(".")
                        && i > 0
                        && words.get(i).attachedTo(words.get(i - 1))
                        && ABBREVIATIONS.containsKey(words.get(i - 1).lower())
                ? i + 1
                : i;
    }

    /**
     * Whether the set at [start, end) is said to be closed: "closed"/"shut" between the previous set and the word after
     * it, or a negation there ("not open on Sundays", "does not ship on weekends": the days it does not happen),
     * whose negation is then spent.
     */
    private static boolean closed(List<Word> words, int from, int start, int end, List<Integer> negations) {
        int to = Math.min(words.size(), end + 1);
        for (int k = from; k < to; k++) {
            if (k >= start && k < end) {
                continue;
            }
            if (CLOSED.contains(words.get(k).lower())) {
                negations.remove(Integer.valueOf(k));
                return true;
            }
        }
        for (int n = 0; n < negations.size(); n++) {
            int at = negations.get(n);
            if (at >= from && at < to) {
                negations.remove(n);
                return true;
            }
        }
        return false;
    }
}
