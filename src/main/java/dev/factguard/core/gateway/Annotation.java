package dev.factguard.core.gateway;

import dev.factguard.core.freshness.FreshnessReport;
import dev.factguard.core.refresh.RefreshReport;
import dev.factguard.core.verify.VerifyReport;

/**
 * What the gateway found in an answer.
 *
 * @param freshness    the answer's staleness-prone claims; null when the refresh mode is {@code off}
 * @param staleClaims  claims at or above the refresh threshold (0 when {@code freshness} is null)
 * @param refreshes    the web refresh of the stale claims; null unless the mode is {@code verify} and it finished
 * @param refreshError why a {@code verify} refresh is missing (over its time budget, failed); else null
 * @param verification the answer checked against the tenant's facts; null when the verify mode is {@code off} or
 *                     there was no answer text to check
 * @param withheld     true when the verify mode is {@code block} and the answer is contradicted: it must not reach
 *                     the caller as it came
 */
public record Annotation(
        FreshnessReport freshness,
        int staleClaims,
        RefreshReport refreshes,
        String refreshError,
        VerifyReport verification,
        boolean withheld) {

    public static final Annotation NONE = new Annotation(null, 0, null, null, null, false);

    /** What freshness and refresh found, before the answer is checked against the facts. */
    public Annotation(FreshnessReport freshness, int staleClaims, RefreshReport refreshes, String refreshError) {
        this(freshness, staleClaims, refreshes, refreshError, null, false);
    }

    /** This annotation with the answer's verification. */
    public Annotation verified(VerifyReport verification, boolean withheld) {
        return new Annotation(freshness, staleClaims, refreshes, refreshError, verification, withheld);
    }

    /** Nothing found because checking the answer failed; {@code why} says how. */
    public static Annotation failed(String why) {
        return new Annotation(null, 0, null, why);
    }

    /**
     * The outcome the answer teaches the forecast of its request ({@code forecastId}): hallucinated when the facts
     * contradict it, not hallucinated when they support it, null (nothing learned) when unverifiable or unchecked.
     */
    public Boolean hallucinated() {
        return verification == null ? null : verification.hallucinated();
    }
}
