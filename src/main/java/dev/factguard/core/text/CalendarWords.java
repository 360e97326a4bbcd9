package dev.factguard.core.text;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/** Month and weekday names in lower case, written once for every reader of dates in text. */
public final class CalendarWords {

    public static final List<String> MONTHS = List.of(
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december");

    /** The abbreviations seen in dates ("Mar 8, 2023"); "may" needs none, "sept" is as common as "sep". */
    public static final List<String> MONTH_ABBREVIATIONS =
            List.of("jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec");

    public static final List<String> WEEKDAYS =
            List.of("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday");

    private CalendarWords() {}

    /** {@code words} together with every word of {@code lists}, as an unmodifiable set. */
    @SafeVarargs
    public static Set<String> with(Collection<String> words, Collection<String>... lists) {
        List<String> all = new ArrayList<>(words);
        for (Collection<String> list : lists) {
            all.addAll(list);
        }
        return Set.copyOf(all);
    }
}
