package dev.factguard.core.verify;

/**
 * @param candidates    facts retrieved per statement and compared with it, at least 1
 * @param minFactScore  facts retrieved with a lower coverage score are not compared, in [0, 1]
 * @param maxStatements statements checked per answer, at least 1; the rest are counted as skipped, and the answer
 *                      can then not be supported as a whole
 * @param nliThreshold  P(contradiction) from which the NLI model calls a statement contradicted, in (0, 1]
 */
public record VerifySettings(int candidates, double minFactScore, int maxStatements, double nliThreshold) {

    public VerifySettings {
        if (candidates < 1) {
            throw new IllegalArgumentException("candidates must be at least 1, was " + candidates);
        }
        if (!(minFactScore >= 0 && minFactScore <= 1)) {
            throw new IllegalArgumentException("minFactScore must be in [0, 1], was " + minFactScore);
        }
        if (maxStatements < 1) {
            throw new IllegalArgumentException("maxStatements must be at least 1, was " + maxStatements);
        }
        if (!(nliThreshold > 0 && nliThreshold <= 1)) {
            throw new IllegalArgumentException("nliThreshold must be in (0, 1], was " + nliThreshold);
        }
    }

    public static VerifySettings defaults() {
        return new VerifySettings(8, 0.0, 40, 0.5);
    }
}
