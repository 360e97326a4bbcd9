package dev.factguard.core.text;

import java.util.Arrays;
import java.util.Objects;

/**
 * The runs of letters and digits of a text, in order, as {@link TermAnalyzer} read them, each as the analyzer's
 * {@link CachedWord}: lets a later reader of the same text take its words without scanning and looking them up
 * again. {@link #complete} only when every run is a whole word of the analysis of at most {@value
 * #WHOLE_WORD_CHARS} characters; a run inside a number such as {@code 1.7}, or a longer one, has no cached word of
 * its own, and a reader of such a text reads it itself. Not thread-safe while built; read-only once handed over.
 */
public final class WordRuns {

    /** The longest run that is kept as its cached word. */
    public static final int WHOLE_WORD_CHARS = 32;

    private CachedWord[] words = new CachedWord[8];
    private int size;
    private boolean complete = true;

    /** Adds the run that is the whole word {@code word} of {@code length} characters (after its parts, if any). */
    void add(CachedWord word, int length) {
        if (length > WHOLE_WORD_CHARS) {
            complete = false;
        }
        if (!complete) {
            return;
        }
        if (size == words.length) {
            words = Arrays.copyOf(words, 2 * size);
        }
        words[size++] = word;
    }

    /** A run that is part of a word (a number's digits before a separator): the runs are no longer complete. */
    void addPart() {
        complete = false;
    }

    /** Whether every run of the text is here as its cached word; when not, the runs here are not to be read. */
    public boolean complete() {
        return complete;
    }

    public int size() {
        return size;
    }

    /** The cached word of run {@code i}. */
    public CachedWord word(int i) {
        return words[Objects.checkIndex(i, size)];
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof WordRuns other) || other.size != size || other.complete != complete) {
            return false;
        }
        for (int i = 0; i < size; i++) {
            if (!words[i].lower.equals(other.words[i].lower)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = complete ? size : -size;
        for (int i = 0; i < size; i++) {
            h = 31 * h + words[i].lower.hashCode();
        }
        return h;
    }
}
