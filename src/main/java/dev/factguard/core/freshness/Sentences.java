package dev.factguard.core.freshness;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Splits prose into sentences, keeping the terminal punctuation (a trailing '?' is how a question is told
 * from a statement).
 *
 * <p>A '.', '!' or '?' ends a sentence when followed by whitespace (or the end) — but not after an initial
 * ("Jerome H. Powell"), a dotted acronym ("U.S.") or a common abbreviation ("Inc.", "Dr.", "Warner Bros."), which
 * would otherwise cut names and company names in half. A title ("Dr.", "St.") never ends a sentence, since a name
 * follows it; an abbreviation that can close one ("Inc.", "U.S.") does when the next word opens a sentence ("The",
 * "It", "He"). Line breaks always end a sentence. Stateless.
 */
public final class Sentences {

    /** Written before a name: the '.' after one never ends a sentence. */
    private static final Set<String> TITLES = Set.of(
            "mr", "mrs", "ms", "dr", "prof", "st", "gen", "gov", "sen", "rep", "mt", "ft", "fig", "vol", "vs", "approx",
            "est");
    /** Abbreviations that may also close a sentence: company forms, "Jr.", Latin, months, "No." (or "no."). */
    private static final Set<String> CLOSING = Set.of(
            "no", "jr", "sr", "inc", "ltd", "co", "corp", "plc", "llc", "bros", "etc", "e.g", "i.e", "jan", "feb",
            "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "dept", "univ", "ave");
    /** Capitalised words that open a sentence, so that an abbreviation before them closes the one before. */
    private static final Set<String> OPENERS = Set.of(
            "The",
            "A",
            "An",
            "It",
            "Its",
            "He",
            "She",
            "They",
            "We",
            "I",
            "His",
            "Her",
            "Their",
            "Our",
            "This",
            "That",
            "These",
            "Those",
            "There",
            "But",
            "And",
            "However",
            "In",
            "On",
            "At",
            "As",
            "Who",
            "What",
            "Which",
            "When",
            "Where",
            "Why",
            "How",
            "Is",
            "Are",
            "Was",
            "Were",
            "Does",
            "Did",
            "Today",
            "Now",
            "Currently",
            "Since");

    private Sentences() {}

    /** Trimmed, non-blank sentences in order; empty for null or blank text. */
    public static List<String> split(String text) {
        List<String> out = new ArrayList<>();
        if (text == null) {
            return out;
        }
        int start = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            boolean end = c == '\n' || c == '\r';
            if (c == '.' || c == '!' || c == '?') {
                int j = i;
                while (j + 1 < n
                        && (text.charAt(j + 1) == '.'
                                || text.charAt(j + 1) == '!'
                                || text.charAt(j + 1) == '?'
                                || text.charAt(j + 1) == '"'
                                || text.charAt(j + 1) == '\'')) {
                    j++;
                }
                boolean followedByBreak = j + 1 >= n || Character.isWhitespace(text.charAt(j + 1));
                if (followedByBreak && (c != '.' || !abbreviationBefore(text, i) || closesBefore(text, i, j + 1))) {
                    i = j;
                    end = true;
                } else if (!followedByBreak) {
                    // No mark of this run is followed by a break: skip it whole, or a long run costs its square.
                    i = j;
                }
            }
            if (end) {
                add(out, text.substring(start, i + 1));
                start = i + 1;
            }
        }
        add(out, text.substring(start));
        return out;
    }

    private static void add(List<String> out, String sentence) {
        String s = sentence.strip();
        if (hasLetterOrDigit(s)) {
            out.add(s);
        }
    }

    /** Whether a UTF-16 unit of {@code s} is a letter or digit; a loop, as it runs on every sentence of a forecast. */
    private static boolean hasLetterOrDigit(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isLetterOrDigit((int) s.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** True when the '.' at {@code dot} closes an initial, a dotted acronym or a known abbreviation. */
    static boolean abbreviationBefore(String text, int dot) {
        String word = wordBefore(text, dot);
        if (word.isEmpty()) {
            return false;
        }
        if (word.length() == 1 && Character.isUpperCase(word.charAt(0))) {
            return true;
        }
        if (word.contains(".") && word.length() <= 6) {
            return true;
        }
        return isAbbreviation(word);
    }

    /**
     * True when {@code word} (letters, without its '.') is an abbreviation that a '.' follows without ending the
     * sentence: "Inc", "Bros", "Dr", "St". Case-insensitive.
     */
    public static boolean isAbbreviation(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        return TITLES.contains(lower) || CLOSING.contains(lower);
    }

    /**
     * True when the abbreviation {@code word} ends its sentence after all because {@code next}, the word after it,
     * opens one: "… works for Apple Inc. The company …". Never after an initial or a title ("Dr. Who").
     */
    public static boolean closesSentence(String word, String next) {
        return word.length() > 1 && !TITLES.contains(word.toLowerCase(Locale.ROOT)) && OPENERS.contains(next);
    }

    /** {@link #closesSentence} for the abbreviation before the '.' at {@code dot} and the word from {@code from}. */
    private static boolean closesBefore(String text, int dot, int from) {
        int start = from;
        while (start < text.length() && Character.isWhitespace(text.charAt(start))) {
            start++;
        }
        int end = start;
        while (end < text.length() && Character.isLetter(text.charAt(end))) {
            end++;
        }
        return end > start && closesSentence(wordBefore(text, dot), text.substring(start, end));
    }

    /** The letters and dots just before {@code dot}: "U.S" before "U.S.", "Bros" before "Bros.". */
    private static String wordBefore(String text, int dot) {
        int k = dot - 1;
        while (k >= 0 && (Character.isLetter(text.charAt(k)) || text.charAt(k) == '.')) {
            k--;
        }
        return text.substring(k + 1, dot);
    }
}
