package dev.factguard.core.observe;

/**
 * One guard decision as an evaluation of the text it judged: what decided ({@code name}), how strongly
 * ({@code score}), the decision ({@code label}) and why. Shaped after OpenTelemetry's GenAI evaluation result, but
 * free of any telemetry library. The explanation is built from the decision's own figures and FactGuard's words,
 * never from caller text (prompts, answers, claims), so it can leave the service.
 *
 * @param name        which decision, e.g. {@link #FORECAST}; not blank
 * @param score       the decision's score, in [0, 1]
 * @param label       the decision, low cardinality (e.g. {@code human_review}, {@code stale}); not blank
 * @param explanation a short account of the score; not null
 */
public record Evaluation(String name, double score, String label, String explanation) {

    public static final String FORECAST = "factguard.forecast";
    public static final String FRESHNESS = "factguard.freshness";
    public static final String REFRESH = "factguard.refresh";
    public static final String VERIFY = "factguard.verify";

    public Evaluation {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("name must not be blank");
        }
        if (!(score >= 0.0 && score <= 1.0)) {
            throw new IllegalArgumentException("score must be in [0, 1], was " + score);
        }
        if (label == null || label.isBlank()) {
            throw new IllegalArgumentException("label must not be blank");
        }
        if (explanation == null) {
            throw new IllegalArgumentException("explanation must not be null");
        }
    }
}
