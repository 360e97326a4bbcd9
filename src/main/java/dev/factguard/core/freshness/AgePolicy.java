package dev.factguard.core.freshness;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Set;

/**
 * How old a source is, as a factor in [0, 1] of the horizon after which its domain counts as fully stale.
 *
 * <p>Fast-moving domains get a shorter horizon: clinical guidance, drug approvals and market figures turn
 * over within weeks (45 days), law and science within months (90), everything else is measured against
 * half a year (180). An unknown or absent domain uses the default horizon.
 */
public final class AgePolicy {

    /** Age factor used when the source date is unknown: neither fresh nor fully stale. */
    public static final double UNKNOWN_AGE_FACTOR = 0.5;

    static final int DEFAULT_HORIZON_DAYS = 180;
    static final int FAST_HORIZON_DAYS = 45;
    static final int MEDIUM_HORIZON_DAYS = 90;

    private static final Set<String> FAST = Set.of(
            "clinical",
            "medical",
            "medicine",
            "health",
            "healthcare",
            "pharma",
            "pharmaceutical",
            "finance",
            "financial",
            "markets",
            "market",
            "crypto",
            "economy");
    private static final Set<String> MEDIUM =
            Set.of("legal", "law", "regulation", "regulatory", "science", "scientific", "research", "academic");

    private AgePolicy() {}

    /** Days after which a source in {@code domain} (case-insensitive, may be null) is considered fully stale. */
    public static int horizonDays(String domain) {
        if (domain == null) {
            return DEFAULT_HORIZON_DAYS;
        }
        String d = domain.trim().toLowerCase(Locale.ROOT);
        if (FAST.contains(d)) {
            return FAST_HORIZON_DAYS;
        }
        return MEDIUM.contains(d) ? MEDIUM_HORIZON_DAYS : DEFAULT_HORIZON_DAYS;
    }

    /**
     * {@code min(1, ageDays / horizon)}; {@link #UNKNOWN_AGE_FACTOR} without a source date; 0 for a source
     * dated in the future (a clock skew is not evidence of age).
     */
    public static double ageFactor(LocalDate sourceDate, LocalDate today, String domain) {
        if (sourceDate == null) {
            return UNKNOWN_AGE_FACTOR;
        }
        long days = ChronoUnit.DAYS.between(sourceDate, today);
        if (days <= 0) {
            return 0.0;
        }
        return Math.min(1.0, (double) days / horizonDays(domain));
    }
}
