package dev.factguard.core.nli;

/**
 * @param premise    the evidence, {@code "title. snippet"}
 * @param hypothesis the claim being checked
 */
public record NliPair(String premise, String hypothesis) {
    public NliPair {
        if (premise == null || hypothesis == null) {
            throw new IllegalArgumentException("premise and hypothesis must not be null");
        }
    }
}
