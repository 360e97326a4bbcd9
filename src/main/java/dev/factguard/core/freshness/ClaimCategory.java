package dev.factguard.core.freshness;

/**
 * Why a claim can go stale. Risk is {@code base + slope × ageFactor}, capped at 1: {@code base} is how often
 * such a fact changes at all, {@code slope} how much an old source adds to that.
 *
 * <p>Every category reaches the default refresh threshold (0.5) without a source date (age factor 0.5):
 * the seed's records (0.3 + 0.3 × 0.5 = 0.45) were never refreshed, although a record stands only until
 * it is broken.
 */
public enum ClaimCategory {
    /** Who holds an office or role: CEO, president, head coach, monarch, a player's club. */
    POSITION("position", 0.6, 0.4),
    /** A measured quantity: population, GDP, a rate, a price, a count of members. */
    STATISTIC("statistic", 0.4, 0.4),
    /** A superlative or record: world record, tallest, highest-grossing, most-subscribed. */
    RECORD("record", 0.4, 0.3),
    /** Who holds a title: reigning champion, winner of the latest edition. */
    CHAMPION("champion", 0.5, 0.4),
    /** The latest version or release of a product or work; releases ship on a schedule. */
    VERSION("version", 0.5, 0.5),
    /** Explicitly relative to the time of writing: currently, as of, this year, latest, now. */
    CURRENT_REFERENCE("current_reference", 0.5, 0.5);

    private final String wireName;
    private final double base;
    private final double slope;

    ClaimCategory(String wireName, double base, double slope) {
        this.wireName = wireName;
        this.base = base;
        this.slope = slope;
    }

    /** The name used in JSON, e.g. {@code current_reference}. */
    public String wireName() {
        return wireName;
    }

    /** Staleness risk in [0, 1] for an age factor in [0, 1]. */
    public double risk(double ageFactor) {
        return Math.min(1.0, base + slope * ageFactor);
    }
}
