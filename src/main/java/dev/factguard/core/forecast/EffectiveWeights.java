package dev.factguard.core.forecast;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The four effective weights in their reported order, as a map over two arrays: {@link Forecast} copies whatever
 * map it is given into its own, so the forecaster hands over a view instead of filling a linked hash map only to
 * have it copied. Read-only.
 */
final class EffectiveWeights extends AbstractMap<String, Double> {

    private static final String[] NAMES = {"ambiguity", "kbCoverage", "patternHistory", "volatility"};

    private final double[] values;

    /** @param values the weights, in the order of {@link #NAMES} */
    EffectiveWeights(double[] values) {
        if (values.length != NAMES.length) {
            throw new IllegalArgumentException("expected " + NAMES.length + " weights, got " + values.length);
        }
        this.values = values;
    }

    @Override
    public Set<Entry<String, Double>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public int size() {
                return NAMES.length;
            }

            @Override
            public Iterator<Entry<String, Double>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < NAMES.length;
                    }

                    @Override
                    public Entry<String, Double> next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        Entry<String, Double> e = new SimpleImmutableEntry<>(NAMES[next], values[next]);
                        next++;
                        return e;
                    }
                };
            }
        };
    }
}
