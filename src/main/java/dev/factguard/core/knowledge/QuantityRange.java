package dev.factguard.core.knowledge;

import java.util.Set;

/**
 * The values a quantity in a text allows, as a closed interval: "within 30 days" is [0, 30], "over 50 euros" is
 * (50, ∞) (an open end is moved inside by a hair), "3 to 5 working days" is [3, 5], "about 384,400 km" is that value
 * ± 5 %, "1.7 litres" is 1.7. A question's quantity is held by a fact's in the same unit only when the two
 * intervals meet: "after ten days" meets "within 14 days" (the fact settles it), "after 45 days" does not meet
 * "within 30 days", nor "2 litres" "1.7 litres" — the fact is about another quantity than the one asked.
 *
 * @param low  least value allowed
 * @param high greatest value allowed, ≥ low
 */
record QuantityRange(double low, double high) {

    QuantityRange {
        if (Double.isNaN(low) || Double.isNaN(high) || low > high) {
            throw new IllegalArgumentException("need low <= high, was " + low + ", " + high);
        }
    }

    /** How a word before a number bounds it. */
    enum Bound {
        EXACTLY,
        ABOUT,
        AT_MOST,
        BELOW,
        AT_LEAST,
        ABOVE
    }

    private static final Set<String> AT_MOST_WORDS =
            Set.of("within", "most", "max", "maximum", "until", "till", "up", "last", "past", "inside");
    /**
     * What a fact says a thing can do at most: "holds 1.7 litres", "a range of 80 kilometres", "carries 150 kg" —
     * one litre fits, two do not. Not read in a question, where "does it hold 2 litres?" asks about 2.
     */
    private static final Set<String> CAPACITY_WORDS = Set.of(
            "holds", "hold", "range", "capacity", "carries", "carry", "supports", "lasts", "seats", "fits", "reaches");

    private static final Set<String> BELOW_WORDS =
            Set.of("under", "below", "less", "fewer", "before", "shorter", "younger", "lower", "cheaper");
    private static final Set<String> AT_LEAST_WORDS = Set.of("least", "min", "minimum", "from");
    private static final Set<String> ABOVE_WORDS = Set.of(
            "over", "above", "more", "after", "beyond", "exceeding", "longer", "older", "later", "greater", "higher");
    private static final Set<String> ABOUT_WORDS =
            Set.of("about", "around", "approximately", "roughly", "nearly", "almost", "circa", "approx", "some");

    /** Between two numbers, "3 to 5", "3–5": the first starts a range the second ends. */
    static final Set<String> RANGE_WORDS = Set.of("to", "and");

    private static final double HAIR = 1e-9;
    private static final double ABOUT_SHARE = 0.05;

    /**
     * How the words right before a number bound it: {@code before1} is the word just before, {@code before2} the
     * one before that ("more than 1": "than", "more"); either may be null.
     */
    static Bound boundBefore(String before1, String before2) {
        return boundBefore(before1, before2, false);
    }

    /** {@link #boundBefore(String, String)}, reading a fact's capacity words too when {@code fact}. */
    static Bound boundBefore(String before1, String before2, boolean fact) {
        for (String w : new String[] {before1, before2}) {
            if (w == null) {
                continue;
            }
            if (AT_MOST_WORDS.contains(w) || (fact && CAPACITY_WORDS.contains(w))) {
                return Bound.AT_MOST;
            }
            if (BELOW_WORDS.contains(w)) {
                return Bound.BELOW;
            }
            if (AT_LEAST_WORDS.contains(w)) {
                return Bound.AT_LEAST;
            }
            if (ABOVE_WORDS.contains(w)) {
                return Bound.ABOVE;
            }
            if (ABOUT_WORDS.contains(w)) {
                return Bound.ABOUT;
            }
        }
        return Bound.EXACTLY;
    }

    /** Words after a number that make it a least value: "aged 16 and over", "18 or older", "5 or more". */
    private static final Set<String> AT_LEAST_AFTER = Set.of("over", "older", "above", "more", "up");

    /** "16 and over", "18 or older": {@link Bound#AT_LEAST} by the two words after a number, else EXACTLY. */
    static Bound boundAfter(String after1, String after2) {
        return ("and".equals(after1) || "or".equals(after1)) && AT_LEAST_AFTER.contains(after2)
                ? Bound.AT_LEAST
                : Bound.EXACTLY;
    }

    /** A clock time written with "am" or "pm" against it ("2pm", "11am") as hours, or NaN. */
    static double hoursOfDay(String token) {
        boolean pm = token.endsWith("pm");
        if (!(pm || token.endsWith("am")) || token.length() < 3 || token.length() > 4) {
            return Double.NaN;
        }
        String digits = token.substring(0, token.length() - 2);
        for (int i = 0; i < digits.length(); i++) {
            if (!Character.isDigit(digits.charAt(i))) {
                return Double.NaN;
            }
        }
        int h = Integer.parseInt(digits);
        if (h < 1 || h > 12) {
            return Double.NaN;
        }
        return (h % 12) + (pm ? 12 : 0);
    }

    static QuantityRange of(double value, Bound bound) {
        double hair = HAIR * Math.max(1, Math.abs(value));
        return switch (bound) {
            case EXACTLY -> new QuantityRange(value, value);
            case ABOUT ->
                new QuantityRange(value - ABOUT_SHARE * Math.abs(value), value + ABOUT_SHARE * Math.abs(value));
            case AT_MOST -> new QuantityRange(Math.min(0, value), value);
            case BELOW -> new QuantityRange(Math.min(0, value - hair), value - hair);
            case AT_LEAST -> new QuantityRange(value, Double.POSITIVE_INFINITY);
            case ABOVE -> new QuantityRange(value + hair, Double.POSITIVE_INFINITY);
        };
    }

    boolean meets(QuantityRange other) {
        return Math.max(low, other.low) <= Math.min(high, other.high);
    }

    /**
     * Whether a fact's range settles a question that asks whether a bound is kept ("does support answer within 2
     * hours?"): a question that asks for a bound ({@link #upperBound}) is held by a fact that keeps it — every value
     * the fact allows is within it; "within 24 hours" does not say "within 2 hours". Any other question is held by a
     * fact whose range meets it ({@link #meets}).
     *
     * @param asked   the question's range
     * @param promise whether the question asks whether its subject keeps to a bound, rather than whether something
     *                may be done within it ("can I return it within 20 days?", which a 14-day window settles)
     */
    boolean settles(QuantityRange asked, boolean promise) {
        return promise && asked.upperBound() ? meets(asked) && high <= asked.high : meets(asked);
    }

    /** "within 2 hours", "under 30 euros": every value from nothing up to a positive bound. */
    boolean upperBound() {
        return low <= 0 && high > 0 && high < Double.POSITIVE_INFINITY;
    }

    /** The same range counted in a unit {@code factor} times as large: [2, 3] weeks is [14, 21] days at 7. */
    QuantityRange times(double factor) {
        return new QuantityRange(rounded(low * factor), rounded(high * factor));
    }

    /**
     * A converted value to nine decimals: half an hour is 0.5 × (1/24) / (1/1440) = 30.000000000000004 minutes in
     * floating point, and a fact's "30-minute" must still hold it.
     */
    private static double rounded(double value) {
        return Double.isInfinite(value) ? value : Math.round(value * 1e9) / 1e9;
    }

    /** Days per unit of time, by the unit's stem; NaN for a stem that is no unit of time. */
    static double days(String unitStem) {
        return switch (unitStem) {
            case "second", "sec" -> 1 / 86_400.0;
            case "minut", "min" -> 1 / 1_440.0;
            case "hour", "hr", "h" -> 1 / 24.0;
            case "day" -> 1;
            case "week" -> 7;
            case "month" -> 365.25 / 12;
            case "year" -> 365.25;
            case "decad" -> 3_652.5;
            default -> Double.NaN;
        };
    }

    /** The unit clock times are kept under: "from 6:00 to 23:00" is [6, 23] of it. */
    static final String CLOCK = ":time";

    /**
     * The unit a bare number a bound word sets is kept under: "children under 18" is [0, 18) of it, "groups of at
     * least 10" [10, ∞). What it counts (years of age, people) the sentence says; a question's bare number or age
     * inside it is a case the fact's scope holds ("my son is 16").
     */
    static final String BOUND = ":bound";

    /** A clock time as hours ("7:30" is 7.5, "8pm" is not one), or NaN. */
    static double hours(String token) {
        int colon = token.indexOf(':');
        if (colon < 1 || colon != token.lastIndexOf(':') || token.length() - colon != 3) {
            return Double.NaN;
        }
        try {
            int h = Integer.parseInt(token.substring(0, colon));
            int m = Integer.parseInt(token.substring(colon + 1));
            return h <= 24 && m < 60 ? h + m / 60.0 : Double.NaN;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /**
     * The value of a number as written ("1.7", "21,196", "2000" in "2000W"), or NaN for what is not a plain
     * quantity: a clock time ("8:00"), an ordinal ("20th"), anything else.
     */
    static double value(String token) {
        int end = 0;
        while (end < token.length() && (Character.isDigit(token.charAt(end)) || ".,".indexOf(token.charAt(end)) >= 0)) {
            end++;
        }
        if (end == 0 || token.indexOf(':') >= 0 || FocusLexicon.ORDINAL_SUFFIXES.contains(token.substring(end))) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(token.substring(0, end).replace(",", ""));
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
