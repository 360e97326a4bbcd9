package dev.factguard.adapter.embedding;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * Row codes for the Java Vector API: one signed byte per code, row after row, widened to 32-bit lanes as they
 * are loaded and multiplied by the query's codes there (16 lanes a step with AVX-512, 8 with AVX2). Four rows
 * share each load of the query and keep four accumulators in flight. On 100,000 rows of 384 dimensions this
 * takes about half the CPU time of {@link PackedRowCodes} (docs/performance.md). Eight rows per pass instead of
 * four were no faster. Loaded only when {@link RowCodes#VECTORS} found the module.
 */
final class VectorRowCodes implements RowCodes {

    private static final VectorSpecies<Integer> INTS = IntVector.SPECIES_PREFERRED;
    /** As many bytes as {@link #INTS} has lanes: one load widens into one int vector. */
    private static final VectorSpecies<Byte> BYTES =
            INTS.length() >= 16 ? ByteVector.SPECIES_128 : ByteVector.SPECIES_64;

    private static final int BLOCK = 8;

    private final int dimension;
    /** Where the vector loop stops; the last {@code dimension % lanes} codes of a row are summed one by one. */
    private final int vectorEnd;

    private byte[] codes = new byte[0];

    VectorRowCodes(int dimension) {
        this.dimension = dimension;
        this.vectorEnd = dimension - dimension % INTS.length();
    }

    /**
     * 256-bit lanes or wider (narrower ones would need byte vectors of 32 bits, which the API has not), and C2:
     * only C2 turns the API into vector instructions. Under C1 alone — what the Lambda managed runtimes run by
     * default (docs/deploying.md) — every vector is an object and the screen took 100 times as long as the scalar
     * path's.
     */
    static boolean fits() {
        return INTS.length() >= 8 && compilesWithC2();
    }

    private static boolean compilesWithC2() {
        HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        try {
            boolean compiler =
                    Boolean.parseBoolean(vm.getVMOption("UseCompiler").getValue());
            boolean tiered =
                    Boolean.parseBoolean(vm.getVMOption("TieredCompilation").getValue());
            int highest = Integer.parseInt(vm.getVMOption("TieredStopAtLevel").getValue());
            return compiler && (!tiered || highest >= 4);
        } catch (IllegalArgumentException e) {
            return false; // not HotSpot's options: no telling what compiles the vectors
        }
    }

    /**
     * 12-bit query codes: a row's sum stays below 127 × 2,047 × dimension, within an int up to 8,000 dimensions.
     * Against the packed path's 6 bits the query's rounding error, most of the screen's bound, is 64 times
     * smaller: of 20,000 random unit vectors of 384 dimensions the screen leaves 28 rows to score exactly instead
     * of 780 (PackedEmbeddingStoreScreenTest).
     */
    @Override
    public int queryLevels() {
        return 2_047;
    }

    @Override
    public void add(int row, int[] rowCodes, int codeSum) {
        if ((row + 1) * dimension > codes.length) {
            int rows = Math.max(BLOCK * 16, codes.length / dimension * 2);
            codes = Arrays.copyOf(codes, rows * dimension); // whole blocks: rows not yet added read as 0
        }
        for (int i = 0; i < dimension; i++) {
            codes[row * dimension + i] = (byte) rowCodes[i];
        }
    }

    @Override
    public Dots dots(int[] queryCodes, long queryCodeSum) {
        int[] query = queryCodes.clone();
        return (start, sums) -> {
            fourRows(query, start, sums, 0);
            fourRows(query, start + 4, sums, 4);
        };
    }

    private void fourRows(int[] query, int row, long[] sums, int at) {
        byte[] codes = this.codes; // locals: the JIT then keeps them in registers through the loop
        int dimension = this.dimension;
        int o0 = row * dimension;
        int o1 = o0 + dimension;
        int o2 = o1 + dimension;
        int o3 = o2 + dimension;
        IntVector a0 = IntVector.zero(INTS);
        IntVector a1 = a0;
        IntVector a2 = a0;
        IntVector a3 = a0;
        for (int i = 0; i < vectorEnd; i += INTS.length()) {
            IntVector q = IntVector.fromArray(INTS, query, i);
            a0 = a0.add(widened(codes, o0 + i).mul(q));
            a1 = a1.add(widened(codes, o1 + i).mul(q));
            a2 = a2.add(widened(codes, o2 + i).mul(q));
            a3 = a3.add(widened(codes, o3 + i).mul(q));
        }
        long s0 = a0.reduceLanes(VectorOperators.ADD);
        long s1 = a1.reduceLanes(VectorOperators.ADD);
        long s2 = a2.reduceLanes(VectorOperators.ADD);
        long s3 = a3.reduceLanes(VectorOperators.ADD);
        for (int i = vectorEnd; i < dimension; i++) {
            s0 += codes[o0 + i] * query[i];
            s1 += codes[o1 + i] * query[i];
            s2 += codes[o2 + i] * query[i];
            s3 += codes[o3 + i] * query[i];
        }
        sums[at] = s0;
        sums[at + 1] = s1;
        sums[at + 2] = s2;
        sums[at + 3] = s3;
    }

    private static IntVector widened(byte[] codes, int offset) {
        return (IntVector) ByteVector.fromArray(BYTES, codes, offset).convertShape(VectorOperators.B2I, INTS, 0);
    }
}
