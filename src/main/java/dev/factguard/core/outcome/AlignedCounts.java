package dev.factguard.core.outcome;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The counts a forecast read for its features, kept by position in the list of features it asked for, and seen as
 * a read-only map of those with counts (and {@link OutcomeStore#TOTAL}). A store reads the counts in the order of
 * the features anyway; the outcome model then takes feature {@code i}'s counts by position instead of hashing every
 * name once more, and no hash table is built for a map used once. Immutable once built, if the caller hands over
 * {@code counts} and does not change it.
 *
 * <p>It also carries the tenant's {@link #writes}: how many times its counters were written, which changes with
 * every write where the totals may not (a caller's feedback replacing an automatic outcome takes one outcome back
 * and adds another: two such corrections of opposite labels leave the totals as they were, and the counters not).
 */
public final class AlignedCounts extends AbstractMap<String, FeatureCounts> {

    private static final FeatureCounts[] NONE = {};

    private final List<String> features;
    private final FeatureCounts[] counts;
    private final FeatureCounts total;
    private final long writes;
    private final int size;

    /**
     * @param features the features asked for, distinct
     * @param counts   feature {@code i}'s counts at {@code i}, null where it has none; handed over, not copied
     * @param total    the tenant's totals, null when it has none (then no feature has counts either)
     * @param writes   outcomes the tenant's counters counted or took back, ever (0 for a store that kept no count)
     */
    public AlignedCounts(List<String> features, FeatureCounts[] counts, FeatureCounts total, long writes) {
        if (total == null) {
            counts = NONE;
        } else if (counts.length != features.size()) {
            throw new IllegalArgumentException(
                    counts.length + " counts for " + features.size() + " features: they must be aligned");
        }
        this.features = features;
        this.counts = counts;
        this.total = total;
        this.writes = writes;
        int n = total == null ? 0 : 1;
        for (FeatureCounts c : counts) {
            n += c == null ? 0 : 1;
        }
        this.size = n;
    }

    /** No totals, no counts: a tenant that has learned nothing yet. */
    public static AlignedCounts empty(List<String> features) {
        return new AlignedCounts(features, NONE, null, 0);
    }

    /** How many outcomes the tenant's counters counted or took back when they were read: what a fit is keyed on. */
    public long writes() {
        return writes;
    }

    /** The {@link #writes} of counts a store read, or -1 when they do not carry them. */
    public static long writes(Map<String, FeatureCounts> counts) {
        return counts instanceof AlignedCounts aligned ? aligned.writes : -1;
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
