package dev.factguard.core.nli;

/**
 * Natural-language-inference probabilities for one (premise, hypothesis) pair, each in [0, 1].
 */
public record NliScores(double entailment, double neutral, double contradiction) {
    public NliScores {
        check(entailment, "entailment");
        check(neutral, "neutral");
        check(contradiction, "contradiction");
    }

    private static void check(double p, String name) {
        if (!(p >= 0.0 && p <= 1.0)) {
            throw new IllegalArgumentException(name + " must be in [0, 1], was " + p);
        }
    }
}
