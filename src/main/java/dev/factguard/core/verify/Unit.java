package dev.factguard.core.verify;

/**
 * A unit a number can be written in.
 *
 * @param name      its name as reported ("km", "working days")
 * @param dimension what it measures; only amounts of one dimension are compared
 * @param factor    base units per one of it (metres, kilograms, litres, seconds, °C, …)
 * @param offset    added after the factor (°F to °C); 0 for every other unit
 * @param calendar  a month or a year: a day count converted to it is close, not exact (30.44 days a month)
 */
record Unit(String name, Dimension dimension, double factor, double offset, boolean calendar) {

    enum Dimension {
        LENGTH,
        MASS,
        VOLUME,
        DURATION,
        TEMPERATURE,
        PERCENT,
        MONEY,
        SPEED,
        POWER,
        ENERGY,
        DATA,
        AREA,
        /** So many of a thing ("two strands", "5 devices"): compared only when the thing is the same. */
        COUNT,
        /** A bare number: compared only with bare numbers. */
        PLAIN
    }

    Unit {
        if (name == null || dimension == null || !(factor > 0)) {
            throw new IllegalArgumentException("name, dimension and a positive factor are required");
        }
    }

    static Unit of(String name, Dimension dimension, double factor) {
        return new Unit(name, dimension, factor, 0.0, false);
    }

    double toBase(double value) {
        return value * factor + offset;
    }
}
