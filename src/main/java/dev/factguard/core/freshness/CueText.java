package dev.factguard.core.freshness;

import java.text.Normalizer;
import java.util.Locale;

/**
 * The normal form cue lists are matched against, and the character tests their rules share.
 *
 * <p>Lower-cased, accents removed, curly apostrophes straightened, hyphens between letters turned into
 * spaces so "most-subscribed" and "most subscribed", "secretary-general" and "secretary general" are one
 * cue, and runs of whitespace made one space. Written as one pass over the text rather than as regular
 * expressions: it runs on every sentence of every forecast. Stateless and thread-safe.
 */
final class CueText {

    private CueText() {}

    static String normalize(String text) {
        return normalizeKeepCase(text).toLowerCase(Locale.ROOT);
    }

    /** {@link #normalize} without lower-casing, so a match can be checked for capitals at the same offsets. */
    static String normalizeKeepCase(String text) {
        String s = text == null ? "" : text;
        if (normal(s)) {
            return s;
        }
        if (!ascii(s)) {
            s = withoutMarks(Normalizer.normalize(s, Normalizer.Form.NFD));
        }
        int n = s.length();
        StringBuilder out = new StringBuilder(n);
        boolean space = false;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (isRegexSpace(c)) {
                space = true;
                continue;
            }
            if (space) {
                out.append(' ');
                space = false;
            }
            if (c == '’' || c == '‘' || c == '`') {
                c = '\'';
            } else if (isHyphen(c)
                    && i > 0
                    && i + 1 < n
                    && Character.isLetter(s.charAt(i - 1))
                    && Character.isLetter(s.charAt(i + 1))) {
                c = ' ';
            }
            out.append(c);
        }
        return out.toString().strip();
    }

    /**
     * True when {@code s} is its own normal form (kept case): ASCII, no whitespace but single spaces between words,
     * no backtick, no hyphen between letters. Most prompts and sentences are, and then need no copy.
     */
    private static boolean normal(String s) {
        int n = s.length();
        if (n == 0) {
            return true;
        }
        if (Character.isWhitespace(s.charAt(0)) || Character.isWhitespace(s.charAt(n - 1))) {
            return false;
        }
        for (int i = 1; i < n; i++) {
            char c = s.charAt(i);
            if (c > '-' && c < 0x80 && c != '`') {
                // ASCII past '-' (letters, digits, most punctuation) is neither whitespace nor a hyphen: most of a
                // text, let through on three comparisons instead of eleven.
                continue;
            }
            if (c >= 0x80 || c == '`' || (isRegexSpace(c) && (c != ' ' || s.charAt(i - 1) == ' '))) {
                return false;
            }
            if (isHyphen(c)
                    && i + 1 < n
                    && Character.isLetter(s.charAt(i - 1))
                    && Character.isLetter(s.charAt(i + 1))) {
                return false;
            }
        }
        return s.charAt(0) < 0x80 && s.charAt(0) != '`';
    }

    private static boolean ascii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    private static String withoutMarks(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            int type = Character.getType(c);
            if (type != Character.NON_SPACING_MARK
                    && type != Character.COMBINING_SPACING_MARK
                    && type != Character.ENCLOSING_MARK) {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static boolean isHyphen(char c) {
        return c == '-' || c == '‐' || c == '‑' || c == '–';
    }

    /** The whitespace of {@code \s} in Java regular expressions, which the normal form collapses. */
    static boolean isRegexSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    /** A letter or a number: what may not touch either end of a cue. */
    static boolean isWordChar(char c) {
        if (c < 0x80) {
            return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z');
        }
        if (Character.isLetter(c)) {
            return true;
        }
        int type = Character.getType(c);
        return type == Character.DECIMAL_DIGIT_NUMBER
                || type == Character.LETTER_NUMBER
                || type == Character.OTHER_NUMBER;
    }

    /** True when a cue may end at {@code i}: the end of the text, or no letter or number there. */
    static boolean boundaryAt(String text, int i) {
        return i >= text.length() || !isWordChar(text.charAt(i));
    }

    static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** The end of the run of letters starting at {@code i} ({@code i} itself when there is none). */
    static int lettersEnd(String text, int i) {
        int j = i;
        while (j < text.length() && Character.isLetter(text.charAt(j))) {
            j++;
        }
        return j;
    }

    /** Where the word after the one at {@code i} starts (past the next single space), or -1 at the last word. */
    static int nextWord(String text, int i) {
        int space = text.indexOf(' ', i);
        return space < 0 || space + 1 >= text.length() ? -1 : space + 1;
    }

    /** {@code word} at {@code i}, not followed by a letter or number. */
    static boolean wordAt(String text, int i, String word) {
        return text.startsWith(word, i) && boundaryAt(text, i + word.length());
    }

    /** The length of the first of {@code words} at {@code i} as a whole word, or -1. */
    static int anyWordAt(String text, int i, String... words) {
        for (String word : words) {
            if (wordAt(text, i, word)) {
                return word.length();
            }
        }
        return -1;
    }
}
