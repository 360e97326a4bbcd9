package dev.factguard.adapter.inmemory;

import dev.factguard.core.outcome.FeatureCounts;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The counts one forecast read, as a read-only map. A forecast reads dozens of features and looks each up once
 * more in the outcome model: two arrays probed linearly cost less than a hash map's table and node per entry, built
 * for one use. Filled before it is handed out; not thread-safe while filling, immutable after.
 */
final class CountsSnapshot extends AbstractMap<String, FeatureCounts> {

    private final String[] keys;
    private final FeatureCounts[] values;
    private final int mask;
    private int size;

    /** @param capacity at most this many entries will be put */
    CountsSnapshot(int capacity) {
        int slots = Integer.highestOneBit(Math.max(2, capacity) * 2 - 1) * 2;
        keys = new String[slots];
        values = new FeatureCounts[slots];
        mask = slots - 1;
    }

    /** Adds an entry whose key is not in the map yet (a forecast's feature names are distinct). */
    void add(String key, FeatureCounts value) {
        int i = slot(key);
        while (keys[i] != null) {
            if (keys[i].equals(key)) {
                values[i] = value;
                return;
            }
            i = (i + 1) & mask;
        }
        keys[i] = key;
        values[i] = value;
        size++;
    }

    @Override
    public FeatureCounts get(Object key) {
        if (!(key instanceof String k)) {
            return null;
        }
        for (int i = slot(k); keys[i] != null; i = (i + 1) & mask) {
            if (keys[i].equals(k)) {
                return values[i];
            }
        }
        return null;
    }

    @Override
    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    @Override
    public int size() {
        return size;
    }

    private int slot(String key) {
        int h = key.hashCode();
        return (h ^ (h >>> 16)) & mask;
    }

    @Override
    public Set<Entry<String, FeatureCounts>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public int size() {
                return size;
            }

            @Override
            public Iterator<Entry<String, FeatureCounts>> iterator() {
                return new Iterator<>() {
                    private int next = advance(0);

                    private int advance(int from) {
                        int i = from;
                        while (i < keys.length && keys[i] == null) {
                            i++;
                        }
                        return i;
                    }

                    @Override
                    public boolean hasNext() {
                        return next < keys.length;
                    }

                    @Override
                    public Entry<String, FeatureCounts> next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        Entry<String, FeatureCounts> e = new SimpleImmutableEntry<>(keys[next], values[next]);
                        next = advance(next + 1);
                        return e;
                    }
                };
            }
        };
    }
}
