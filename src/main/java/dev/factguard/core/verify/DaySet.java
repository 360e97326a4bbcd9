package dev.factguard.core.verify;

/**
 * Days of the week said to be open (or closed): "Monday to Saturday", "weekdays", "closed on Sundays", "every day".
 *
 * @param days   bit 0 Monday … bit 6 Sunday
 * @param closed true when the days are said to be closed ("closed on Sundays", "not open on Sundays")
 * @param every  true for "every day", "daily", "seven days a week": all days, said as such
 * @param text   as written
 */
record DaySet(int days, boolean closed, boolean every, String text) {

    static final int ALL = 0b111_1111;

    DaySet {
        if (days <= 0 || days > ALL || text == null) {
            throw new IllegalArgumentException("days must name at least one weekday, was " + days);
        }
    }

    /** The days open by this statement: its days, or the others when it names closed days. */
    int open() {
        return closed ? ALL & ~days : days;
    }

    /** True when this (from an answer) agrees with the days a fact says are open. */
    boolean agreesWithOpen(int factOpen) {
        if (closed) {
            return (days & factOpen) == 0;
        }
        return every ? factOpen == ALL : (days & ~factOpen) == 0;
    }
}
