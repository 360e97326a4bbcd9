package dev.factguard.core;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * Read-only lists handed from the code that built them to the record that keeps them, without the copy
 * {@code List.copyOf} makes of an {@code ArrayList} (two, in fact: to an array, then to the list): a forecast
 * builds a handful of lists, and copying each one again was 4 % of its time. The builder gives its list up: it
 * neither keeps nor changes it after {@link #handOver}. Records keep their lists with {@link #copyOf}, which takes
 * a handed-over list as it is and copies any other.
 */
public final class Frozen {

    private Frozen() {}

    private static final class View<E> extends AbstractList<E> implements RandomAccess {
        private final ArrayList<E> list;

        View(ArrayList<E> list) {
            this.list = list;
        }

        @Override
        public E get(int index) {
            return list.get(index);
        }

        @Override
        public int size() {
            return list.size();
        }

        // AbstractList's iterator calls get and size through a call site shared by every kind of list in the
        // process, which compiles to a virtual call per element; this one always calls an ArrayList's.
        @Override
        public Iterator<E> iterator() {
            return new Iterator<>() {
                private int next;

                @Override
                public boolean hasNext() {
                    return next < list.size();
                }

                @Override
                public E next() {
                    if (next >= list.size()) {
                        throw new NoSuchElementException();
                    }
                    return list.get(next++);
                }
            };
        }
    }

    /**
     * {@code list} as a read-only list, for a record to keep; the caller must not change it afterwards.
     *
     * @throws NullPointerException if an element is null, as {@code List.copyOf} would
     */
    public static <E> List<E> handOver(ArrayList<E> list) {
        for (int i = 0; i < list.size(); i++) {
            Objects.requireNonNull(list.get(i));
        }
        return new View<>(list);
    }

    /** {@code list} itself when it was handed over or is immutable already, else {@code List.copyOf(list)}. */
    public static <E> List<E> copyOf(List<E> list) {
        return list instanceof View<E> ? list : List.copyOf(list);
    }
}
