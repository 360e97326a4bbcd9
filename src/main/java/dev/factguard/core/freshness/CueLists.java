package dev.factguard.core.freshness;

import java.util.Arrays;

/**
 * Several {@link CueList}s searched in one pass: {@link #scan} finds, for every list at once, the match its own
 * {@link CueList#next next(text, 0)} would. A claim is read against nineteen lists; one pass over its word starts
 * with a trie of all their phrases, each terminal marked with the lists that hold it, costs a fraction of nineteen
 * passes, which were most of the forecast's volatility signal.
 *
 * <p>At a word start each list matches as it would alone: its first rule that matches there, else its longest
 * phrase ending on a boundary; a list's match is its first word start that matches. Rules are gated per text as in
 * the list itself. At most 64 lists; immutable and thread-safe.
 */
final class CueLists {

    private static final int ASCII = CueNode.ASCII;

    private final CueList[] lists;
    private final CueNode root = new CueNode();
    private final CueNode[] first;
    /** Every list's rules, with the list each belongs to, in list order then rule order. */
    private final CueList.Rule[] rules;

    private final int[] ruleOwner;

    CueLists(CueList... lists) {
        if (lists.length > Long.SIZE) {
            throw new IllegalArgumentException("at most " + Long.SIZE + " lists");
        }
        this.lists = lists.clone();
        int ruleCount = 0;
        for (int l = 0; l < lists.length; l++) {
            for (String phrase : lists[l].phrases()) {
                root.add(phrase).lists |= 1L << l;
            }
            ruleCount += lists[l].rules().length;
        }
        if (ruleCount > Long.SIZE) {
            throw new IllegalArgumentException("at most " + Long.SIZE + " rules in all");
        }
        rules = new CueList.Rule[ruleCount];
        ruleOwner = new int[ruleCount];
        int r = 0;
        for (int l = 0; l < lists.length; l++) {
            for (CueList.Rule rule : lists[l].rules()) {
                rules[r] = rule;
                ruleOwner[r++] = l;
            }
        }
        first = root.index();
    }

    /** What {@link #scan} found in one text: each list's first match, as its own {@code next(text, 0)} packs it. */
    final class Found {
        private final String text;
        private final long[] matches;

        private Found(String text, long[] matches) {
            this.text = text;
            this.matches = matches;
        }

        /** The text scanned. */
        String text() {
            return text;
        }

        /** {@code list.next(text, 0)}; {@code list} must be one of those scanned for. */
        long first(CueList list) {
            for (int l = 0; l < lists.length; l++) {
                if (lists[l] == list) {
                    return matches[l];
                }
            }
            throw new IllegalArgumentException("not one of the lists scanned for");
        }

        /** {@code list.in(text)}. */
        boolean in(CueList list) {
            return first(list) >= 0;
        }

        /** {@code list.find(text)}. */
        String find(CueList list) {
            long m = first(list);
            return m < 0 ? null : text.substring(CueList.start(m), CueList.end(m));
        }
    }

    /** Every list's first match in {@code text} (normal form), in one pass. */
    Found scan(String text) {
        long[] matches = new long[lists.length];
        Arrays.fill(matches, -1);
        long pending = lists.length == Long.SIZE ? -1L : (1L << lists.length) - 1;
        long activeRules = activeRules(text);
        int[] phraseEnd = new int[lists.length];
        int n = text.length();
        for (int i = 0; i < n && pending != 0; i++) {
            if (i > 0 && CueText.isWordChar(text.charAt(i - 1))) {
                continue;
            }
            char c = text.charAt(i);
            CueNode node = c < ASCII ? first[c] : root.child(c);
            if (activeRules == 0 && node == null) {
                continue;
            }
            long matched = rulesAt(text, i, activeRules, pending, matches);
            long open = pending & ~matched;
            long phrased = 0;
            for (int j = i; node != null && open != 0; ) {
                long here = node.lists & open;
                if (here != 0 && CueText.boundaryAt(text, j + 1)) {
                    // Walking forward, a later terminal is a longer phrase: it replaces the shorter one.
                    for (long bits = here; bits != 0; bits &= bits - 1) {
                        phraseEnd[Long.numberOfTrailingZeros(bits)] = j + 1;
                    }
                    phrased |= here;
                }
                if (++j >= n) {
                    break;
                }
                node = node.child(text.charAt(j));
            }
            for (long bits = phrased; bits != 0; bits &= bits - 1) {
                int l = Long.numberOfTrailingZeros(bits);
                matches[l] = ((long) i << 32) | phraseEnd[l];
            }
            pending &= ~(matched | phrased);
        }
        return new Found(text, matches);
    }

    /** Tries the active rules of pending lists at {@code start}; the lists one matched for, their matches set. */
    private long rulesAt(String text, int start, long activeRules, long pending, long[] matches) {
        long matched = 0;
        for (long bits = activeRules; bits != 0; bits &= bits - 1) {
            int r = Long.numberOfTrailingZeros(bits);
            long owner = 1L << ruleOwner[r];
            if ((pending & ~matched & owner) == 0) {
                continue;
            }
            int end = rules[r].end(text, start);
            if (end >= 0) {
                matches[ruleOwner[r]] = ((long) start << 32) | end;
                matched |= owner;
            }
        }
        return matched;
    }

    /** Bit r set when rule r can match in {@code text}, as {@link CueList} gates it. */
    private long activeRules(String text) {
        long active = 0;
        for (int r = 0; r < rules.length; r++) {
            if (CueList.possible(rules[r], text, 0)) {
                active |= 1L << r;
            }
        }
        return active;
    }
}
