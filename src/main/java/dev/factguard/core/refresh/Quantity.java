package dev.factguard.core.refresh;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A number as asserted or found: its magnitude in base units, its kind, and how precisely it was written
 * (half a unit of its last digit), so "1.4 billion" matches 1.43 billion but "150 million" does not match
 * 237 million.
 *
 * @param amount    magnitude: plain count, percent points, currency units, or seconds for a time
 * @param kind      what is counted; only quantities of one kind are compared
 * @param tolerance half a unit of the last written digit, in the same units as {@code amount}
 */
record Quantity(double amount, Kind kind, double tolerance) {

    enum Kind {
        PLAIN,
        PERCENT,
        MONEY,
        TIME,
        /** A distance in metres: "6.28 metres", "the 100 m". */
        LENGTH,
        YEAR
    }

    private static final Pattern NUMBER = Pattern.compile(
            "([$€£¥])?\\s?"
                    + "(\\d+(?::\\d{2}){1,2}|\\d[\\d,]*(?:\\.\\d+)?)"
                    + "\\s*(%|percent\\b|per\\s+cent\\b|thousand\\b|million\\b|billion\\b|trillion\\b|bn\\b|m\\b|k\\b|"
                    + "metres\\b|meters\\b|metre\\b|meter\\b|km\\b|kilometres\\b|kilometers\\b|miles\\b|"
                    + "seconds\\b|secs?\\b)?",
            Pattern.CASE_INSENSITIVE);

    /** Length units in metres. "m" after a number is millions when it follows a currency sign (see Mentions). */
    private static final java.util.Map<String, Double> LENGTHS = java.util.Map.of(
            "metres",
            1.0,
            "meters",
            1.0,
            "metre",
            1.0,
            "meter",
            1.0,
            "km",
            1000.0,
            "kilometres",
            1000.0,
            "kilometers",
            1000.0,
            "miles",
            1609.344);

    /** True when both describe the same quantity within the precision either was written with. */
    boolean sameAs(Quantity other) {
        if (!comparable(other)) {
            return false;
        }
        // A rate is written exactly ("0%" is not 0.25%); a count is rounded ("1.4 billion" is 1.43 billion).
        double within =
                kind == Kind.PERCENT ? Math.min(tolerance, other.tolerance) : Math.max(tolerance, other.tolerance);
        return Math.abs(amount - other.amount) <= within + 1e-9;
    }

    /**
     * True for quantities of one kind, or a plain number beside a time or a length: pages leave the unit out of a
     * result ("ran 50.37"), but "the 100 m" is no time.
     */
    boolean comparable(Quantity other) {
        return kind == other.kind
                || (kind == Kind.PLAIN && (other.kind == Kind.TIME || other.kind == Kind.LENGTH))
                || (other.kind == Kind.PLAIN && (kind == Kind.TIME || kind == Kind.LENGTH));
    }

    /** The first quantity in {@code text}, or null. A bare integer from 1000 to 2099 reads as a year. */
    static Quantity parse(String text) {
        if (text == null) {
            return null;
        }
        Matcher m = NUMBER.matcher(text);
        return m.find() ? of(m.group(1), m.group(2), m.group(3)) : null;
    }

    static Quantity of(String currency, String digits, String unit) {
        if (digits.contains(":")) {
            String[] parts = digits.split(":");
            double seconds = 0;
            for (String part : parts) {
                seconds = seconds * 60 + Integer.parseInt(part);
            }
            return new Quantity(seconds, Kind.TIME, 0.5);
        }
        String plain = digits.replace(",", "");
        double value = Double.parseDouble(plain);
        int decimals = plain.contains(".") ? plain.length() - plain.indexOf('.') - 1 : 0;
        double tolerance = 0.5 * Math.pow(10, -decimals);
        String u = unit == null ? "" : unit.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        double scale = switch (u) {
            case "thousand", "k" -> 1e3;
            case "million", "m" -> 1e6;
            case "billion", "bn" -> 1e9;
            case "trillion" -> 1e12;
            default -> 1.0;
        };
        Kind kind;
        if (LENGTHS.containsKey(u)) {
            double metres = LENGTHS.get(u);
            return new Quantity(value * metres, Kind.LENGTH, tolerance * metres);
        }
        if (u.startsWith("sec")) {
            return new Quantity(value, Kind.TIME, tolerance);
        }
        if (u.equals("%") || u.equals("percent") || u.equals("per cent")) {
            kind = Kind.PERCENT;
        } else if (currency != null) {
            kind = Kind.MONEY;
        } else if (scale == 1.0 && decimals == 0 && !digits.contains(",") && value >= 1000 && value <= 2099) {
            kind = Kind.YEAR;
        } else {
            kind = Kind.PLAIN;
        }
        return new Quantity(value * scale, kind, tolerance * scale);
    }
}
