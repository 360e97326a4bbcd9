package dev.factguard.core.verify;

import dev.factguard.core.verify.Unit.Dimension;

/**
 * A number with its unit as written in a text, in base units (metres, kilograms, litres, seconds, °C, percent,
 * currency units).
 *
 * @param unit      its unit ({@link Dimension#PLAIN} for a bare number, {@link Dimension#COUNT} for "two strands")
 * @param thing     what is counted (a stem) for a count, the currency for money, else ""
 * @param low       the value, or the lower end of a range
 * @param high      the value, or the upper end of a range
 * @param bound     how it is stated
 * @param tolerance how far off the value may be and still be the same, in base units: the precision it was written
 *                  with ("1.7" ± 0.05, "384,000" to the thousand), wider when hedged ("about")
 * @param text      as written, bound words included ("up to 5 devices")
 * @param first     index of its first token
 * @param last      index of its last token
 */
record Amount(
        Unit unit,
        String thing,
        double low,
        double high,
        Bound bound,
        double tolerance,
        String text,
        int first,
        int last) {

    Amount {
        if (unit == null || thing == null || bound == null || text == null) {
            throw new IllegalArgumentException("unit, thing, bound and text must not be null");
        }
        if (low > high) {
            throw new IllegalArgumentException("low must not be above high, was " + low + " > " + high);
        }
    }

    Dimension dimension() {
        return unit.dimension();
    }

    /** The same amount read in Fahrenheit, for bare "degrees" that cannot be Celsius; null for every other unit. */
    Amount alternative() {
        if (unit != Units.DEGREES) {
            return null;
        }
        Unit f = Units.FAHRENHEIT;
        return new Amount(f, thing, f.toBase(low), f.toBase(high), bound, tolerance * f.factor(), text, first, last);
    }

    /** True when {@code other} can be compared with this: one dimension, and the same thing counted or currency. */
    boolean comparable(Amount other) {
        return dimension() == other.dimension() && thing.equals(other.thing);
    }
}
