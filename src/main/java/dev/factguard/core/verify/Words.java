package dev.factguard.core.verify;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Cuts a text into {@link Word}s. Digits followed at once by letters become two tokens when the letters are a unit,
 * an ordinal ending or am/pm ("1.7l", "20th", "10am"), and one word otherwise ("2FA", "5G"): the first are a number
 * written with its unit, the second are names. Hand-written rather than regex-based so that every token keeps its
 * offsets. Stateless.
 */
final class Words {

    private static final Set<String> ORDINALS = Set.of("st", "nd", "rd", "th");
    private static final Set<String> CLOCK = Set.of("am", "pm");

    private Words() {}

    static List<Word> read(String text) {
        List<Word> words = new ArrayList<>();
        int n = text.length();
        boolean initial = true;
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                initial |= c == '\n' || c == '\r';
                i++;
            } else if (Character.isDigit(c)) {
                int end = numberEnd(text, i);
                int letters = lettersEnd(text, end);
                String suffix = text.substring(end, letters).toLowerCase(Locale.ROOT);
                if (letters > end && !splits(suffix)) {
                    words.add(word(text, i, letters, Word.Kind.WORD, initial));
                } else {
                    words.add(word(text, i, end, Word.Kind.NUMBER, initial));
                    if (letters > end) {
                        words.add(word(text, end, letters, Word.Kind.WORD, false));
                    }
                }
                initial = false;
                i = letters;
            } else if (Character.isLetter(c)) {
                int end = lettersEnd(text, i);
                words.add(word(text, i, end, Word.Kind.WORD, initial));
                initial = false;
                i = end;
            } else {
                words.add(word(text, i, i + 1, Word.Kind.SYMBOL, false));
                initial |= c == '.' || c == '!' || c == '?' || c == ':';
                i++;
            }
        }
        return words;
    }

    /** Letters that end a number as its unit or ending rather than making a name of it. */
    private static boolean splits(String suffix) {
        return ORDINALS.contains(suffix) || CLOCK.contains(suffix) || Units.known(suffix);
    }

    private static int numberEnd(String text, int from) {
        int i = from;
        while (i < text.length()) {
            char c = text.charAt(i);
            boolean inner = (c == '.' || c == ',' || c == ':')
                    && i + 1 < text.length()
                    && Character.isDigit(text.charAt(i + 1))
                    && Character.isDigit(text.charAt(i - 1));
            if (!Character.isDigit(c) && !inner) {
                return i;
            }
            i++;
        }
        return i;
    }

    /** The end of a run of letters and digits from {@code from}, an apostrophe inside it included ("don't"). */
    private static int lettersEnd(String text, int from) {
        int i = from;
        while (i < text.length()) {
            char c = text.charAt(i);
            boolean apostrophe = (c == '\'' || c == '’')
                    && i > from
                    && i + 1 < text.length()
                    && Character.isLetter(text.charAt(i + 1));
            if (!Character.isLetterOrDigit(c) && !apostrophe) {
                return i;
            }
            i++;
        }
        return i;
    }

    private static Word word(String text, int start, int end, Word.Kind kind, boolean initial) {
        String t = text.substring(start, end);
        return new Word(
                t,
                t.toLowerCase(Locale.ROOT).replace('’', '\''),
                kind,
                start,
                end,
                initial && kind != Word.Kind.SYMBOL);
    }
}
