package dev.factguard.adapter.embedding;

import java.util.Arrays;

/**
 * Row codes for plain 64-bit arithmetic: a block holds, per dimension, one long whose byte {@code j} is row
 * {@code j}'s code plus 128. Masking the odd bytes off leaves four rows in 16-bit lanes; one multiplication by
 * the query's code plus 32 (at most 63) multiplies all four, and four such products still fit a 16-bit lane
 * (4 × 255 × 63 < 65,536) before they are moved into 32-bit lanes. The offsets are taken out afterwards with
 * the row's and the query's code sums.
 */
final class PackedRowCodes implements RowCodes {

    /** Rows per block: one byte of a long each. */
    private static final int LANES = 8;

    private static final long BYTE_LANES = 0x00FF00FF00FF00FFL;
    private static final long SHORT_LANES = 0x0000FFFF0000FFFFL;
    private static final int QUERY_OFFSET = 32;

    private final int dimension;
    private long[] packed = new long[0];
    private int[] codeSums = new int[0];

    PackedRowCodes(int dimension) {
        this.dimension = dimension;
    }

    /** 6-bit query codes: four products of a row code and a query code plus offsets fit one 16-bit lane. */
    @Override
    public int queryLevels() {
        return QUERY_OFFSET - 1;
    }

    @Override
    public void add(int row, int[] codes, int codeSum) {
        if (row >= codeSums.length) {
            int capacity = Math.max(LANES * 16, codeSums.length * 2);
            // Bytes of rows not yet added stay 0: they only ever sum into their own lane, which nobody reads.
            packed = Arrays.copyOf(packed, capacity / LANES * dimension);
            codeSums = Arrays.copyOf(codeSums, capacity);
        }
        int block = (row / LANES) * dimension;
        int shift = (row % LANES) * 8;
        for (int i = 0; i < dimension; i++) {
            packed[block + i] |= (long) (codes[i] + 128) << shift;
        }
        codeSums[row] = codeSum;
    }

    @Override
    public Dots dots(int[] queryCodes, long queryCodeSum) {
        long[] shifted = new long[dimension];
        for (int i = 0; i < dimension; i++) {
            shifted[i] = queryCodes[i] + QUERY_OFFSET;
        }
        // Σ(c+128)(b+32) = Σcb + 32Σc + 128Σb + 128·32·n: what the offsets add, per row and per query.
        long offset = 128L * queryCodeSum + 128L * QUERY_OFFSET * dimension;
        return (start, sums) -> {
            blockSums(shifted, start / LANES * dimension, sums);
            for (int j = 0; j < LANES; j++) {
                sums[j] -= QUERY_OFFSET * (long) codeSums[start + j] + offset; // capacity: whole blocks
            }
        };
    }

    /** {@code Σ(c+128)(b+32)} of the eight rows of the block at {@code base}, into {@code sums}. */
    private void blockSums(long[] codes, int base, long[] sums) {
        long[] packed = this.packed; // locals: the JIT then keeps them in registers through the loop
        int dimension = this.dimension;
        long even0 = 0; // rows 0 and 4, in 32-bit lanes
        long even1 = 0; // rows 2 and 6
        long odd0 = 0; // rows 1 and 5
        long odd1 = 0; // rows 3 and 7
        int i = 0;
        for (; i + 4 <= dimension; i += 4) {
            long x0 = packed[base + i];
            long x1 = packed[base + i + 1];
            long x2 = packed[base + i + 2];
            long x3 = packed[base + i + 3];
            long b0 = codes[i];
            long b1 = codes[i + 1];
            long b2 = codes[i + 2];
            long b3 = codes[i + 3];
            long even =
                    (x0 & BYTE_LANES) * b0 + (x1 & BYTE_LANES) * b1 + (x2 & BYTE_LANES) * b2 + (x3 & BYTE_LANES) * b3;
            long odd = ((x0 >>> 8) & BYTE_LANES) * b0
                    + ((x1 >>> 8) & BYTE_LANES) * b1
                    + ((x2 >>> 8) & BYTE_LANES) * b2
                    + ((x3 >>> 8) & BYTE_LANES) * b3;
            even0 += even & SHORT_LANES;
            even1 += (even >>> 16) & SHORT_LANES;
            odd0 += odd & SHORT_LANES;
            odd1 += (odd >>> 16) & SHORT_LANES;
        }
        for (; i < dimension; i++) {
            long x = packed[base + i];
            long even = (x & BYTE_LANES) * codes[i];
            long odd = ((x >>> 8) & BYTE_LANES) * codes[i];
            even0 += even & SHORT_LANES;
            even1 += (even >>> 16) & SHORT_LANES;
            odd0 += odd & SHORT_LANES;
            odd1 += (odd >>> 16) & SHORT_LANES;
        }
        sums[0] = even0 & 0xFFFFFFFFL;
        sums[4] = even0 >>> 32;
        sums[2] = even1 & 0xFFFFFFFFL;
        sums[6] = even1 >>> 32;
        sums[1] = odd0 & 0xFFFFFFFFL;
        sums[5] = odd0 >>> 32;
        sums[3] = odd1 & 0xFFFFFFFFL;
        sums[7] = odd1 >>> 32;
    }
}
