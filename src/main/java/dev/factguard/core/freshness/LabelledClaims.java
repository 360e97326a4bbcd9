package dev.factguard.core.freshness;

import java.util.Locale;

/**
 * Claims that name their subject beside the value instead of linking them with a verb: an apposition ("Jerome
 * Powell, the current chair of the Federal Reserve, said …", "Tim Cook, Apple's CEO, …") and a label ("CEO of Apple:
 * Tim Cook", "Latest version: iOS 26"). The part that carries the category's cue word is the subject, the short part
 * beside it the value. Stateless.
 */
final class LabelledClaims {

    /** Words a value of a few words does not hold: a verb that would make it a clause of its own. */
    private static final String[] LINKS = {" is ", " are ", " was ", " were ", " has ", " have ", " had ", " will "};

    private static final int MAX_VALUE_WORDS = 6;

    private LabelledClaims() {}

    /**
     * An apposition at the start of {@code s} (one-spaced, without its closing mark): "V, the R of S, …", "V, S's R,
     * …", or the other way round, "The R of S, V, said …"; null when {@code s} does not open with one.
     */
    static SplitClaim apposition(String s, ClaimCategory category, Cleaner cleaner) {
        int open = s.indexOf(", ");
        if (open <= 0) {
            return null;
        }
        int close = s.indexOf(',', open + 2);
        String first = s.substring(0, open);
        String second = close < 0 ? s.substring(open + 2) : s.substring(open + 2, close);
        if (valueBeside(first, second, category)) {
            return cleaner.claim(second, first);
        }
        if (close > 0 && valueBeside(second, first, category)) {
            return cleaner.claim(first, second);
        }
        return null;
    }

    /** True when {@code value} is a few words without the category's cue, beside a {@code role} that has it. */
    private static boolean valueBeside(String value, String role, ClaimCategory category) {
        return shortValue(value) && !hasLink(role) && cueIn(role, category) && !cueIn(value, category);
    }

    /** "R of S: V" — a label and its value; null when {@code s} is not one. */
    static SplitClaim label(String s, ClaimCategory category, Cleaner cleaner) {
        int colon = s.indexOf(": ");
        if (colon <= 0 || s.indexOf(": ", colon + 2) >= 0) {
            return null;
        }
        String role = s.substring(0, colon);
        String value = s.substring(colon + 2);
        return valueBeside(value, role, category) ? cleaner.claim(role, value) : null;
    }

    private static boolean shortValue(String value) {
        String v = value.strip();
        if (v.isEmpty() || hasLink(" " + v + " ")) {
            return false;
        }
        int words = 1;
        for (int i = 0; i < v.length(); i++) {
            words += v.charAt(i) == ' ' ? 1 : 0;
        }
        return words <= MAX_VALUE_WORDS;
    }

    private static boolean hasLink(String part) {
        String lower = " " + part.toLowerCase(Locale.ROOT) + " ";
        for (String link : LINKS) {
            if (lower.contains(link)) {
                return true;
            }
        }
        return false;
    }

    private static boolean cueIn(String part, ClaimCategory category) {
        return ClaimDetector.topicalCues(category).in(CueText.normalize(part));
    }

    /** Cleans a subject and a value into a claim, or null when either cleans to nothing. */
    interface Cleaner {
        SplitClaim claim(String subject, String value);
    }
}
