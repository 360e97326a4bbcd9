package dev.factguard.core.knowledge;

import dev.factguard.core.text.CalendarWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Days of the week as bits (Monday = bit 0 … Sunday = bit 6): the days a question asks about, and the days a fact
 * states, ranges included. "Is the hotline open on Wednesdays?" is settled by "Monday to Friday", and "on Saturdays"
 * is not; a fact that names no day settles neither. English only.
 */
final class Weekdays {

    static final int NONE = 0;
    static final int WORKDAYS = 0b0011111;
    static final int WEEKEND = 0b1100000;
    static final int ALL = 0b1111111;

    private static final Map<String, Integer> BY_STEM = Map.of("weekend", WEEKEND, "weekday", WORKDAYS, "daily", ALL);
    /** Every stem that names days: one lookup per stem (a question's stems are looked up while cached). */
    private static final Map<String, Integer> DAYS_BY_STEM = daysByStem();

    private static final List<String> ABBREVIATIONS = List.of("mon", "tue", "wed", "thu", "fri", "sat", "sun");

    private Weekdays() {}

    /** The days a question's stem asks about ("mondays" reads "monday"), or {@link #NONE}. */
    static int ofStem(String stem) {
        Integer days = DAYS_BY_STEM.get(stem);
        return days == null ? NONE : days;
    }

    private static Map<String, Integer> daysByStem() {
        Map<String, Integer> days = new java.util.HashMap<>(BY_STEM);
        for (int d = 0; d < CalendarWords.WEEKDAYS.size(); d++) {
            days.put(CalendarWords.WEEKDAYS.get(d), 1 << d);
        }
        return Map.copyOf(days);
    }

    /** Whether the days a fact states include every day of {@code asked}. */
    static boolean covers(int stated, int asked) {
        return stated != NONE && (asked & ~stated) == 0;
    }

    /**
     * The days a text states: names ("Saturday", "Sat"), ranges ("Monday to Friday", "Mon–Fri", wrapping past
     * Sunday), "weekdays", "weekends", "daily", "every day" and "7 days a week". Abbreviations count only beside
     * another day, where they cannot be a verb ("sat").
     */
    static int inText(String text) {
        List<Word> words = words(text);
        int days = NONE;
        for (int i = 0; i < words.size(); i++) {
            Word w = words.get(i);
            int day = day(w.lower, false);
            if (day < 0) {
                day = day(w.lower, true);
                boolean besideDay = (i > 0 && day(words.get(i - 1).lower, true) >= 0)
                        || (i + 1 < words.size() && day(words.get(i + 1).lower, true) >= 0)
                        || (i + 2 < words.size() && day(words.get(i + 2).lower, true) >= 0);
                if (day < 0 || !besideDay) {
                    days |= BY_STEM.getOrDefault(singular(w.lower), NONE);
                    if (everyDay(words, i)) {
                        days = ALL;
                    }
                    continue;
                }
            }
            int end = rangeEnd(words, i);
            if (end >= 0) {
                for (int d = day; ; d = (d + 1) % 7) {
                    days |= 1 << d;
                    if (d == end) {
                        break;
                    }
                }
            } else {
                days |= 1 << day;
            }
        }
        return days;
    }

    /** "every day" or "7 days a week" starting at word {@code i}. */
    private static boolean everyDay(List<Word> words, int i) {
        String w = words.get(i).lower;
        if (w.equals("every")) {
            return i + 1 < words.size() && words.get(i + 1).lower.equals("day");
        }
        return (w.equals("7") || w.equals("seven"))
                && i + 3 < words.size()
                && words.get(i + 1).lower.equals("days")
                && words.get(i + 2).lower.equals("a")
                && words.get(i + 3).lower.equals("week");
    }

    /** The day a range starting at word {@code i} ends on ("to Friday", "– Fri"), or -1. */
    private static int rangeEnd(List<Word> words, int i) {
        if (i + 1 < words.size() && words.get(i).dashAfter) {
            return day(words.get(i + 1).lower, true);
        }
        if (i + 2 < words.size()) {
            String between = words.get(i + 1).lower;
            if (between.equals("to")
                    || between.equals("through")
                    || between.equals("thru")
                    || between.equals("till")
                    || between.equals("until")) {
                return day(words.get(i + 2).lower, true);
            }
        }
        return -1;
    }

    /** Monday = 0 … Sunday = 6 for a day's name (or, with {@code abbreviated}, its first three letters), else -1. */
    private static int day(String lower, boolean abbreviated) {
        String w = singular(lower);
        int day = CalendarWords.WEEKDAYS.indexOf(w);
        if (day >= 0 || !abbreviated) {
            return day;
        }
        if (w.equals("tues") || w.equals("thur") || w.equals("thurs")) {
            w = w.substring(0, 3);
        }
        return ABBREVIATIONS.indexOf(w);
    }

    private static String singular(String lower) {
        return lower.length() > 3 && lower.endsWith("s") ? lower.substring(0, lower.length() - 1) : lower;
    }

    private record Word(String lower, boolean dashAfter) {}

    /** Runs of letters and digits, lower-cased, each noting whether a dash or en dash follows it. */
    private static List<Word> words(String text) {
        List<Word> out = new ArrayList<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            if (!Character.isLetterOrDigit(text.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < n && Character.isLetterOrDigit(text.charAt(i))) {
                i++;
            }
            int j = i;
            while (j < n && (text.charAt(j) == ' ' || text.charAt(j) == '.')) {
                j++;
            }
            boolean dash = j < n && (text.charAt(j) == '-' || text.charAt(j) == '–' || text.charAt(j) == '—');
            out.add(new Word(text.substring(start, i).toLowerCase(Locale.ROOT), dash));
        }
        return out;
    }
}
