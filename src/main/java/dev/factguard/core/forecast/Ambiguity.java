package dev.factguard.core.forecast;

import dev.factguard.core.text.AnalyzedText;

/**
 * How under-specified a prompt is, in [0, 1]: 0.4 × too few content words ({@code max(0, 1 − content/4)})
 * + 0.3 × vague terms ({@code min(1, 4 × vague share)}) + 0.2 × no concrete anchor + 0.1 × stacked
 * questions ({@code min(1, (questions − 1) / 2)}). An empty prompt scores 1.0.
 */
public final class Ambiguity {

    private Ambiguity() {}

    public static double score(AnalyzedText text) {
        if (text.tokenCount() == 0) {
            return 1.0;
        }
        double few = Math.max(0.0, 1.0 - text.contentCount() / 4.0);
        double vague = Math.min(1.0, 4.0 * text.vagueTerms().size() / text.tokenCount());
        double noAnchor = text.anchored() ? 0.0 : 1.0;
        double stacked = stacked(text);
        return clamp(0.4 * few + 0.3 * vague + 0.2 * noAnchor + 0.1 * stacked);
    }

    static double stacked(AnalyzedText text) {
        return text.questionMarks() < 2 ? 0.0 : Math.min(1.0, (text.questionMarks() - 1) / 2.0);
    }

    static double clamp(double v) {
        return Math.max(0.0, Math.min(1.0, v));
    }
}
