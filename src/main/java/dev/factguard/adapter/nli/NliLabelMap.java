package dev.factguard.adapter.nli;

import dev.factguard.core.nli.NliFailure;
import dev.factguard.core.nli.NliScores;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How a model names the three NLI classes, e.g. {@code entailment} or {@code LABEL_2}; matched case-insensitively.
 *
 * @param entailment    the model's label for entailment (not blank)
 * @param neutral       the model's label for neutral (not blank)
 * @param contradiction the model's label for contradiction (not blank)
 */
public record NliLabelMap(String entailment, String neutral, String contradiction) {

    /** The names most NLI models on the Hugging Face hub use. */
    public static final NliLabelMap DEFAULT = new NliLabelMap("entailment", "neutral", "contradiction");

    public NliLabelMap {
        entailment = require(entailment, "entailment");
        neutral = require(neutral, "neutral");
        contradiction = require(contradiction, "contradiction");
        if (new HashSet<>(List.of(
                                entailment.toLowerCase(Locale.ROOT),
                                neutral.toLowerCase(Locale.ROOT),
                                contradiction.toLowerCase(Locale.ROOT)))
                        .size()
                != 3) {
            throw new IllegalArgumentException(
                    "labels must differ, were " + entailment + ", " + neutral + ", " + contradiction);
        }
    }

    /**
     * Scores from the model's {@code label → score}. A class missing from the answer gets 0 (servers may return only
     * the top labels); scores are clamped to [0, 1] but not renormalised.
     *
     * @throws NliFailure when a label is none of the three configured names
     */
    NliScores toScores(Map<String, Double> byLabel) {
        double e = 0;
        double n = 0;
        double c = 0;
        for (Map.Entry<String, Double> entry : byLabel.entrySet()) {
            String label = entry.getKey();
            double p = Math.max(0.0, Math.min(1.0, entry.getValue()));
            if (label.equalsIgnoreCase(entailment)) {
                e = p;
            } else if (label.equalsIgnoreCase(neutral)) {
                n = p;
            } else if (label.equalsIgnoreCase(contradiction)) {
                c = p;
            } else {
                throw new NliFailure(
                        "NLI model label '" + label + "' is none of " + entailment + ", " + neutral + ", "
                                + contradiction + "; set factguard.nli.labels.* to the model's label names",
                        null);
            }
        }
        return new NliScores(e, n, c);
    }

    private static String require(String label, String name) {
        if (label == null || label.isBlank()) {
            throw new IllegalArgumentException(name + " label must not be blank");
        }
        return label.strip();
    }
}
