package dev.factguard.core.forecast;

import java.util.Set;

/**
 * Whether a prompt gives the text it asks to work on — after a colon (not a URL's), inside quotes, or after a line
 * break — and how many words of it: "Fix the grammar: me and him goes …" gives text; "Summarize the movie "Toy
 * Story"" gives a title, which names a work the answer must know. Read only for an ask whose verb works on text.
 */
final class GivenText {

    /** A quoted span of at most this many words, all capitalised, is a title rather than text. */
    private static final int TITLE_WORDS = 6;

    private static final Set<String> SMALL_WORDS =
            Set.of("a", "an", "the", "of", "and", "in", "on", "to", "for", "at", "by", "or", "with", "not", "is");

    private GivenText() {}

    /** The words of text the prompt gives, counted up to {@code enough}; 0 when it gives only a title or nothing. */
    static int words(String prompt, int enough) {
        long span = span(prompt);
        return span < 0 ? 0 : count(prompt, (int) (span >>> 32), (int) span, enough);
    }

    /** Where the text the prompt gives starts (a character index), or -1 when it gives only a title or nothing. */
    static int start(String prompt) {
        long span = span(prompt);
        return span < 0 ? -1 : (int) (span >>> 32);
    }

    /** The given text's first and end index, packed high and low in one long; -1 when there is none. */
    private static long span(String prompt) {
        int n = prompt.length();
        int i = 0;
        while (i < n) {
            char c = prompt.charAt(i);
            char close = closing(c, prompt, i);
            if (close != 0) {
                int end = prompt.indexOf(close, i + 1);
                int stop = end < 0 ? n : end;
                if (!title(prompt, i + 1, stop)) {
                    return ((long) (i + 1) << 32) | stop;
                }
                i = stop + 1; // a title: text may still follow, after a line break
                continue;
            }
            boolean colon = c == ':' && !(i + 2 < n && prompt.charAt(i + 1) == '/' && prompt.charAt(i + 2) == '/');
            if (colon || c == '\n') {
                return ((long) (i + 1) << 32) | n;
            }
            i++;
        }
        return -1;
    }

    /** The quote that closes one opening at {@code i}, or 0 when none opens there. */
    private static char closing(char c, String prompt, int i) {
        return switch (c) {
            case '"' -> '"';
            case '“' -> '”';
            case '«' -> '»';
            case '`' -> '`';
            case '‘' -> '’';
            // An apostrophe opens a quote only where a word cannot end: "'see you soon'", not "don't".
            case '\'' -> i == 0 || Character.isWhitespace(prompt.charAt(i - 1)) ? '\'' : 0;
            default -> 0;
        };
    }

    /** "Toy Story", "The Road Not Taken": a few words, every one capitalised but the small ones. */
    private static boolean title(String text, int from, int to) {
        int words = 0;
        boolean in = false;
        for (int i = from; i < to; i++) {
            char ch = text.charAt(i);
            boolean letter = Character.isLetterOrDigit(ch);
            if (letter && !in) {
                int end = i;
                while (end < to && Character.isLetterOrDigit(text.charAt(end))) {
                    end++;
                }
                boolean small = SMALL_WORDS.contains(text.substring(i, end).toLowerCase(java.util.Locale.ROOT));
                if (!Character.isUpperCase(ch) && !Character.isDigit(ch) && !(small && words > 0)) {
                    return false;
                }
                if (++words > TITLE_WORDS) {
                    return false;
                }
            }
            in = letter;
        }
        return words > 0;
    }

    /** Words in {@code text} from {@code from} to {@code to}, counted up to {@code enough}. */
    static int count(String text, int from, int to, int enough) {
        int words = 0;
        boolean in = false;
        for (int i = from; i < to && words < enough; i++) {
            boolean letter = Character.isLetterOrDigit(text.charAt(i));
            if (letter && !in) {
                words++;
            }
            in = letter;
        }
        return words;
    }
}
