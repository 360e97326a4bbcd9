package dev.factguard.core.verify;

import java.util.List;

/**
 * A name as written: a run of capitalised words, acronyms and identifiers ("Watson", "Black Sea", "Nordwind K5",
 * "Apollo 11", "TOTP").
 *
 * @param text        as written
 * @param words       its words, lower-cased, without a possessive "'s"
 * @param strong      false for a single capitalised word that opens the sentence: its capital may be the sentence's
 * @param identifier  true when a word has a digit ("K5", "Apollo 11"): such a name picks out one thing of many
 * @param slot        the word that ties it to its sentence: the preposition or verb before it ("by", "in", "is"),
 *                    {@code "is"} for a name that opens a sentence before a copula, {@code "^"} for another opener
 * @param universal   "any", "every" or "all" is written before it ("any TOTP authenticator app")
 * @param restrictive "only" is written before it
 * @param first       index of its first token
 * @param last        index of its last token
 */
record NameRun(
        String text,
        List<String> words,
        boolean strong,
        boolean identifier,
        String slot,
        boolean universal,
        boolean restrictive,
        int first,
        int last) {

    NameRun {
        words = List.copyOf(words);
        if (words.isEmpty()) {
            throw new IllegalArgumentException("a name has at least one word");
        }
    }

    /**
     * True when one name's words hold the other's: "K5" is "Nordwind K5", "Jerome Powell" is "Jerome H. Powell",
     * but "Caspian Sea" is not "Black Sea".
     */
    boolean sameAs(NameRun other) {
        return words.containsAll(other.words) || other.words.containsAll(words);
    }
}
