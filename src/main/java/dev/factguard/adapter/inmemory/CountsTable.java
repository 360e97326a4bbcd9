package dev.factguard.adapter.inmemory;

import dev.factguard.core.outcome.FeatureCounts;

/**
 * One tenant's outcome counts by feature name: linear probing over three parallel arrays (name, its hash, its
 * counts) instead of a {@code HashMap}, read for every feature of every forecast.
 *
 * <p>Why: a forecast looks up some thirty names, and a map entry found is reached through its node, then its key and
 * the key's characters, all compared because the stored key is the copy feedback brought back from the remembered
 * forecast, never the instance the forecast holds. Here a slot is found by its hash in an array, and once a name was
 * found equal the slot keeps the instance that was asked for: prompt feature names come from bounded caches, so the
 * next forecast with that name is answered on identity. Not thread-safe: the store's per-tenant lock guards it.
 */
final class CountsTable {

    private String[] names = new String[16];
    private int[] hashes = new int[16];
    private FeatureCounts[] counts = new FeatureCounts[16];
    private int size;

    /** Distinct names held. */
    int size() {
        return size;
    }

    /** Calls {@code action} with every name held and its counts. */
    void forEach(java.util.function.BiConsumer<String, FeatureCounts> action) {
        for (int i = 0; i < names.length; i++) {
            if (names[i] != null) {
                action.accept(names[i], counts[i]);
            }
        }
    }

    /** The counts of {@code name}, or null. */
    FeatureCounts get(String name) {
        int s = slotOf(name);
        return s < 0 ? null : counts[s];
    }

    /**
     * Adds one outcome to the counts of {@code name}; a name not held yet is added only while fewer than {@code
     * limit} are.
     */
    void count(String name, boolean hallucinated, int limit) {
        int s = slotOf(name);
        if (s >= 0) {
            counts[s] = counts[s].plus(hallucinated);
            return;
        }
        if (size >= limit) {
            return;
        }
        if (2 * (size + 1) > names.length) {
            grow();
        }
        int h = name.hashCode();
        int at = free(names, spread(h) & (names.length - 1));
        names[at] = name;
        hashes[at] = h;
        counts[at] = FeatureCounts.NONE.plus(hallucinated);
        size++;
    }

    /** Takes one outcome back from the counts of {@code name}, when it holds any (a name not held was never counted). */
    void uncount(String name, boolean hallucinated) {
        int s = slotOf(name);
        if (s >= 0 && counts[s].total() > 0) {
            counts[s] = counts[s].minus(hallucinated);
        }
    }

    private int slotOf(String name) {
        int h = name.hashCode();
        int mask = names.length - 1;
        for (int s = spread(h) & mask; ; s = (s + 1) & mask) {
            String held = names[s];
            if (held == null) {
                return -1;
            }
            if (held == name) {
                return s;
            }
            if (hashes[s] == h && held.equals(name)) {
                // The same name, another instance: keep the one asked for (see the class comment).
                names[s] = name;
                return s;
            }
        }
    }

    /** The first empty slot from {@code s} on. */
    private static int free(String[] names, int s) {
        int mask = names.length - 1;
        while (names[s] != null) {
            s = (s + 1) & mask;
        }
        return s;
    }

    private void grow() {
        String[] oldNames = names;
        int[] oldHashes = hashes;
        FeatureCounts[] oldCounts = counts;
        names = new String[oldNames.length * 2];
        hashes = new int[names.length];
        counts = new FeatureCounts[names.length];
        for (int i = 0; i < oldNames.length; i++) {
            if (oldNames[i] != null) {
                int at = free(names, spread(oldHashes[i]) & (names.length - 1));
                names[at] = oldNames[i];
                hashes[at] = oldHashes[i];
                counts[at] = oldCounts[i];
            }
        }
    }

    /**
     * Names that differ only in their last characters have hashes a few apart, in the low bits the index takes:
     * mixed first, they do not fill runs of neighbouring slots that every probe of another name then walks.
     */
    private static int spread(int h) {
        h *= 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
