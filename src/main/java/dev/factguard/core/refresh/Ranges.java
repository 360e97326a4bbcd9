package dev.factguard.core.refresh;

import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ranges of figures: "a target range of 4.25% to 4.5%". A claimed range is one value with two ends, compared with
 * the ranges evidence states, end for end: "4.00% to 4.25%" is another range, not the claimed lower end. Stateless.
 */
final class Ranges {

    private static final Pattern RANGE =
            Pattern.compile("^(?:between\\s+)?(.+?)\\s*(?:\\bto\\b|\\band\\b|-|–)\\s*(.+)$");
    private static final Set<String> JOINS = Set.of("to", "-", "–");

    private Ranges() {}

    /** The upper end of a value written as a range ("4.25% to 4.5%", "4.25%-4.5%"), or null. */
    static Quantity upper(String value) {
        Matcher m = RANGE.matcher(value.strip());
        if (!m.matches() || Quantity.parse(m.group(1)) == null) {
            return null;
        }
        Quantity upper = Quantity.parse(m.group(2));
        return upper == null || !m.group(2).strip().matches("[$€£¥]?\\d.*") ? null : upper;
    }

    /** The figure after {@code m} that closes a range it opens ("4.00% to 4.25%"), or null. */
    static Quantity after(List<EvidenceTokens.Token> tokens, Mention m) {
        int k = m.end();
        if (k + 1 >= tokens.size()
                || !(JOINS.contains(tokens.get(k).lower()) || and(tokens, m))
                || tokens.get(k + 1).kind() != EvidenceTokens.Kind.NUMBER) {
            return null;
        }
        String unit = k + 2 < tokens.size() ? " " + tokens.get(k + 2).text() : "";
        return Quantity.parse(tokens.get(k + 1).text() + unit);
    }

    /** True when {@code m} closes a range: the figure after "to" in "4.00% to 4.25%". */
    static boolean closes(List<EvidenceTokens.Token> tokens, Mention m) {
        int k = m.start();
        return k >= 2
                && JOINS.contains(tokens.get(k - 1).lower())
                && tokens.get(k - 2).kind() == EvidenceTokens.Kind.NUMBER;
    }

    /** "between 4% and 4.25%". */
    private static boolean and(List<EvidenceTokens.Token> tokens, Mention m) {
        return tokens.get(m.end()).lower().equals("and")
                && m.start() > 0
                && tokens.get(m.start() - 1).lower().equals("between");
    }
}
