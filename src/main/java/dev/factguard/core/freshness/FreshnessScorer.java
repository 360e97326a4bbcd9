package dev.factguard.core.freshness;

import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Finds the staleness-prone claims of a text and scores each: {@code category base + slope × age factor},
 * capped at 1, then lowered when the claim is only a counting question or a designation (×0.75) or is anchored at a
 * settled
 * moment in the past (×0.6 for the past tense, ×0.3 for a date, a "first", a birth or a death). A word tying
 * the claim to its time of writing ("currently", "latest") lifts it to at least the current-reference risk
 * and cancels the past anchoring. No network; thread-safe.
 */
public final class FreshnessScorer {

    /** Counting questions in the simple present are timeless often enough to be worth less. */
    static final double WEAK_CUE_FACTOR = 0.75;

    private final Clock clock;

    /** @param clock "now", against which source dates are aged (not null) */
    public FreshnessScorer(Clock clock) {
        if (clock == null) {
            throw new IllegalArgumentException("clock must not be null");
        }
        this.clock = clock;
    }

    /**
     * Scores every staleness-prone sentence of {@code text}.
     *
     * @param text       any prose (null or blank ⇒ no claims)
     * @param sourceDate when the text was written; null when unknown
     * @param domain     e.g. {@code medical}, {@code finance}, {@code legal}; null or unknown ⇒ default horizon
     */
    public FreshnessReport score(String text, LocalDate sourceDate, String domain) {
        double age = AgePolicy.ageFactor(sourceDate, LocalDate.now(clock), domain);
        List<ScoredClaim> claims = new ArrayList<>();
        for (String sentence : Sentences.split(text)) {
            Detection detection = ClaimDetector.detect(sentence);
            if (detection != null) {
                SplitClaim split = ClaimSplitter.split(sentence, detection);
                claims.add(new ScoredClaim(
                        sentence,
                        detection.category(),
                        split.subject(),
                        split.value(),
                        risk(detection, age),
                        reason(detection, age, sourceDate, domain)));
            }
        }
        return FreshnessReport.of(claims);
    }

    /**
     * The highest staleness risk among the claims of {@code text} with no source date, or null when it has none:
     * {@code score(text, null, null)} without splitting claims or writing reasons, for callers that need the figure
     * alone (the forecaster's volatility signal, on every forecast).
     */
    Double highestRisk(String text) {
        double age = AgePolicy.UNKNOWN_AGE_FACTOR;
        Double highest = null;
        for (String sentence : Sentences.split(text)) {
            Detection detection = ClaimDetector.detect(sentence);
            if (detection != null) {
                double risk = risk(detection, age);
                highest = highest == null ? risk : Math.max(highest, risk);
            }
        }
        return highest;
    }

    /** Splits one sentence the way {@link #score} does; null when it is not a staleness-prone claim. */
    public static SplitClaim split(String sentence) {
        Detection detection = ClaimDetector.detect(sentence);
        return detection == null ? null : ClaimSplitter.split(sentence, detection);
    }

    static double risk(Detection detection, double age) {
        double risk = detection.category().risk(age);
        if (detection.currentCue() != null) {
            risk = Math.max(risk, ClaimCategory.CURRENT_REFERENCE.risk(age));
        }
        if (detection.weak()) {
            risk *= WEAK_CUE_FACTOR;
        }
        risk *= detection.anchor().damping;
        return Math.round(risk * 10_000) / 10_000.0;
    }

    private static String reason(Detection detection, double age, LocalDate sourceDate, String domain) {
        StringBuilder reason = new StringBuilder(detection.category().wireName())
                .append(": '")
                .append(detection.cue())
                .append('\'');
        if (detection.currentCue() != null && !detection.currentCue().equals(detection.cue())) {
            reason.append(", tied to the time of writing by '")
                    .append(detection.currentCue())
                    .append('\'');
        }
        if (detection.weak()) {
            reason.append(", ").append(detection.weakCue());
        }
        if (detection.anchor() != Detection.Anchor.NONE) {
            reason.append(", anchored in the past by '")
                    .append(detection.anchorCue())
                    .append("' (x")
                    .append(detection.anchor().damping)
                    .append(')');
        }
        if (sourceDate == null) {
            reason.append("; no source date (age factor 0.5)");
        } else {
            reason.append(String.format(
                    Locale.ROOT,
                    "; source dated %s against a %d-day horizon (age factor %.2f)",
                    sourceDate,
                    AgePolicy.horizonDays(domain),
                    age));
        }
        return reason.toString();
    }
}
