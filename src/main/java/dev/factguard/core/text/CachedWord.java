package dev.factguard.core.text;

import java.util.function.Function;

/**
 * A lower-cased word as {@link TermAnalyzer}'s word cache holds it: what the lexicon says about it, and room for one
 * value another layer derives from the word alone ({@link #derived}), so that layer reads it off the word the
 * analyzer already looked up instead of looking the word up again in a cache of its own. Thread-safe: the derived
 * value is set racily, and must be immutable (final fields) so that a reader sees it whole or not at all.
 */
public final class CachedWord {

    final String lower;
    final String number;
    final boolean stop;
    final boolean vague;
    final String stem;

    private Object derived;

    private CachedWord(String lower) {
        this.lower = lower;
        this.number = Lexicon.NUMBER_WORDS.get(lower);
        this.stop = Lexicon.STOP_WORDS.contains(lower);
        this.vague = Lexicon.VAGUE_TERMS.contains(lower);
        this.stem = TermAnalyzer.stem(lower);
    }

    static CachedWord of(String lower) {
        return new CachedWord(lower);
    }

    /** The word, lower-cased. */
    public String lower() {
        return lower;
    }

    /**
     * What {@code derive} makes of {@link #lower()}, made once while this word stays cached (again if another
     * type of value was kept here). {@code derive} must depend on the lower-cased word alone.
     */
    public <T> T derived(Class<T> type, Function<String, T> derive) {
        Object kept = derived;
        if (type.isInstance(kept)) {
            return type.cast(kept);
        }
        T made = derive.apply(lower);
        derived = made;
        return made;
    }
}
