package dev.factguard.core.verify;

import java.util.List;

/**
 * A condition word and what it governs: "every plan", "all customers", "anyone", "only the Basic plan".
 *
 * @param universal true for every/all/any/each/unlimited/anyone, false for only/exclusively/solely
 * @param nouns     the canonical stems of the content words after it, in order (names are left out:
 *                  "authenticator", "app" for "any TOTP authenticator app"; "customer", "get" for "every customer
 *                  gets"); which of them is the head is not known without grammar, so each is tried; {@code
 *                  "person"} for anyone/everyone; empty for none
 * @param text      as written, from the condition word to the last of them
 */
record Quantifier(boolean universal, List<String> nouns, String text) {

    Quantifier {
        nouns = List.copyOf(nouns);
    }

    /** "unlimited devices", "any number of devices": no bound at all on what is counted. */
    boolean unlimited() {
        String lower = text.toLowerCase(java.util.Locale.ROOT);
        return universal && (lower.startsWith("unlimited") || lower.startsWith("any number"));
    }

    boolean governs(String stem) {
        return nouns.contains(stem);
    }
}
