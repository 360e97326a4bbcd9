package dev.factguard.core.gateway;

import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.outcome.FeedbackRecorder;
import dev.factguard.core.outcome.OutcomeSource;
import dev.factguard.core.outcome.OutcomeStore;
import dev.factguard.core.refresh.Refresh;
import dev.factguard.core.refresh.Verdict;
import java.util.Locale;
import java.util.Optional;

/**
 * Automatic outcomes: what an answer the gateway checked teaches the forecast of its request, recorded under the
 * forecast's id with its source, as a caller's feedback would be. A caller's feedback for the same id later
 * replaces it ({@link OutcomeStore#recordForecast(String, String, boolean, OutcomeSource)}), so the forecast counts
 * one outcome whoever told it. Thread-safe if the recorder is.
 */
public final class AnswerOutcomes {

    /** Learns nothing. */
    public static final AnswerOutcomes OFF = new AnswerOutcomes(LearnMode.OFF, null);

    private final LearnMode mode;
    private final FeedbackRecorder feedback;

    /** @param feedback where outcomes are recorded; may be null only when {@code mode} is {@code off} */
    public AnswerOutcomes(LearnMode mode, FeedbackRecorder feedback) {
        if (mode == null || (mode != LearnMode.OFF && feedback == null)) {
            throw new IllegalArgumentException("mode must not be null, nor feedback unless mode is off");
        }
        this.mode = mode;
        this.feedback = feedback;
    }

    public LearnMode mode() {
        return mode;
    }

    /**
     * An outcome the gateway tells.
     *
     * @param hallucinated whether the answer was hallucinated
     * @param source       which check told it (not {@link OutcomeSource#USER})
     */
    public record Outcome(boolean hallucinated, OutcomeSource source) {
        public Outcome {
            if (source == null || !source.automatic()) {
                throw new IllegalArgumentException("source must be an automatic one, was " + source);
            }
        }
    }

    /**
     * The outcome {@code annotation} tells, whatever the mode: hallucinated when the tenant's facts contradict the
     * answer ({@code verify}) or a refresh found one of its claims superseded ({@link #superseded}, {@code
     * refresh}); not hallucinated when the facts support it and no claim was found superseded ({@code verify});
     * else nothing — an {@code unverifiable} answer, or one nothing checked, teaches nothing.
     */
    public static Optional<Outcome> of(Annotation annotation) {
        Boolean verified = annotation.hallucinated();
        if (Boolean.TRUE.equals(verified)) {
            return Optional.of(new Outcome(true, OutcomeSource.VERIFY));
        }
        if (annotation.refreshes() != null
                && annotation.refreshes().refreshes().stream().anyMatch(AnswerOutcomes::superseded)) {
            return Optional.of(new Outcome(true, OutcomeSource.REFRESH));
        }
        return Boolean.FALSE.equals(verified)
                ? Optional.of(new Outcome(false, OutcomeSource.VERIFY))
                : Optional.empty();
    }

    /**
     * Whether a refresh found the claim superseded: an NLI model found the evidence contradicts it, or the evidence
     * names another value in the claimed one's place ({@code drift_suspected} with a {@code candidateValue}). A
     * {@code drift_suspected} without one (the claimed value only in the past tense, or no value stated at all)
     * says "verify", not "superseded", and teaches nothing.
     */
    static boolean superseded(Refresh refresh) {
        if (refresh.verdict() == Verdict.CONTRADICTED) {
            return true;
        }
        String candidate = refresh.candidateValue();
        return refresh.verdict() == Verdict.DRIFT_SUSPECTED
                && candidate != null
                && !candidate.isBlank()
                && !candidate
                        .strip()
                        .toLowerCase(Locale.ROOT)
                        .equals(refresh.value().strip().toLowerCase(Locale.ROOT));
    }

    /**
     * Records what {@code annotation} tells about the answer to {@code forecast}, when the mode learns and the
     * forecast has an id. Never throws: a store that fails loses this outcome, not the answer.
     *
     * @return what was learned: empty when nothing was, or the outcome and whether it counted (an outcome already
     *         told for the forecast is not counted again)
     */
    public Optional<Learned> learn(String tenant, Forecast forecast, Annotation annotation) {
        if (mode == LearnMode.OFF || forecast.forecastId() == null) {
            return Optional.empty();
        }
        Optional<Outcome> outcome = of(annotation);
        if (outcome.isEmpty()) {
            return Optional.empty();
        }
        Outcome o = outcome.get();
        try {
            return feedback.byForecastId(tenant, forecast.forecastId(), o.hallucinated(), o.source())
                    .map(r -> new Learned(o, r.counted(), null));
        } catch (RuntimeException e) {
            return Optional.of(new Learned(o, false, "recording the outcome failed: " + e.getMessage()));
        }
    }

    /**
     * An outcome the gateway recorded, or tried to.
     *
     * @param outcome what the answer told
     * @param counted whether it counted (false when the forecast had an outcome already, or recording failed)
     * @param error   why recording failed, else null
     */
    public record Learned(Outcome outcome, boolean counted, String error) {}
}
