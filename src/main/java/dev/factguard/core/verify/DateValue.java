package dev.factguard.core.verify;

/**
 * A calendar date as written: any part may be unknown ("July 1969", "in 1953", "20 July").
 *
 * @param year        the year, 0 when not written
 * @param month       1–12, 0 when not written
 * @param day         1–31, 0 when not written
 * @param alternative the other reading of a numeric date whose day and month could be either ("03/04/2021"), or null
 * @param text        as written
 */
record DateValue(int year, int month, int day, DateValue alternative, String text) {

    DateValue {
        if (year < 0 || month < 0 || month > 12 || day < 0 || day > 31 || text == null) {
            throw new IllegalArgumentException("not a date: " + year + "-" + month + "-" + day);
        }
    }

    /** True when no part written in both differs (a year alone agrees with any date of that year). */
    boolean agrees(DateValue other) {
        if (readingAgrees(this, other)) {
            return true;
        }
        if (alternative != null && readingAgrees(alternative, other)) {
            return true;
        }
        return other.alternative != null && readingAgrees(this, other.alternative)
                || alternative != null && other.alternative != null && readingAgrees(alternative, other.alternative);
    }

    private static boolean readingAgrees(DateValue a, DateValue b) {
        return same(a.year, b.year) && same(a.month, b.month) && same(a.day, b.day) && sharesAPart(a, b);
    }

    /** A month-and-day and a bare year share nothing to compare. */
    private static boolean sharesAPart(DateValue a, DateValue b) {
        return (a.year > 0 && b.year > 0) || (a.month > 0 && b.month > 0);
    }

    /** True when the two have a part in common, so that a difference between them means something. */
    boolean comparable(DateValue other) {
        return sharesAPart(this, other);
    }

    private static boolean same(int a, int b) {
        return a == 0 || b == 0 || a == b;
    }
}
