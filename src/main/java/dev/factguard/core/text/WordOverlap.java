package dev.factguard.core.text;

import java.util.HashSet;
import java.util.Set;

/**
 * The single lexical-overlap kernel: Jaccard similarity of the two texts' token <em>sets</em>.
 *
 * <p>Tokens are the text lower-cased and split on whitespace, with punctuation kept on the token, so
 * {@code "france?"} and {@code "france"} are different tokens. Kept deliberately literal: it is the
 * transparent figure reported to users ({@code topicalOverlap}); the smarter matching lives in
 * {@link TermAnalyzer}. Stateless and thread-safe.
 */
public final class WordOverlap {

    private WordOverlap() {}

    /** Jaccard similarity in [0, 1]; 0.0 when either side has no tokens; null is treated as empty. */
    public static double jaccard(String a, String b) {
        Set<String> left = tokenSet(a);
        Set<String> right = tokenSet(b);
        if (left.isEmpty() || right.isEmpty()) {
            return 0.0;
        }
        int shared = 0;
        for (String token : left) {
            if (right.contains(token)) {
                shared++;
            }
        }
        return (double) shared / (left.size() + right.size() - shared);
    }

    /** Lower-cased, whitespace-split tokens of {@code text}, punctuation kept; empty for null or blank. */
    public static Set<String> tokenSet(String text) {
        Set<String> tokens = new HashSet<>();
        if (text == null) {
            return tokens;
        }
        int length = text.length();
        int start = -1;
        for (int i = 0; i <= length; i++) {
            boolean space = i == length || Character.isWhitespace(text.charAt(i));
            if (space) {
                if (start >= 0) {
                    tokens.add(text.substring(start, i).toLowerCase(java.util.Locale.ROOT));
                    start = -1;
                }
            } else if (start < 0) {
                start = i;
            }
        }
        return tokens;
    }
}
