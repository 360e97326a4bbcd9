package dev.factguard.core.forecast;

import dev.factguard.core.history.PatternHistory;
import dev.factguard.core.history.PromptShape;
import dev.factguard.core.history.Recorded;
import dev.factguard.core.text.TermAnalyzer;
import java.util.Optional;

/**
 * Teaches the forecaster: records a real outcome against the shape of the prompt it was about, found
 * either from a forecast id (counted once per id) or from the prompt itself (counted every time).
 */
public final class FeedbackRecorder {

    private final PatternHistory history;

    public FeedbackRecorder(PatternHistory history) {
        this.history = history;
    }

    /** The shape the outcome was recorded for, with the counts after recording. */
    public record Outcome(String shape, Recorded recorded) {}

    /** Records by forecast id; empty when the id is not one this service issued. */
    public Optional<Outcome> byForecastId(String tenant, String forecastId, boolean hallucinated) {
        return ForecastIds.shapeOf(forecastId)
                .map(shape -> new Outcome(shape, history.record(tenant, shape, hallucinated, forecastId)));
    }

    public Outcome byPrompt(String tenant, String prompt, boolean hallucinated) {
        String shape = PromptShape.of(TermAnalyzer.analyze(prompt));
        return new Outcome(shape, history.record(tenant, shape, hallucinated, null));
    }
}
