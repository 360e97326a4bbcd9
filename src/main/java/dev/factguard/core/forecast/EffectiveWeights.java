package dev.factguard.core.forecast;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The four effective weights in their reported order, as a map over two arrays. Read-only, and it owns its values
 * (the forecaster fills a fresh array per forecast and hands it over), so {@link Forecast} keeps it as it is instead
 * of copying it into a linked hash map on every forecast.
 */
final class EffectiveWeights extends AbstractMap<String, Double> {

    private static final String[] NAMES = {"ambiguity", "kbCoverage", "patternHistory", "volatility"};

    private final double[] values;

    /** @param values the weights, in the order of {@link #NAMES}; no longer written to by the caller */
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
