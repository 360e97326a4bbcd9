package dev.factguard.adapter.search;

/**
 * A fixed string to find in a page, found by hopping from one occurrence of its rarest character to the next.
 *
 * <p>Why not {@link String#indexOf(String)}: on a page with any character beyond Latin-1 (nearly every result page)
 * the JDK searches for a string a few characters per step, while it searches for a single character many at a time.
 * A needle whose anchor is rare in HTML ({@code y}, {@code !}, {@code =}) is found several times faster: the page is
 * swept at the speed of the character search, and only the few anchors it stops at are compared. Immutable.
 *
 * @param text   what to find, not empty
 * @param anchor the index in {@code text} of the character to hop on: the one rarest in the pages searched
 */
record Needle(String text, int anchor) {

    Needle {
        if (text.isEmpty() || anchor < 0 || anchor >= text.length()) {
            throw new IllegalArgumentException("anchor must index the text, was " + anchor + " in \"" + text + "\"");
        }
    }

    /** Hops on the first occurrence of {@code anchor} in {@code text}. */
    Needle(String text, char anchor) {
        this(text, text.indexOf(anchor));
    }

    /** As {@code s.indexOf(text, from)}: the first index at or after {@code from} where the text starts, or -1. */
    int in(String s, int from) {
        char c = text.charAt(anchor);
        for (int at = s.indexOf(c, Math.max(from, 0) + anchor); at >= 0; at = s.indexOf(c, at + 1)) {
            if (s.startsWith(text, at - anchor)) {
                return at - anchor;
            }
        }
        return -1;
    }

    /** As {@code s.contains(text)}. */
    boolean isIn(String s) {
        return in(s, 0) >= 0;
    }

    int length() {
        return text.length();
    }
}
