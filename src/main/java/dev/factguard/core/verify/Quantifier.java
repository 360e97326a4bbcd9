package dev.factguard.core.verify;

/**
 * A condition word and what it governs: "every plan", "all customers", "anyone", "only the Basic plan".
 *
 * @param universal true for every/all/any/each/unlimited/anyone, false for only/exclusively/solely
 * @param noun      the canonical stem of the head it governs ("plan"), {@code "person"} for anyone/everyone, or ""
 * @param text      as written, from the condition word to the head
 */
record Quantifier(boolean universal, String noun, String text) {

    /** "unlimited devices", "any number of devices": no bound at all on what is counted. */
    boolean unlimited() {
        String lower = text.toLowerCase(java.util.Locale.ROOT);
        return universal && (lower.startsWith("unlimited") || lower.startsWith("any number"));
    }
}
