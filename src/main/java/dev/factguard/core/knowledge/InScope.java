package dev.factguard.core.knowledge;

import dev.factguard.core.text.Term;
import java.util.List;
import java.util.Set;

/**
 * A number of a question that names a case inside a fact's scope rather than a value the fact must repeat: a clock
 * time inside the hours it gives ("at 6:30 pm" within "from 8:00 to 19:00", "until 2pm" as "until 14:00"), a bare number
 * or an age inside a bound it sets ("my son is 16", "my 10-year-old" within "children under 18", "17" within "aged 16
 * and over"). The fact settles the case, so it holds it.
 */
final class InScope {

    private InScope() {}

    /**
     * Whether the number at {@code at} is inside the fact's scope: the index of the last term read with it ("pm" after
     * a time, "year old" after an age), or -1 when it is not.
     */
    static int read(List<Term> terms, int at, FactProfile fact) {
        String stem = terms.get(at).stem();
        double hours = QuantityRange.hours(stem);
        if (Double.isNaN(hours)) {
            // "until 2pm" against "until 14:00": the same time of day.
            hours = QuantityRange.hoursOfDay(stem);
        }
        if (!Double.isNaN(hours)) {
            return time(terms, at, hours, fact);
        }
        if (!fact.ranges().containsKey(QuantityRange.BOUND)) {
            return -1;
        }
        double value = QuantityRange.value(stem);
        if (Double.isNaN(value)) {
            return -1;
        }
        String unit = QuestionFocus.unitAfter(terms, at);
        int last;
        if (unit == null) {
            last = at;
        } else if (isAge(terms, at)) {
            last = at + 2;
        } else {
            return -1;
        }
        return fact.allows(QuantityRange.BOUND, new QuantityRange(value, value)) ? last : -1;
    }

    /** "at 7:00", "at 6:30 pm" (twelve hours on): held by a time or a span of times of the fact that holds it. */
    private static int time(List<Term> terms, int at, double hours, FactProfile fact) {
        int last = at;
        if (at + 1 < terms.size()) {
            String next = terms.get(at + 1).stem();
            if (next.equals("pm") || next.equals("am")) {
                last = at + 1;
                hours += next.equals("pm") && hours < 12 ? 12 : 0;
            }
        }
        return fact.ranges().containsKey(QuantityRange.CLOCK)
                        && fact.allows(QuantityRange.CLOCK, new QuantityRange(hours, hours))
                ? last
                : -1;
    }

    /** Words before a unit of time that make it one of them: "a full hour", "half a day". */
    private static final Set<String> ONE = Set.of("full", "whole", "entir", "entire", "half");

    /**
     * Whether the unit of time at {@code at}, made one by the word before it ("a full hour", "a whole day", "half an
     * hour"), is a length the fact's durations do not allow: the fact states a duration and not this one.
     */
    static boolean otherDuration(List<Term> terms, int at, FactProfile fact) {
        String unit = terms.get(at).stem();
        if (at == 0
                || Double.isNaN(QuantityRange.days(unit))
                || !ONE.contains(terms.get(at - 1).stem())) {
            return false;
        }
        if (!fact.measures(unit)) {
            return false;
        }
        double value = terms.get(at - 1).stem().equals("half") ? 0.5 : 1;
        return !fact.allows(unit, new QuantityRange(value, value));
    }

    /** "10 year old" as the analysis reads "10-year-old" and "10 years old". */
    private static boolean isAge(List<Term> terms, int at) {
        return at + 2 < terms.size()
                && terms.get(at + 1).stem().equals("year")
                && terms.get(at + 2).stem().equals("old");
    }
}
