package dev.factguard.core.forecast;

import java.util.List;

/**
 * What to do with a prompt, and why.
 *
 * @param recommendation the recommendation
 * @param reasons        the rationale lines that explain it, most important first; never empty
 */
public record Decision(Recommendation recommendation, List<String> reasons) {

    public Decision {
        if (recommendation == null) {
            throw new IllegalArgumentException("recommendation must not be null");
        }
        reasons = List.copyOf(reasons);
        if (reasons.isEmpty()) {
            throw new IllegalArgumentException("reasons must not be empty");
        }
    }
}
