package dev.factguard.adapter.embedding;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ForkJoinTask;

/**
 * An 8-bit copy of a store's vectors that finds, for a query, the few rows that can be among its k nearest,
 * so that only those are scored exactly. It never decides a result: it only rules out rows whose cosine
 * provably stays below the k-th best, so the exact pass over the rest gives the same hits, scores and order
 * as an exact pass over every row.
 *
 * <p>Why: an exact scan of 100,000 vectors of 384 floats reads 154 MB, and this machine type reads memory at
 * about 5–7 GB/s per core, so it cannot take less than about 25 ms whatever the loop. The 8-bit copy is a
 * quarter of that. Each row {@code v} is stored as codes {@code c = round(v / s)} with {@code s = max|v| / 127},
 * the query {@code q} as 6-bit codes {@code b = round(q / t)} with {@code t = max|q| / 31}. Then
 * {@code v·q = s·t·Σcb + s·Σc(q/t − b)·t + Σ(v − s·c)·q}, and by Cauchy–Schwarz the last two terms are at most
 * {@code s·|c|·|q − t·b| + |v − s·c|·|q|}: a bound per row from two norms kept at add time and one computed
 * per query. On random unit vectors of 384 dimensions the bound is about 0.04 in cosine, and about one row
 * in a hundred is scored exactly.
 *
 * <p>{@code Σcb} is computed eight rows at a time with plain 64-bit arithmetic (no vector instructions are
 * available to Java 17 without an incubator module): a block holds, per dimension, one long whose byte
 * {@code j} is row {@code j}'s code plus 128. Masking the odd bytes off leaves four rows in 16-bit lanes; one
 * multiplication by the query's code plus 32 (at most 63) multiplies all four, and four such products still
 * fit a 16-bit lane (4 × 255 × 63 < 65,536) before they are moved into 32-bit lanes. The offsets are taken
 * out afterwards with the row's and the query's code sums. Not thread-safe for adds; searches may run
 * concurrently once adds are done.
 */
final class QuantizedRows {

    /** Rows per block: one byte of a long each. */
    private static final int LANES = 8;

    private static final long BYTE_LANES = 0x00FF00FF00FF00FFL;
    private static final long SHORT_LANES = 0x0000FFFF0000FFFFL;
    private static final int ROW_LEVELS = 127;
    private static final int QUERY_LEVELS = 31;
    /**
     * Slack on every bound, in cosine: covers the rounding of the exact pass (a float product per dimension,
     * about 6e-8 of |v||q|) and of the double arithmetic here, with a wide margin.
     */
    private static final double SLACK = 1e-5;
    /** From this many rows a search scans half of them on another thread. */
    static final int SPLIT_FROM = 32_768;

    private final int dimension;
    private long[] packed = new long[0];
    private int[] codeSums = new int[0];
    private float[] scales = new float[0];
    /** {@code s·|c|}, rounded up. */
    private float[] codeNorms = new float[0];
    /** {@code |v − s·c|}, rounded up. */
    private float[] residualNorms = new float[0];

    private int rows;

    QuantizedRows(int dimension) {
        this.dimension = dimension;
    }

    int rows() {
        return rows;
    }

    void add(float[] v, int offset) {
        int row = rows;
        ensureCapacity(row + 1);
        float max = 0;
        for (int i = 0; i < dimension; i++) {
            float x = Math.abs(v[offset + i]);
            max = x > max ? x : max;
        }
        float scale = max / ROW_LEVELS;
        double inverse = scale == 0 ? 0 : 1.0 / scale;
        int sum = 0;
        double codeSquares = 0;
        double residualSquares = 0;
        int block = (row / LANES) * dimension;
        int shift = (row % LANES) * 8;
        for (int i = 0; i < dimension; i++) {
            // Any rounding will do: the bound is computed from the codes actually chosen.
            int code = (int) Math.floor(v[offset + i] * inverse + 0.5);
            code = code > ROW_LEVELS ? ROW_LEVELS : code < -ROW_LEVELS ? -ROW_LEVELS : code;
            sum += code;
            codeSquares += code * code;
            double residual = v[offset + i] - (double) scale * code;
            residualSquares += residual * residual;
            packed[block + i] |= (long) (code + 128) << shift;
        }
        codeSums[row] = sum;
        scales[row] = scale;
        codeNorms[row] = roundedUp(scale * Math.sqrt(codeSquares));
        residualNorms[row] = roundedUp(Math.sqrt(residualSquares));
        rows++;
    }

    /**
     * The rows, in ascending order, whose cosine with {@code query} can reach the {@code k}-th best; every
     * other row's cosine is strictly below it. {@code inverseNorm} is the factor that turns the query's dot
     * product into a cosine (the rows are unit vectors). Null when no row can be ruled out.
     */
    int[] candidates(float[] query, double inverseNorm, int k) {
        if (query.length != dimension || k >= rows) {
            return null;
        }
        double max = 0;
        double querySquares = 0;
        for (float x : query) {
            max = Math.max(max, Math.abs(x));
            querySquares += (double) x * x;
        }
        if (max == 0) {
            return null;
        }
        double step = max / QUERY_LEVELS;
        long[] codes = new long[dimension];
        long codeSum = 0;
        double errorSquares = 0;
        for (int i = 0; i < dimension; i++) {
            long code = Math.max(-QUERY_LEVELS, Math.min(QUERY_LEVELS, Math.round(query[i] / step)));
            codeSum += code;
            double error = query[i] - step * code;
            errorSquares += error * error;
            codes[i] = code + QUERY_LEVELS + 1;
        }
        double queryError = Math.sqrt(errorSquares) * inverseNorm;
        double queryNorm = Math.sqrt(querySquares) * inverseNorm;
        // Σ(c+128)(b+32) = Σcb + 32Σc + 128Σb + 128·32·n: what the offsets add, per row and per query.
        long queryOffset = 128L * codeSum + 128L * (QUERY_LEVELS + 1) * dimension;
        Query q = new Query(codes, step * inverseNorm, queryOffset, queryError, queryNorm);
        Selection low = new Selection(k);
        Selection high = new Selection(k);
        // Half the blocks on another core when there are many: the scan is most of a large tenant's forecast.
        int split = rows >= SPLIT_FROM ? (rows / 2 / LANES) * LANES : rows;
        ForkJoinTask<?> other = split < rows
                ? ForkJoinTask.adapt(() -> high.scan(q, split, rows)).fork()
                : null;
        low.scan(q, 0, split);
        if (other != null && other.tryUnfork()) {
            high.scan(q, split, rows); // no thread of the pool was free to take it: this one does it
        } else if (other != null) {
            other.join();
        }
        return Selection.merged(low, high, k);
    }

    private record Query(long[] codes, double scale, long offset, double error, double norm) {}

    /** One search's pass: the running k best lower bounds and the rows kept so far. */
    private final class Selection {
        private final double[] lowest;
        private int kept;
        private int[] found = new int[64];
        private double[] upper = new double[64];
        private int count;

        Selection(int k) {
            lowest = new double[k];
        }

        void scan(Query q, int from, int to) {
            long[] sums = new long[LANES];
            for (int start = from; start < to; start += LANES) {
                blockSums(q.codes(), start / LANES * dimension, sums);
                int end = Math.min(to, start + LANES);
                for (int row = start; row < end; row++) {
                    long dot = sums[row - start] - (QUERY_LEVELS + 1L) * codeSums[row] - q.offset();
                    double approx = scales[row] * q.scale() * dot;
                    double bound = codeNorms[row] * q.error() + residualNorms[row] * q.norm() + SLACK;
                    offer(row, approx - bound, approx + bound);
                }
            }
        }

        /** The rows of both (low's first) whose upper bound reaches the k-th best lower bound of either. */
        static int[] merged(Selection low, Selection high, int k) {
            double[] all = new double[low.kept + high.kept];
            System.arraycopy(low.lowest, 0, all, 0, low.kept);
            System.arraycopy(high.lowest, 0, all, low.kept, high.kept);
            Arrays.sort(all);
            double threshold = all[all.length - k];
            int[] out = new int[low.count + high.count];
            int n = 0;
            for (Selection half : List.of(low, high)) {
                for (int i = 0; i < half.count; i++) {
                    if (half.upper[i] >= threshold) {
                        out[n++] = half.found[i];
                    }
                }
            }
            return Arrays.copyOf(out, n);
        }

        private void offer(int row, double low, double high) {
            if (kept == lowest.length && high < lowest[kept - 1]) {
                return; // below k rows that are surely better: ruled out for good
            }
            if (count == found.length) {
                found = Arrays.copyOf(found, count * 2);
                upper = Arrays.copyOf(upper, count * 2);
            }
            found[count] = row;
            upper[count++] = high;
            if (kept < lowest.length || low > lowest[kept - 1]) {
                int at = kept < lowest.length ? kept++ : kept - 1;
                while (at > 0 && lowest[at - 1] < low) {
                    lowest[at] = lowest[at - 1];
                    at--;
                }
                lowest[at] = low;
            }
        }
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

    private void ensureCapacity(int needed) {
        if (needed <= codeSums.length) {
            return;
        }
        int capacity = Math.max(LANES * 16, codeSums.length * 2);
        int blocks = (capacity + LANES - 1) / LANES;
        // Bytes of rows not yet added stay 0: they only ever sum into their own lane, which nobody reads.
        packed = Arrays.copyOf(packed, blocks * dimension);
        codeSums = Arrays.copyOf(codeSums, capacity);
        scales = Arrays.copyOf(scales, capacity);
        codeNorms = Arrays.copyOf(codeNorms, capacity);
        residualNorms = Arrays.copyOf(residualNorms, capacity);
    }

    private static float roundedUp(double value) {
        float f = (float) value;
        return f < value ? Math.nextUp(f) : f;
    }
}
