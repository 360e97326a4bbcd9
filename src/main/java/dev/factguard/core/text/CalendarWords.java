package dev.factguard.core.text;

import java.util.List;

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
}
