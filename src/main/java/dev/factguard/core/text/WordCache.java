package dev.factguard.core.text;

import java.util.Locale;
import java.util.function.Function;

/**
 * What is derived from a lower-cased word, computed once per word rather than once per occurrence: the words of
 * prompts repeat across forecasts, and each forecast otherwise cuts, lower-cases, hashes and concatenates every one
 * of them again. Looks a word up straight from the characters of the text it stands in (no substring, no lower-case
 * copy) and hands back the same value every time the word is still cached.
 *
 * <p>Bounded: a fixed table of {@code 2^bits} slots, one word each; a word whose slot another took is derived again
 * (and takes the slot back). Words with characters beyond ASCII are derived every time, since lower-casing them
 * may change their length. The value must depend on the word alone. Thread-safe without locks: a slot holds an
 * immutable entry, so a reader sees a whole entry or another one, and a lost race costs one derivation.
 *
 * @param <T> what is derived from a word
 */
public final class WordCache<T> {

    /**
     * A word up to {@value #PACKED} characters long also stands in the entry itself, one byte per character in
     * {@code lo} and {@code hi}: a hit is then checked without reading the word's string, two loads further away
     * (and, under the load of a whole forecast, rarely still in the nearer caches).
     */
    private record Entry<T>(String word, int length, long lo, long hi, T value) {}

    private static final int PACKED = 16;

    private final Entry<T>[] slots;
    private final int mask;
    private final Function<String, T> derive;

    /** @param derive builds the value of a lower-cased word; called again whenever the word is not cached */
    @SuppressWarnings("unchecked")
    public WordCache(int bits, Function<String, T> derive) {
        if (bits < 1 || bits > 24) {
            throw new IllegalArgumentException("bits must be in [1, 24], was " + bits);
        }
        this.slots = (Entry<T>[]) new Entry<?>[1 << bits];
        this.mask = slots.length - 1;
        this.derive = derive;
    }

    /**
     * The value of {@code text.substring(start, end).toLowerCase(Locale.ROOT)}.
     *
     * @param start inclusive, {@code 0 <= start <= end <= text.length()}
     */
    public T of(String text, int start, int end) {
        // The word packed into two longs as it is read, the characters past the sixteenth hashed as a string is;
        // the slot is a mix of both at the end rather than a multiply per character, which each next one waits for.
        long lo = 0;
        long hi = 0;
        int rest = 0;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c >= 0x80) {
                return derive.apply(text.substring(start, end).toLowerCase(Locale.ROOT));
            }
            char l = lower(c);
            int k = i - start;
            if (k < 8) {
                lo |= (long) l << (k << 3);
            } else if (k < PACKED) {
                hi |= (long) l << ((k - 8) << 3);
            } else {
                rest = 31 * rest + l;
            }
        }
        int length = end - start;
        int slot = slot(lo, hi, rest, length);
        Entry<T> e = slots[slot];
        if (e != null
                && e.length == length
                && e.lo == lo
                && e.hi == hi
                && (length <= PACKED || sameWord(e.word, text, start, end))) {
            return e.value;
        }
        char[] chars = new char[length];
        for (int k = start; k < end; k++) {
            chars[k - start] = lower(text.charAt(k));
        }
        String word = new String(chars);
        T value = derive.apply(word);
        slots[slot] = new Entry<>(word, length, lo, hi, value);
        return value;
    }

    private int slot(long lo, long hi, int rest, int length) {
        long h = lo * 0x9E3779B97F4A7C15L + hi;
        h = (h ^ (h >>> 29)) * 0xBF58476D1CE4E5B9L + ((long) rest << 8 | length);
        h ^= h >>> 32;
        h *= 0x94D049BB133111EBL;
        return (int) (h >>> 40) & mask;
    }

    private static boolean sameWord(String word, String text, int start, int end) {
        if (word.length() != end - start) {
            return false;
        }
        // Most words stand in the text in lower case already: one bulk comparison, not one per character.
        if (text.regionMatches(start, word, 0, end - start)) {
            return true;
        }
        for (int i = start; i < end; i++) {
            if (word.charAt(i - start) != lower(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** ASCII lower case, as {@code toLowerCase(Locale.ROOT)} has it for characters below 0x80. */
    private static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    }
}
