package dev.factguard.core.freshness;

import java.util.Arrays;

/**
 * A node of a trie of cue phrases, by character: children in small parallel arrays, searched linearly (most nodes
 * have few). A node with many children (the first letters after a common word, as in a union of lists) also gets
 * a table by ASCII character, filled once the trie is built: it is walked at most word starts. {@link #lists} marks
 * the lists a phrase ending here belongs to (a single list marks it with bit 0); 0 where no phrase ends.
 */
final class CueNode {

    static final int ASCII = 128;
    private static final int TABLE_FROM = 5;

    private char[] keys = new char[0];
    private CueNode[] children = new CueNode[0];
    private CueNode[] table;
    long lists;

    CueNode child(char c) {
        if (table != null && c < ASCII) {
            return table[c];
        }
        char[] k = keys;
        for (int i = 0; i < k.length; i++) {
            if (k[i] == c) {
                return children[i];
            }
        }
        return null;
    }

    /** The node of {@code phrase} below this one, added where missing. */
    CueNode add(String phrase) {
        CueNode node = this;
        for (int i = 0; i < phrase.length(); i++) {
            node = node.add(phrase.charAt(i));
        }
        return node;
    }

    private CueNode add(char c) {
        CueNode existing = child(c);
        if (existing != null) {
            return existing;
        }
        keys = Arrays.copyOf(keys, keys.length + 1);
        children = Arrays.copyOf(children, children.length + 1);
        keys[keys.length - 1] = c;
        CueNode node = new CueNode();
        children[children.length - 1] = node;
        return node;
    }

    /**
     * Gives this node and those below it their tables, and returns this node's children by ASCII character (the
     * root's, searched at every word start). Called once, on the root, before the trie is shared.
     */
    CueNode[] index() {
        indexBelow();
        CueNode[] first = new CueNode[ASCII];
        for (char c = 0; c < ASCII; c++) {
            first[c] = child(c);
        }
        return first;
    }

    private void indexBelow() {
        if (keys.length >= TABLE_FROM) {
            // ASCII only: a character beyond it is still looked for in the arrays.
            CueNode[] byChar = new CueNode[ASCII];
            for (int i = 0; i < keys.length; i++) {
                if (keys[i] < ASCII) {
                    byChar[keys[i]] = children[i];
                }
            }
            table = byChar;
        }
        for (CueNode child : children) {
            child.indexBelow();
        }
    }
}
