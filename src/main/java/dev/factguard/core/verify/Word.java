package dev.factguard.core.verify;

import java.util.Locale;

/**
 * One token of a text as the verify readers see it.
 *
 * @param text    as written
 * @param lower   lower-cased ({@link Locale#ROOT})
 * @param kind    what it is
 * @param start   offset of its first character in the text
 * @param end     offset after its last character
 * @param initial true for the first word of a sentence, whose capital says nothing about a name
 */
record Word(String text, String lower, Kind kind, int start, int end, boolean initial) {

    enum Kind {
        /** Letters, possibly with digits ("K5", "2FA") or an inner apostrophe ("don't"). */
        WORD,
        /** Digits, with '.', ',' or ':' between digits ("1.7", "21,196", "10:00"). */
        NUMBER,
        /** Any other single character: punctuation, '%', '$', '°', a dash. */
        SYMBOL
    }

    boolean isWord() {
        return kind == Kind.WORD;
    }

    boolean isNumber() {
        return kind == Kind.NUMBER;
    }

    boolean is(String lowerText) {
        return lower.equals(lowerText);
    }

    boolean capitalised() {
        return kind == Kind.WORD && Character.isUpperCase(text.codePointAt(0));
    }

    boolean hasDigit() {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isDigit(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** Two or more letters, all upper case ("DNA", "TOTP"). */
    boolean acronym() {
        if (kind != Kind.WORD || text.length() < 2) {
            return false;
        }
        int letters = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isLowerCase(c)) {
                return false;
            }
            letters += Character.isLetter(c) ? 1 : 0;
        }
        return letters >= 2;
    }

    /** Written right after the previous token, without a space ("1.7l", "20th"). */
    boolean attachedTo(Word previous) {
        return previous != null && previous.end == start;
    }
}
