package dev.factguard.adapter.inmemory;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Iterator;

/**
 * Where the live entries of a {@link RememberedLog} stand, by their key's hash: one open-addressing table per
 * generation of {@value #GENERATION} consecutive puts.
 *
 * <p>Why generations: one table over a log of 100,000 entries is 4 MB, and every forecast read it at two random
 * places (the new key's slot, and the slot of the oldest entry it dropped), both far out of the near caches: taking
 * the two out sped a whole forecast by about a sixth. Here a put writes into the newest generation's table (128 KB at
 * most, used by the puts just before it), and dropping the oldest entry writes no table: its slot goes stale, known
 * by a position behind the log's tail, and a generation's table goes whole (kept for reuse) once all its entries were
 * dropped. A lookup pays instead: it probes each generation, newest first (about 25 at 100,000 entries), and
 * lookups come from feedback, which is rarer than forecasts and costlier anyway.
 *
 * <p>Positions are the log's: they grow with every put, so an entry is dropped exactly when its position is below
 * the oldest one the log still holds. Not thread-safe: the log's owner guards it.
 */
final class RememberedIndex {

    /** Puts per generation: its table, at most {@code 4 * GENERATION} longs, stays within a core's cache. */
    static final int GENERATION = 4096;

    /** The key of a position, as the log holds it. */
    interface Keys {
        boolean keyAt(long position, String key);
    }

    /**
     * One generation: slots of two longs side by side, the entry's position + 1 (0: empty) and its key's hash, so
     * that a probe reads one cache line.
     */
    private static final class Table {
        long[] slots;
        /** Slots in use, stale ones included. */
        int used;
        /** Entries put in this generation, and of those, dropped from the log. */
        int puts;

        int dropped;

        Table(long[] slots) {
            this.slots = slots;
        }
    }

    private final ArrayDeque<Table> generations = new ArrayDeque<>(); // oldest first
    /** A full-size table whose generation was dropped, zeroed again for the next one instead of a new array. */
    private long[] spare;

    private int live;
    /** The slot {@link #locate} found. */
    private int located;

    /** Entries that can still be found. */
    int live() {
        return live;
    }

    /** Generations indexed: at most one more than the log's capacity spans. */
    int generations() {
        return generations.size();
    }

    /**
     * The position of the live entry under {@code key} ({@code hash} its hash), or -1.
     *
     * @param oldest the oldest position the log still holds
     */
    long find(String key, int hash, long oldest, Keys keys) {
        Table t = locate(key, hash, oldest, keys);
        return t == null ? -1 : t.slots[2 * located] - 1;
    }

    /** Forgets the live entry under {@code key}; returns its position, or -1 when there was none. */
    long remove(String key, int hash, long oldest, Keys keys) {
        Table t = locate(key, hash, oldest, keys);
        if (t == null) {
            return -1;
        }
        long position = t.slots[2 * located] - 1;
        delete(t, located);
        live--;
        return position;
    }

    /** The generation that holds the live entry under {@code key}, its slot in {@link #located}; or null. */
    private Table locate(String key, int hash, long oldest, Keys keys) {
        Iterator<Table> newestFirst = generations.descendingIterator();
        while (newestFirst.hasNext()) {
            Table t = newestFirst.next();
            located = slotOf(t, key, hash, oldest, keys);
            if (located >= 0) {
                return t;
            }
        }
        return null;
    }

    /** Indexes a new entry at {@code position}, above every position indexed before. */
    void add(int hash, long position) {
        Table t = generations.peekLast();
        if (t == null || t.puts == GENERATION) {
            t = new Table(freshSlots());
            generations.addLast(t);
        }
        if ((t.used + 1) * 4 > t.slots.length) {
            grow(t);
        }
        int mask = mask(t);
        int s = hash & mask;
        while (t.slots[2 * s] != 0) {
            s = (s + 1) & mask;
        }
        t.slots[2 * s] = position + 1;
        t.slots[2 * s + 1] = hash;
        t.used++;
        t.puts++;
        live++;
    }

    /** The log dropped its oldest entry; {@code wasLive} when it could still be found (not removed before). */
    void dropped(boolean wasLive) {
        Table oldest = generations.peekFirst();
        oldest.dropped++;
        if (wasLive) {
            live--;
        }
        if (oldest.dropped == oldest.puts) {
            generations.removeFirst();
            if (oldest.slots.length == 4 * GENERATION) {
                spare = oldest.slots;
            }
        }
    }

    private long[] freshSlots() {
        if (spare == null) {
            return new long[2 * 16];
        }
        long[] s = spare;
        spare = null;
        Arrays.fill(s, 0);
        return s;
    }

    /** The slot of {@code key} in {@code t}, skipping stale slots (positions below {@code oldest}), or -1. */
    private static int slotOf(Table t, String key, int hash, long oldest, Keys keys) {
        int mask = mask(t);
        for (int s = hash & mask; t.slots[2 * s] != 0; s = (s + 1) & mask) {
            long position = t.slots[2 * s] - 1;
            if ((int) t.slots[2 * s + 1] == hash && position >= oldest && keys.keyAt(position, key)) {
                return s;
            }
        }
        return -1;
    }

    /** Empties slot {@code s} and moves later slots of the same run back, so no lookup stops early. */
    private static void delete(Table t, int s) {
        long[] slots = t.slots;
        int mask = mask(t);
        int hole = s;
        for (int j = (s + 1) & mask; slots[2 * j] != 0; j = (j + 1) & mask) {
            int home = (int) slots[2 * j + 1] & mask;
            boolean movable = hole <= j ? home <= hole || home > j : home <= hole && home > j;
            if (movable) {
                slots[2 * hole] = slots[2 * j];
                slots[2 * hole + 1] = slots[2 * j + 1];
                hole = j;
            }
        }
        slots[2 * hole] = 0;
        t.used--;
    }

    private static void grow(Table t) {
        long[] old = t.slots;
        t.slots = new long[old.length * 2];
        int mask = mask(t);
        for (int i = 0; i < old.length; i += 2) {
            if (old[i] != 0) {
                int s = (int) old[i + 1] & mask;
                while (t.slots[2 * s] != 0) {
                    s = (s + 1) & mask;
                }
                t.slots[2 * s] = old[i];
                t.slots[2 * s + 1] = old[i + 1];
            }
        }
    }

    private static int mask(Table t) {
        return t.slots.length / 2 - 1;
    }
}
