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
 * ("Jerome H. Powell"), a dotted acronym ("U.S.") or a common abbreviation ("Inc.", "Dr."), which would
 * otherwise cut names and company names in half. Line breaks always end a sentence. Stateless.
 */
public final class Sentences {

    private static final Set<String> ABBREVIATIONS = Set.of("mr", "mrs", "ms", "dr", "prof", "st", "jr", "sr",
            "inc", "ltd", "co", "corp", "plc", "llc", "no", "vs", "etc", "e.g", "i.e", "approx", "est", "gen",
            "gov", "sen", "rep", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov",
            "dec", "fig", "vol", "mt", "ft");

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
                while (j + 1 < n && (text.charAt(j + 1) == '.' || text.charAt(j + 1) == '!'
                        || text.charAt(j + 1) == '?' || text.charAt(j + 1) == '"' || text.charAt(j + 1) == '\'')) {
                    j++;
                }
                boolean followedByBreak = j + 1 >= n || Character.isWhitespace(text.charAt(j + 1));
                if (followedByBreak && (c != '.' || !abbreviationBefore(text, i))) {
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
        if (!s.isEmpty() && s.chars().anyMatch(Character::isLetterOrDigit)) {
            out.add(s);
        }
    }

    /** True when the '.' at {@code dot} closes an initial, a dotted acronym or a known abbreviation. */
    static boolean abbreviationBefore(String text, int dot) {
        int k = dot - 1;
        while (k >= 0 && (Character.isLetter(text.charAt(k)) || text.charAt(k) == '.')) {
            k--;
        }
        String word = text.substring(k + 1, dot);
        if (word.isEmpty()) {
            return false;
        }
        if (word.length() == 1 && Character.isUpperCase(word.charAt(0))) {
            return true;
        }
        if (word.contains(".") && word.length() <= 6) {
            return true;
        }
        return ABBREVIATIONS.contains(word.toLowerCase(Locale.ROOT));
    }
}
