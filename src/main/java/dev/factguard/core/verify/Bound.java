package dev.factguard.core.verify;

/** How an amount is stated: as a value, a range, or a limit on one side. */
enum Bound {
    /** "14 days", "about 2,850 km". */
    EXACT,
    /** "3 to 5 working days", "between 10 and 20 percent". */
    RANGE,
    /** A stated limit: "up to 5 devices", "within 14 days", "at most", "no more than". */
    AT_MOST,
    /** A stated minimum: "at least 3 days", "a minimum of", "no less than". */
    AT_LEAST,
    /** An inequality: "less than", "under", "below". */
    BELOW,
    /** An inequality: "more than", "over", "after", "beyond". */
    ABOVE;

    /** True for the bounds that cap an amount from above. */
    boolean upper() {
        return this == AT_MOST || this == BELOW;
    }

    /** True for the bounds that hold an amount up from below. */
    boolean lower() {
        return this == AT_LEAST || this == ABOVE;
    }
}
