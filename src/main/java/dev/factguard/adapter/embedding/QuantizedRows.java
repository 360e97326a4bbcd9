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
 * the query {@code q} as codes {@code b = round(q / t)} with {@code t = max|q| / L} ({@code L} = 31 on the
 * packed scalar path, 2,047 with the Vector API: {@link RowCodes#queryLevels}). Then
 * {@code v·q = s·t·Σcb + s·Σc(q/t − b)·t + Σ(v − s·c)·q}, and by Cauchy–Schwarz the last two terms are at most
 * {@code s·|c|·|q − t·b| + |v − s·c|·|q|}: a bound per row from two norms kept at add time and one computed
 * per query. On random unit vectors of 384 dimensions the bound is about 0.04 in cosine with 6-bit query codes,
 * and about one row in thirty of 20,000 is scored exactly; with 12-bit ones about one in seven hundred.
 *
 * <p>{@code Σcb} is computed eight rows at a time by {@link RowCodes}: with the Java Vector API when the JVM
 * has its module, else with plain 64-bit arithmetic; both give the same integers. Not thread-safe for adds;
 * searches may run concurrently once adds are done.
 */
final class QuantizedRows {

    /** Rows per block of {@link RowCodes.Dots#block}. */
    private static final int LANES = 8;

    private static final int ROW_LEVELS = 127;
    /**
     * Slack on every bound, in cosine: covers the rounding of the exact pass (a float product per dimension,
     * about 6e-8 of |v||q|) and of the double arithmetic here, with a wide margin.
     */
    private static final double SLACK = 1e-5;
    /** From this many rows a search scans half of them on another thread. */
    static final int SPLIT_FROM = 32_768;

    private final int dimension;
    private final RowCodes codes;
    private final int[] rowCodes;
    private float[] scales = new float[0];
    /** {@code s·|c|}, rounded up. */
    private float[] codeNorms = new float[0];
    /** {@code |v − s·c|}, rounded up. */
    private float[] residualNorms = new float[0];

    private int rows;

    QuantizedRows(int dimension) {
        this(dimension, RowCodes.VECTORS);
    }

    /** {@code vectors}: whether the dot products use the Vector API (only where {@link RowCodes#VECTORS}). */
    QuantizedRows(int dimension, boolean vectors) {
        this.dimension = dimension;
        this.codes = RowCodes.create(dimension, vectors);
        this.rowCodes = new int[dimension];
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
        for (int i = 0; i < dimension; i++) {
            // Any rounding will do: the bound is computed from the codes actually chosen.
            int code = (int) Math.floor(v[offset + i] * inverse + 0.5);
            code = code > ROW_LEVELS ? ROW_LEVELS : code < -ROW_LEVELS ? -ROW_LEVELS : code;
            sum += code;
            codeSquares += code * code;
            double residual = v[offset + i] - (double) scale * code;
            residualSquares += residual * residual;
            rowCodes[i] = code;
        }
        codes.add(row, rowCodes, sum);
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
        int levels = codes.queryLevels();
        double step = max / levels;
        int[] queryCodes = new int[dimension];
        long codeSum = 0;
        double errorSquares = 0;
        for (int i = 0; i < dimension; i++) {
            int code = (int) Math.max(-levels, Math.min(levels, Math.round(query[i] / step)));
            codeSum += code;
            double error = query[i] - step * code;
            errorSquares += error * error;
            queryCodes[i] = code;
        }
        double queryError = Math.sqrt(errorSquares) * inverseNorm;
        double queryNorm = Math.sqrt(querySquares) * inverseNorm;
        Query q = new Query(codes.dots(queryCodes, codeSum), step * inverseNorm, queryError, queryNorm);
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

    private record Query(RowCodes.Dots dots, double scale, double error, double norm) {}

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
                q.dots().block(start, sums);
                int end = Math.min(to, start + LANES);
                for (int row = start; row < end; row++) {
                    double approx = scales[row] * q.scale() * sums[row - start];
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

    private void ensureCapacity(int needed) {
        if (needed <= scales.length) {
            return;
        }
        int capacity = Math.max(LANES * 16, scales.length * 2);
        scales = Arrays.copyOf(scales, capacity);
        codeNorms = Arrays.copyOf(codeNorms, capacity);
        residualNorms = Arrays.copyOf(residualNorms, capacity);
    }

    private static float roundedUp(double value) {
        float f = (float) value;
        return f < value ? Math.nextUp(f) : f;
    }
}
