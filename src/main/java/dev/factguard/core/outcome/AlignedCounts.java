package dev.factguard.core.outcome;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The counts a forecast read for its features, kept by position in the list of features it asked for, and seen as
 * a read-only map of those with counts (and {@link OutcomeStore#TOTAL}). A store reads the counts in the order of
 * the features anyway; the outcome model then takes feature {@code i}'s counts by position instead of hashing every
 * name once more, and no hash table is built for a map used once. Immutable once built, if the caller hands over
 * {@code counts} and does not change it.
 */
public final class AlignedCounts extends AbstractMap<String, FeatureCounts> {

    private static final FeatureCounts[] NONE = {};

    private final List<String> features;
    private final FeatureCounts[] counts;
    private final FeatureCounts total;
    private final int size;

    /**
     * @param features the features asked for, distinct
     * @param counts   feature {@code i}'s counts at {@code i}, null where it has none; handed over, not copied
     * @param total    the tenant's totals, null when it has none (then no feature has counts either)
     */
    public AlignedCounts(List<String> features, FeatureCounts[] counts, FeatureCounts total) {
        if (total == null) {
            counts = NONE;
        } else if (counts.length != features.size()) {
            throw new IllegalArgumentException(
                    counts.length + " counts for " + features.size() + " features: they must be aligned");
        }
        this.features = features;
        this.counts = counts;
        this.total = total;
        int n = total == null ? 0 : 1;
        for (FeatureCounts c : counts) {
            n += c == null ? 0 : 1;
        }
        this.size = n;
    }

    /** No totals, no counts: a tenant that has learned nothing yet. */
    public static AlignedCounts empty(List<String> features) {
        return new AlignedCounts(features, NONE, null);
    }

    /** The features asked for, in the order {@link #at} answers by. */
    public List<String> features() {
        return features;
    }

    /** The counts of {@code features().get(i)}, or null. */
    public FeatureCounts at(int i) {
        return i < counts.length ? counts[i] : null;
    }

    @Override
    public FeatureCounts get(Object key) {
        if (OutcomeStore.TOTAL.equals(key)) {
            return total;
        }
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] != null && features.get(i).equals(key)) {
                return counts[i];
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
                    // -1: the totals; then the features with counts, in order.
                    private int next = total == null ? advance(0) : -1;

                    private int advance(int from) {
                        int i = from;
                        while (i < counts.length && counts[i] == null) {
                            i++;
                        }
                        return i;
                    }

                    @Override
                    public boolean hasNext() {
                        return next < counts.length;
                    }

                    @Override
                    public Entry<String, FeatureCounts> next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        Entry<String, FeatureCounts> e = next < 0
                                ? new SimpleImmutableEntry<>(OutcomeStore.TOTAL, total)
                                : new SimpleImmutableEntry<>(features.get(next), counts[next]);
                        next = advance(next + 1);
                        return e;
                    }
                };
            }
        };
    }
}
