package dev.factguard.core.freshness;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A list of cue phrases matched as whole words in {@link CueText#normalize normal-form} text, in one left-to-right
 * pass: at each word start a character trie of the phrases is walked (bounded by the longest phrase), so a search
 * costs time linear in the text and allocates nothing until it returns the words found.
 *
 * <p>A phrase matches where it is neither preceded nor followed by a letter or a number; its words are separated by
 * single spaces, as the normal form has them. The first match in the text wins; at one position a {@link Rule}
 * (cues that are patterns rather than words, such as "has … published") wins over a phrase, and a longer phrase
 * over a shorter one ("chief executive officer" over "chief executive"). Immutable and thread-safe.
 */
final class CueList {

    /** A cue that is a pattern over words: where it ends when it starts at {@code start}, or -1. */
    @FunctionalInterface
    interface Rule {
        /**
         * @param text  normal-form text
         * @param start a word start: 0, or a position after a character that is neither a letter nor a number
         * @return the end of the match (exclusive), or -1; the end must be followed by no letter or number
         */
        int end(String text, int start);
    }

    /**
     * {@code rule}, tried only in texts that hold one of {@code needles}: every match of the rule holds one of them
     * (the words it starts with, or one it cannot match without). A text without any is scanned as if the list had
     * no such rule, which lets the scan skip every word start no phrase begins with — most texts hold no needle.
     */
    static Rule needing(Rule rule, String... needles) {
        return new Gated(rule, needles.clone());
    }

    private record Gated(Rule rule, String[] needles) implements Rule {
        @Override
        public int end(String text, int start) {
            return rule.end(text, start);
        }

        boolean possible(String text, int from) {
            for (String needle : needles) {
                if (text.indexOf(needle, from) >= 0) {
                    return true;
                }
            }
            return false;
        }
    }

    private static final int ASCII = CueNode.ASCII;

    private final String[] phrases;
    private final CueNode root;
    /** The root's children by ASCII character: a long list's root has dozens, searched at every word start. */
    private final CueNode[] first;

    private final Rule[] rules;

    private CueList(String[] phrases, Rule[] rules) {
        this.phrases = phrases;
        this.root = new CueNode();
        for (String phrase : phrases) {
            root.add(phrase).lists = 1;
        }
        this.first = root.index();
        if (rules.length > Long.SIZE) {
            throw new IllegalArgumentException("at most " + Long.SIZE + " rules in one list");
        }
        this.rules = rules;
    }

    /** Plain phrases, lower case, words separated by single spaces. */
    static CueList of(String... phrases) {
        return new CueList(phrases.clone(), new Rule[0]);
    }

    /** These cues plus {@code more} rules, which are tried before the phrases, in order, at each position. */
    CueList with(Rule... more) {
        return new CueList(phrases, concat(rules, more));
    }

    /**
     * Every phrase and rule of {@code lists} as one list: {@code union(a, b).in(t)} is {@code a.in(t) || b.in(t)}
     * in one pass over {@code t} (a phrase or a rule matches at a word start in the union exactly when it does in
     * its own list). {@link #find} on a union says which cue came first, not from which list.
     */
    static CueList union(CueList... lists) {
        CueList all = of();
        for (CueList list : lists) {
            all = new CueList(concat(all.phrases, list.phrases), concat(all.rules, list.rules));
        }
        return all;
    }

    /** These cues plus {@code more} phrases. */
    CueList and(String... more) {
        return new CueList(concat(phrases, more), rules);
    }

    private static <T> T[] concat(T[] first, T[] second) {
        T[] all = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, all, first.length, second.length);
        return all;
    }

    /** The first cue in {@code text} as written there, or null. */
    String find(String text) {
        long match = next(text, 0);
        return match < 0 ? null : text.substring(start(match), end(match));
    }

    /** True when {@code text} holds a cue. */
    boolean in(String text) {
        return next(text, 0) >= 0;
    }

    /**
     * The first match at or after {@code from}, packed as {@code start << 32 | end} (read with {@link #start} and
     * {@link #end}), or -1.
     */
    long next(String text, int from) {
        if (rules.length == 0 && phrases.length == 1 && !phrases[0].isEmpty()) {
            return nextOf(phrases[0], text, from);
        }
        int n = text.length();
        long active = activeRules(text, from);
        for (int i = from; i < n; i++) {
            if (i > 0 && CueText.isWordChar(text.charAt(i - 1))) {
                continue;
            }
            // Most word starts begin no phrase: one table look-up rules them out (an active rule may match anywhere).
            char c = text.charAt(i);
            if (active == 0 && c < ASCII && first[c] == null) {
                continue;
            }
            int end = matchAt(text, i, active);
            if (end >= 0) {
                return ((long) i << 32) | end;
            }
        }
        return -1;
    }

    /**
     * {@link #next} of a list of one phrase ("since", "new"): found by {@code indexOf}, which skips through the text
     * far faster than a walk of its word starts, then checked for the word boundaries on both sides.
     */
    private static long nextOf(String phrase, String text, int from) {
        for (int i = text.indexOf(phrase, from); i >= 0; i = text.indexOf(phrase, i + 1)) {
            int end = i + phrase.length();
            if ((i == 0 || !CueText.isWordChar(text.charAt(i - 1))) && CueText.boundaryAt(text, end)) {
                return ((long) i << 32) | end;
            }
        }
        return -1;
    }

    /** Bit r set when rule r can match in {@code text} at or after {@code from}. */
    private long activeRules(String text, int from) {
        long active = 0;
        for (int r = 0; r < rules.length; r++) {
            if (possible(rules[r], text, from)) {
                active |= 1L << r;
            }
        }
        return active;
    }

    /** Whether {@code rule} can match in {@code text} at or after {@code from}: false only when gated out. */
    static boolean possible(Rule rule, String text, int from) {
        return !(rule instanceof Gated gated) || gated.possible(text, from);
    }

    /** The phrases, for {@link CueLists}. */
    String[] phrases() {
        return phrases.clone();
    }

    /** The rules in the order they are tried, for {@link CueLists}. */
    Rule[] rules() {
        return rules.clone();
    }

    static int start(long match) {
        return (int) (match >>> 32);
    }

    static int end(long match) {
        return (int) match;
    }

    private int matchAt(String text, int start, long active) {
        for (int r = 0; active != 0 && r < rules.length; r++) {
            if ((active & (1L << r)) != 0) {
                int end = rules[r].end(text, start);
                if (end >= 0) {
                    return end;
                }
            }
        }
        int longest = -1;
        CueNode node = root;
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            node = i == start && c < ASCII ? first[c] : node.child(c);
            if (node == null) {
                break;
            }
            if (node.lists != 0 && CueText.boundaryAt(text, i + 1)) {
                longest = i + 1;
            }
        }
        return longest;
    }

    /**
     * The end of the longest phrase of this list that starts exactly at {@code start} and ends on a word boundary, or
     * -1: one trie walk, no allocation. Rules are not tried.
     */
    int phraseAt(String text, int start) {
        return start < text.length() ? matchAt(text, start, 0L) : -1;
    }

    /** Phrases built from a head and its continuations: {@code expand("most", "liked", "viewed")}. */
    static String[] expand(String head, String... tails) {
        List<String> out = new ArrayList<>(tails.length);
        for (String tail : tails) {
            out.add(head + " " + tail);
        }
        return out.toArray(new String[0]);
    }
}
