package dev.factguard.langchain4j;

import java.util.List;

/**
 * FactGuard's forecast of a prompt ({@code POST /forecast}).
 *
 * @param risk           probability in [0, 1] that an answer to the prompt is hallucinated
 * @param recommendation {@link #PROCEED}, {@link #GROUND} or {@link #HUMAN_REVIEW} (a newer service may add more)
 * @param rationale      why, for a person
 * @param forecastId     quote it in {@link FactGuardClient#feedback} to report what happened
 * @param degraded       the backends the forecast was made without (empty when none)
 */
public record Forecast(
        double risk, String recommendation, List<String> rationale, String forecastId, List<String> degraded) {

    public static final String PROCEED = "proceed";
    public static final String GROUND = "ground";
    public static final String HUMAN_REVIEW = "human_review";

    public Forecast {
        rationale = List.copyOf(rationale);
        degraded = List.copyOf(degraded);
    }

    public boolean proceed() {
        return PROCEED.equals(recommendation);
    }

    public boolean ground() {
        return GROUND.equals(recommendation);
    }

    public boolean humanReview() {
        return HUMAN_REVIEW.equals(recommendation);
    }
}
