package dev.factguard.core.outcome;

import dev.factguard.core.text.WordCache;

/**
 * The feature names of a prompt's words ({@code w:…}, {@code lead:…}) and word pairs ({@code b:… …}), built once
 * per word and pair while they stay cached instead of concatenated on every forecast. The same names as the
 * concatenations, so counts stored under them before still count: only fewer copies of them are made. Bounded
 * (fixed tables, see {@link WordCache}) and thread-safe without locks.
 */
final class WordFeatureNames {

    /** A lower-cased word with its feature names and its {@link PromptCues#wordFlags cue flags}. */
    record Word(String text, String unigram, String lead, int cueFlags) {
        Word(String text) {
            this(text, "w:" + text, "lead:" + text, PromptCues.wordFlags(text));
        }
    }

    private record Pair(Word first, Word second, String name) {}

    private static final int BITS = 13;
    private static final WordCache<Word> WORDS = new WordCache<>(BITS, Word::new);
    /** Pairs by slot; racy writes of immutable entries, as in {@link WordCache}. */
    private static final Pair[] PAIRS = new Pair[1 << BITS];

    private WordFeatureNames() {}

    /** The word {@code text[start, end)} lower-cased, with its names. */
    static Word word(String text, int start, int end) {
        return WORDS.of(text, start, end);
    }

    /** {@code "b:" + first + " " + second}. */
    static String pair(Word first, Word second) {
        int hash = 31 * first.text.hashCode() + second.text.hashCode();
        int slot = (hash ^ (hash >>> 16)) & (PAIRS.length - 1);
        Pair p = PAIRS[slot];
        // The words are the cached instances while they stay cached: the pair is then found on identity alone.
        if (p != null
                && (p.first == first || p.first.text.equals(first.text))
                && (p.second == second || p.second.text.equals(second.text))) {
            return p.name;
        }
        String name = "b:" + first.text + " " + second.text;
        PAIRS[slot] = new Pair(first, second, name);
        return name;
    }
}
