package dev.factguard.core.outcome;

import java.util.Map;

/**
 * The risk learner fitted to one version of a tenant's counters: what turns a forecast's component scores into a
 * calibrated probability. Immutable and thread-safe; built by {@link RiskLearner}, which keeps one per tenant
 * until the tenant's outcomes change.
 *
 * <p>Three parts, each from integer counters alone:
 *
 * <ul>
 *   <li><b>the sentence-vector direction</b> (with embeddings on): a diagonal Gaussian discriminant over the
 *       prompt's quantized MiniLM vector — per class the sums of each coordinate, and their squares — whose
 *       log-likelihood ratio, divided by √dimensions and shrunk by {@code n / (n + embeddingStrength)}, is the
 *       embedding's component score;
 *   <li><b>the stacker</b>: a linear discriminant over the three component scores (the prior blend of the
 *       transparent signals, the words' learned shift, the embedding's score) from the per-class sums and the
 *       products of the scores each forecast <em>used</em> — scores made before its own outcome was known, so the
 *       stacker learns how far each component holds on prompts it has not seen. Its weights are shrunk toward 1
 *       (each component at face value, in log-odds) by {@code stackStrength} pseudo-outcomes and kept ≥ 0: a
 *       component that does not help is dropped, never turned around. Its intercept is the rate of the model
 *       (shrunk toward the tenant's rate, itself shrunk toward the stated prior), and its discriminant is trusted
 *       {@code n / (n + stackStrength)}: after a few dozen outcomes the risk sits near the model's rate and spreads
 *       around it only as far as the outcomes stacked bear out;
 *   <li><b>calibration</b>: a monotone map of the stacked probability per model, shrunk toward the tenant's map
 *       ({@link Calibration}).
 * </ul>
 */
public final class FittedRisk {

    private final long outcomes;
    private final long hallucinations;
    private final long writes;
    private final double tenantRate;
    private final double[] slotLogit;
    private final long[] slotOutcomes;
    private final double[] weights;
    private final double[] centre;
    private final double[] direction;
    private final double directionBias;
    private final double trust;
    private final Calibration[] calibration;
    private final Map<String, Integer> models;

    private FittedRisk(
            long outcomes,
            long hallucinations,
            long writes,
            double tenantRate,
            double[] slotLogit,
            long[] slotOutcomes,
            double[] weights,
            double[] centre,
            double[] direction,
            double directionBias,
            double trust,
            Calibration[] calibration,
            Map<String, Integer> models) {
        this.outcomes = outcomes;
        this.hallucinations = hallucinations;
        this.writes = writes;
        this.tenantRate = tenantRate;
        this.slotLogit = slotLogit;
        this.slotOutcomes = slotOutcomes;
        this.weights = weights;
        this.centre = centre;
        this.direction = direction;
        this.directionBias = directionBias;
        this.trust = trust;
        this.calibration = calibration;
        this.models = models;
    }

    /**
     * @param outcomes       the tenant's outcomes (all of them, also those without component scores)
     * @param hallucinations of which hallucinated
     * @param writes         the tenant's {@link AlignedCounts#writes} when its totals were read: the version fitted
     * @param coldBlend      the prior blend's component score of a prompt with nothing to say (log-odds)
     */
    static FittedRisk fit(
            LearnerStats stats,
            long outcomes,
            long hallucinations,
            long writes,
            double coldBlend,
            LearnerSettings settings) {
        double tenantRate =
                (hallucinations + settings.priorStrength() * settings.prior()) / (outcomes + settings.priorStrength());
        int slots = LearnerFields.MAX_MODELS + 1;
        double[] slotLogit = new double[slots];
        long[] slotOutcomes = new long[slots];
        Calibration[] calibration = new Calibration[slots];
        double tenantLogit = logit(tenantRate);
        // The stacked discriminant is trusted as far as the outcomes it was stacked on: n / (n + stackStrength). With a
        // few dozen outcomes its components — words counted on those outcomes, a vector direction fitted to them —
        // spread the risk far wider than the outcomes bear out (after 50: forecasts of 0.75 hallucinated 19 % of the
        // time on HaluEval), while the tenant's rate is already known to a few points. That trust is what calibration
        // shrinks an empty or thin bin toward; bins of outcomes take over where they have counts.
        double[] centre = new double[Remembered.COMPONENTS];
        centre[0] = coldBlend;
        double[] weights = stack(Moments.of(stats), centre, settings.stackStrength());
        double stacked = stats.get(LearnerFields.zn(0)) + stats.get(LearnerFields.zn(1));
        double trust = stacked / (stacked + settings.stackStrength());
        for (int s = 0; s < slots; s++) {
            long n = stats.get(LearnerFields.model(s, "n"));
            long h = stats.get(LearnerFields.model(s, "h"));
            slotOutcomes[s] = n;
            slotLogit[s] = s == 0 || n == 0
                    ? tenantLogit
                    : logit((h + settings.modelStrength() * tenantRate) / (n + settings.modelStrength()));
        }
        Calibration pooled = Calibration.fit(
                bins(stats, 0, 'n'),
                bins(stats, 0, 'h'),
                pooledPlaced(stats, slotLogit),
                settings.calibrationStrength(),
                p -> sigmoid(tenantLogit + trust * (logit(clip(p)) - tenantLogit)));
        for (int s = 0; s < slots; s++) {
            if (s == 0 || slotOutcomes[s] == 0) {
                calibration[s] = pooled;
                continue;
            }
            long[] n = bins(stats, s, 'n');
            calibration[s] = Calibration.fit(
                    n,
                    bins(stats, s, 'h'),
                    placed(n, bins(stats, s, 'r'), slotLogit[s]),
                    settings.calibrationStrength(),
                    spreadOf(pooled, tenantLogit, slotLogit[s]));
        }
        double[] direction = null;
        double bias = 0;
        long n0 = stats.get(LearnerFields.en(0));
        long n1 = stats.get(LearnerFields.en(1));
        if (n0 >= 2 && n1 >= 2) {
            int dims = 0;
            while (dims < LearnerFields.MAX_DIMENSIONS && stats.fields().containsKey(LearnerFields.ee(dims))) {
                dims++;
            }
            direction = new double[dims];
            double shrink = (n0 + n1) / (n0 + n1 + settings.embeddingStrength()) / Math.sqrt(Math.max(1, dims));
            for (int k = 0; k < dims; k++) {
                double s0 = stats.get(LearnerFields.e(0, k));
                double s1 = stats.get(LearnerFields.e(1, k));
                double m0 = s0 / n0;
                double m1 = s1 / n1;
                double within = (stats.get(LearnerFields.ee(k)) - s0 * s0 / n0 - s1 * s1 / n1) / (n0 + n1);
                double w = (m1 - m0) / Math.max(1.0, within) * shrink;
                direction[k] = w;
                bias += w * (m0 + m1) / 2;
            }
        }
        return new FittedRisk(
                outcomes,
                hallucinations,
                writes,
                tenantRate,
                slotLogit,
                slotOutcomes,
                weights,
                centre,
                direction,
                bias,
                trust,
                calibration,
                stats.models());
    }

    /**
     * The tenant's correction of the spread, carried to a model whose rate is {@code modelLevel}: a stacked
     * probability of the model is read as its offset from the model's rate, corrected as the tenant's map corrects
     * that offset from the tenant's rate, and put back at the model's rate — so a thin model borrows the tenant's
     * spread, never the tenant's level.
     */
    private static java.util.function.DoubleUnaryOperator spreadOf(
            Calibration pooled, double tenantLevel, double modelLevel) {
        return p -> {
            double offset = logit(clip(p)) - modelLevel;
            double corrected = logit(pooled.apply(sigmoid(tenantLevel + offset))) - tenantLevel;
            return sigmoid(modelLevel + corrected);
        };
    }

    private static long[] bins(LearnerStats stats, int slot, char what) {
        long[] out = new long[LearnerFields.BINS];
        for (int b = 0; b < out.length; b++) {
            out[b] = stats.get(LearnerFields.calibration(slot, b, what));
        }
        return out;
    }

    /** The mean offset of each bin of n outcomes whose offsets sum to r, placed at the rate {@code level}. */
    private static double[] placed(long[] n, long[] r, double level) {
        double[] out = new double[n.length];
        for (int b = 0; b < n.length; b++) {
            out[b] = n[b] == 0 ? Double.NaN : sigmoid(level + logit(clip(r[b] / 10_000.0 / n[b])));
        }
        return out;
    }

    /**
     * The tenant's bins placed model by model: each model's share of a bin at that model's rate, the rest (forecasts
     * without a model, or past the slots) at the tenant's. Placed at the tenant's rate alone, a bin filled by one
     * model's forecasts would read that model's distance from the tenant's rate as a correction of the spread, and
     * hand it to every other model.
     */
    private static double[] pooledPlaced(LearnerStats stats, double[] slotLogit) {
        long[] n = bins(stats, 0, 'n');
        long[] r = bins(stats, 0, 'r');
        double[] sum = new double[n.length];
        long[] restN = n.clone();
        long[] restR = r.clone();
        for (int s = 1; s < slotLogit.length; s++) {
            if (stats.get(LearnerFields.model(s, "n")) == 0) {
                continue;
            }
            long[] sn = bins(stats, s, 'n');
            long[] sr = bins(stats, s, 'r');
            double[] at = placed(sn, sr, slotLogit[s]);
            for (int b = 0; b < n.length; b++) {
                if (sn[b] > 0) {
                    sum[b] += sn[b] * at[b];
                    restN[b] -= sn[b];
                    restR[b] -= sr[b];
                }
            }
        }
        double[] rest = placed(restN, restR, slotLogit[0]);
        double[] out = new double[n.length];
        for (int b = 0; b < n.length; b++) {
            out[b] = n[b] == 0 ? Double.NaN : (sum[b] + (restN[b] > 0 ? restN[b] * rest[b] : 0)) / n[b];
        }
        return out;
    }

    /**
     * The stacker's weights, and its centre written into {@code centre} (which holds the cold centre on entry, kept
     * while either class has fewer than two stacked outcomes): the linear discriminant of the component scores,
     * ridge-shrunk toward weights of 1, weights kept ≥ 0, centred at the midpoint of the two classes.
     */
    private static double[] stack(Moments moments, double[] centre, double strength) {
        int d = Remembered.COMPONENTS;
        double[] unit = new double[d];
        java.util.Arrays.fill(unit, 1.0);
        if (moments == null) {
            return unit;
        }
        double n = moments.n0 + moments.n1;
        double[][] a = new double[d][];
        for (int i = 0; i < d; i++) {
            a[i] = moments.within[i].clone();
        }
        double[] b = new double[d];
        for (int i = 0; i < d; i++) {
            double ridge = Math.max(a[i][i], 0.01) * strength / n;
            a[i][i] += ridge;
            b[i] = moments.m1[i] - moments.m0[i] + ridge * unit[i];
        }
        // The centre is where the stacked outcomes' two classes balance — their midpoint, not shrunk toward the cold
        // centre: the level is the model's rate, shrunk once by its own pseudo-outcomes. A centre pulled toward a
        // prompt with nothing to say gave every offset a level of its own that no outcome stood for (after 50
        // outcomes: CoCoNot's offsets balanced 0.59 below it, its risks 0.06 below the rate they were told).
        for (int i = 0; i < d; i++) {
            centre[i] = (moments.m0[i] + moments.m1[i]) / 2;
        }
        return nonNegative(a, b);
    }

    /** The component scores' means by class and their pooled within-class covariance, over the stacked outcomes. */
    private record Moments(double n0, double n1, double[] m0, double[] m1, double[][] within) {

        /** Null with fewer than two stacked outcomes of either class. */
        static Moments of(LearnerStats stats) {
            int d = Remembered.COMPONENTS;
            double n0 = stats.get(LearnerFields.zn(0));
            double n1 = stats.get(LearnerFields.zn(1));
            if (n0 < 2 || n1 < 2) {
                return null;
            }
            double scale = Remembered.SCALE;
            double[] m0 = new double[d];
            double[] m1 = new double[d];
            double[] s0 = new double[d];
            double[] s1 = new double[d];
            for (int i = 0; i < d; i++) {
                s0[i] = stats.get(LearnerFields.z(0, i)) / scale;
                s1[i] = stats.get(LearnerFields.z(1, i)) / scale;
                m0[i] = s0[i] / n0;
                m1[i] = s1[i] / n1;
            }
            double[][] within = new double[d][d];
            for (int i = 0; i < d; i++) {
                for (int j = 0; j < d; j++) {
                    double products = stats.get(LearnerFields.zz(i, j)) / (scale * scale);
                    within[i][j] = (products - s0[i] * s0[j] / n0 - s1[i] * s1[j] / n1) / (n0 + n1);
                }
            }
            return new Moments(n0, n1, m0, m1, within);
        }
    }

    /** Solves {@code a·w = b} with w ≥ 0: components whose weight comes out negative are dropped and it is solved again. */
    private static double[] nonNegative(double[][] a, double[] b) {
        int d = b.length;
        boolean[] active = new boolean[d];
        java.util.Arrays.fill(active, true);
        while (true) {
            double[] w = solve(a, b, active);
            boolean dropped = false;
            for (int i = 0; i < d; i++) {
                if (active[i] && w[i] < 0) {
                    active[i] = false;
                    dropped = true;
                }
            }
            if (!dropped) {
                return w;
            }
        }
    }

    /** Gaussian elimination with partial pivoting on the active rows and columns; inactive weights are 0. */
    private static double[] solve(double[][] a, double[] b, boolean[] active) {
        int[] idx = new int[b.length];
        int m = 0;
        for (int i = 0; i < b.length; i++) {
            if (active[i]) {
                idx[m++] = i;
            }
        }
        double[][] s = new double[m][m + 1];
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < m; c++) {
                s[r][c] = a[idx[r]][idx[c]];
            }
            s[r][m] = b[idx[r]];
        }
        for (int col = 0; col < m; col++) {
            int pivot = col;
            for (int r = col + 1; r < m; r++) {
                if (Math.abs(s[r][col]) > Math.abs(s[pivot][col])) {
                    pivot = r;
                }
            }
            double[] t = s[col];
            s[col] = s[pivot];
            s[pivot] = t;
            for (int r = col + 1; r < m; r++) {
                double f = s[r][col] / s[col][col];
                for (int c = col; c <= m; c++) {
                    s[r][c] -= f * s[col][c];
                }
            }
        }
        double[] w = new double[b.length];
        for (int r = m - 1; r >= 0; r--) {
            double v = s[r][m];
            for (int c = r + 1; c < m; c++) {
                v -= s[r][c] * w[idx[c]];
            }
            w[idx[r]] = v / s[r][r];
        }
        return w;
    }

    /**
     * Whether this was fitted for the tenant's counters as they are: the same totals and the same writes. The
     * totals alone are not enough: a caller's feedback that replaces an automatic outcome changes the counters, and
     * two of opposite labels leave the totals as they were.
     */
    public boolean fittedFor(long outcomes, long hallucinations, long writes) {
        return this.outcomes == outcomes && this.hallucinations == hallucinations && this.writes == writes;
    }

    public long outcomes() {
        return outcomes;
    }

    public double tenantRate() {
        return tenantRate;
    }

    /** The slot whose outcomes a forecast for {@code model} is calibrated on (0: the tenant's). */
    public int slot(String model) {
        if (model == null || model.isEmpty()) {
            return 0;
        }
        Integer slot = models.get(model);
        return slot == null ? 0 : slot;
    }

    /** Outcomes of the model in {@code slot}. */
    public long slotOutcomes(int slot) {
        return slotOutcomes[slot];
    }

    private final String[] lines = new String[LearnerFields.MAX_MODELS + 1];

    /**
     * The rationale line of a forecast calibrated on {@code slot}: what the risk rests on. Built once per slot and
     * version (a racy cache of immutable strings: a lost race builds the same line twice).
     */
    public String rationale(int slot) {
        String line = lines[slot];
        if (line == null) {
            StringBuilder out = new StringBuilder(128)
                    .append("risk calibrated on ")
                    .append(outcomes)
                    .append(" outcomes of this tenant");
            if (slot > 0) {
                String name = null;
                for (Map.Entry<String, Integer> m : models.entrySet()) {
                    if (m.getValue() == slot) {
                        name = m.getKey();
                    }
                }
                out.append(", ").append(slotOutcomes[slot]).append(" of model ").append(name);
            }
            out.append(String.format(
                    java.util.Locale.ROOT,
                    " (weights: prior blend %.2f, words %.2f, sentence vector %.2f)",
                    weights[0],
                    weights[1],
                    direction == null ? 0.0 : weights[2]));
            line = out.toString();
            lines[slot] = line;
        }
        return line;
    }

    /** How far the stacked discriminant is trusted: {@code n / (n + stackStrength)} of n stacked outcomes. */
    public double trust() {
        return trust;
    }

    /** The stacker's weight of each component. */
    public double weight(int component) {
        return weights[component];
    }

    /** The embedding's component score of a quantized sentence vector: 0 when none is learned or given. */
    public double embeddingScore(byte[] vector) {
        if (direction == null || vector == null || vector.length != direction.length) {
            return 0;
        }
        double dot = 0;
        for (int k = 0; k < vector.length; k++) {
            dot += direction[k] * vector[k];
        }
        return dot - directionBias;
    }

    /**
     * The stacked probability of component scores (thousandths, as remembered) for the model in {@code slot}: the
     * model's rate moved by the stacker's whole discriminant; {@link #calibrated} trusts it as far as outcomes bear out.
     */
    public double stacked(int slot, int[] components) {
        return stacked(slot, offset(components));
    }

    /** The stacked probability of an {@link #offset} for the model in {@code slot}. */
    public double stacked(int slot, double offset) {
        return sigmoid(slotLogit[slot] + offset);
    }

    /**
     * How far the stacker's discriminant moves a forecast from its model's rate, in log-odds, at full strength: the
     * discriminant of the component scores (thousandths, as remembered). What calibration bins count — not the
     * trusted part of it, whose scale grows with the outcomes, and not the probability, whose level moves with the
     * model's rate — so that a bin keeps its meaning while the learner is still learning.
     */
    public double offset(int[] components) {
        double discriminant = 0;
        for (int i = 0; i < components.length; i++) {
            discriminant += weights[i] * (components[i] / Remembered.SCALE - centre[i]);
        }
        return discriminant;
    }

    /** The calibrated risk of a stacked probability for the model in {@code slot}. */
    public double calibrated(int slot, double stacked) {
        return calibration[slot].apply(stacked);
    }

    private static double clip(double p) {
        return Math.max(1e-6, Math.min(1 - 1e-6, p));
    }

    static double logit(double p) {
        return Math.log(p / (1 - p));
    }

    static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }
}
