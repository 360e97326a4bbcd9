package dev.factguard.adapter.search;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the publication dates search APIs give in their various shapes — ISO ({@code 2024-03-03T12:00:00},
 * {@code 2024-03-03 00:00:00}), RFC 1123 ({@code Sun, 09 Mar 2025 14:00:00 GMT}), long English
 * ({@code March 3, 2024}) and relative ({@code 2 days ago}) — into a date, or null when it cannot. Pure.
 */
final class PublishedDates {

    private static final Pattern ISO_DATE = Pattern.compile("^(\\d{4}-\\d{2}-\\d{2})");
    private static final Pattern RELATIVE =
            Pattern.compile("^(\\d+)\\s+(minute|hour|day|week|month|year)s?\\s+ago$", Pattern.CASE_INSENSITIVE);
    private static final DateTimeFormatter LONG_ENGLISH = DateTimeFormatter.ofPattern("MMMM d, yyyy", Locale.ENGLISH);
    private static final DateTimeFormatter SHORT_ENGLISH = DateTimeFormatter.ofPattern("MMM d, yyyy", Locale.ENGLISH);

    private PublishedDates() {}

    /** The first of {@code candidates} that reads as a date; null when none does. */
    static LocalDate parse(Clock clock, String... candidates) {
        for (String candidate : candidates) {
            LocalDate date = parseOne(candidate == null ? "" : candidate.strip(), clock);
            if (date != null) {
                return date;
            }
        }
        return null;
    }

    private static LocalDate parseOne(String text, Clock clock) {
        if (text.isEmpty()) {
            return null;
        }
        Matcher iso = ISO_DATE.matcher(text);
        if (iso.find()) {
            return tryParse(() -> LocalDate.parse(iso.group(1)));
        }
        Matcher relative = RELATIVE.matcher(text);
        if (relative.matches()) {
            return ago(Long.parseLong(relative.group(1)), relative.group(2).toLowerCase(Locale.ROOT), clock);
        }
        LocalDate date = tryParse(() ->
                ZonedDateTime.parse(text, DateTimeFormatter.RFC_1123_DATE_TIME).toLocalDate());
        if (date == null) {
            date = tryParse(() -> LocalDate.parse(text, LONG_ENGLISH));
        }
        return date != null ? date : tryParse(() -> LocalDate.parse(text, SHORT_ENGLISH));
    }

    private static LocalDate ago(long amount, String unit, Clock clock) {
        LocalDate today = LocalDate.now(clock);
        return switch (unit) {
            case "day" -> today.minusDays(amount);
            case "week" -> today.minusWeeks(amount);
            case "month" -> today.minusMonths(amount);
            case "year" -> today.minusYears(amount);
            default -> today; // minutes or hours ago
        };
    }

    private interface Parse {
        LocalDate get();
    }

    private static LocalDate tryParse(Parse parse) {
        try {
            return parse.get();
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
