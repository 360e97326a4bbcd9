package dev.factguard.adapter;

import java.util.function.Supplier;

/**
 * A value built on first use, once, however many threads ask at the same time: how adapters put off what is
 * costly to build (an embedding model, an HTTP client with its TLS context) until a request needs it, so a start
 * that never needs it never pays for it. Thread-safe.
 */
public final class Lazy<T> implements Supplier<T> {

    private final Supplier<T> build;
    private volatile T value;

    public Lazy(Supplier<T> build) {
        this.build = build;
    }

    @Override
    public T get() {
        T v = value;
        if (v == null) {
            synchronized (this) {
                v = value;
                if (v == null) {
                    v = build.get();
                    value = v;
                }
            }
        }
        return v;
    }
}
