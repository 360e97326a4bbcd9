package dev.factguard.adapter.embedding;

/**
 * The 8-bit codes of {@link QuantizedRows}, and the integer dot products {@code Σcb} of eight rows at a time
 * with a query's codes — the one part of the screen whose speed depends on the instructions Java can use. The
 * products are exact integers whichever implementation computes them; an implementation may take finer query
 * codes ({@link #queryLevels}), which only makes the screen's bound tighter.
 */
interface RowCodes {

    /**
     * Whether the Java Vector API (the incubator module {@code jdk.incubator.vector}, present when the JVM was
     * started with {@code --add-modules jdk.incubator.vector}) can run the dot products on 256-bit lanes or wider.
     * Without the module its classes cannot even be loaded, so {@link VectorRowCodes} is only touched after this
     * check; narrower lanes (no AVX2, or 128-bit NEON) gain little over the packed scalar form, which stays.
     */
    boolean VECTORS = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent() && VectorRowCodes.fits();

    static RowCodes create(int dimension, boolean vectors) {
        return vectors ? new VectorRowCodes(dimension) : new PackedRowCodes(dimension);
    }

    /** Stores row {@code row}'s codes, each in [-127, 127]; rows are added in order from 0. */
    void add(int row, int[] codes, int codeSum);

    /**
     * The largest query code this implementation multiplies exactly: the finer the query's codes, the tighter
     * the screen's bound and the fewer rows it leaves to score exactly.
     */
    int queryLevels();

    /** The dot products of one query's codes, each in [-queryLevels, queryLevels]; usable from several threads at once. */
    Dots dots(int[] queryCodes, long queryCodeSum);

    interface Dots {
        /** {@code Σcb} of the eight rows from {@code start} (a multiple of 8) into {@code sums}. */
        void block(int start, long[] sums);
    }
}
