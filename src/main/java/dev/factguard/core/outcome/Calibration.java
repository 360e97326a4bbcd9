package dev.factguard.core.outcome;

/**
 * A monotone map from the stacked probability to the calibrated one, fitted from bin counts of the stacked offsets
 * forecasts gave (how far the stacker moved each one from its model's rate) and the outcomes that followed. A
 * bin's mean offset is placed at the model's <em>current</em> rate — a bin filled while the rate was still being
 * learned then corrects only the spread around it, never the level again (placed at the rate of the day it was
 * filled, early bins of a model whose rate rose kept adding that rise on top of the learned one). Each bin's rate
 * is shrunk toward the probability so placed by {@code strength} pseudo-outcomes, the rates are made non-decreasing (pool adjacent
 * violators, weighted by outcomes plus pseudo-outcomes), and a probability between bin means is interpolated
 * (beyond the outermost, toward 0 and 1).
 * Monotone on purpose: a map that reorders forecasts would cost ranking for calibration. A hundredth of the
 * distance from 0.5 is added so that the map is strictly increasing and keeps every order. Immutable.
 */
final class Calibration {

    private final double[] x;
    private final double[] y;
    private final java.util.function.DoubleUnaryOperator target;

    private Calibration(double[] x, double[] y, java.util.function.DoubleUnaryOperator target) {
        this.x = x;
        this.y = y;
        this.target = target;
    }

    /** The map of a slot without binned outcomes: {@code target} itself. */
    static Calibration of(java.util.function.DoubleUnaryOperator target) {
        return new Calibration(new double[0], new double[0], target);
    }

    /**
     * @param n      outcomes per bin
     * @param h      hallucinated per bin
     * @param placed each bin's forecasts as the stacked probability the current learner gives them: their offsets
     *               placed at their model's current rate (ignored for an empty bin)
     * @param target what an empty or thin bin is shrunk toward, given a bin's stacked probability; also the map
     *               beyond the outermost bins, moved by their correction
     */
    static Calibration fit(
            long[] n, long[] h, double[] placed, double strength, java.util.function.DoubleUnaryOperator target) {
        int bins = 0;
        for (long count : n) {
            bins += count > 0 ? 1 : 0;
        }
        if (bins == 0) {
            return of(target);
        }
        double[] x = new double[bins];
        double[] y = new double[bins];
        double[] w = new double[bins];
        int k = 0;
        for (int b = 0; b < n.length; b++) {
            if (n[b] == 0) {
                continue;
            }
            x[k] = placed[b];
            y[k] = (h[b] + strength * target.applyAsDouble(x[k])) / (n[b] + strength);
            w[k] = n[b] + strength;
            k++;
        }
        return new Calibration(x, pooled(y, w), target);
    }

    /** Pool adjacent violators: the weighted least-squares non-decreasing fit of {@code y}. */
    private static double[] pooled(double[] y, double[] w) {
        int m = y.length;
        double[] value = new double[m];
        double[] weight = new double[m];
        int[] size = new int[m];
        int top = 0;
        for (int i = 0; i < m; i++) {
            value[top] = y[i];
            weight[top] = w[i];
            size[top] = 1;
            top++;
            while (top > 1 && value[top - 2] > value[top - 1]) {
                double total = weight[top - 2] + weight[top - 1];
                value[top - 2] = (value[top - 2] * weight[top - 2] + value[top - 1] * weight[top - 1]) / total;
                weight[top - 2] = total;
                size[top - 2] += size[top - 1];
                top--;
            }
        }
        double[] out = new double[m];
        for (int b = 0, i = 0; b < top; b++) {
            for (int j = 0; j < size[b]; j++) {
                out[i++] = value[b];
            }
        }
        return out;
    }

    double apply(double p) {
        double v;
        if (x.length == 0) {
            v = target.applyAsDouble(p);
        } else if (p <= x[0]) {
            v = beyond(p, 0);
        } else if (p >= x[x.length - 1]) {
            v = beyond(p, x.length - 1);
        } else {
            int i = 1;
            while (x[i] < p) {
                i++;
            }
            double t = x[i] == x[i - 1] ? 1 : (p - x[i - 1]) / (x[i] - x[i - 1]);
            v = y[i - 1] + t * (y[i] - y[i - 1]);
        }
        v += 0.01 * (p - 0.5);
        return Math.max(0.001, Math.min(0.999, v));
    }

    /**
     * Beyond the outermost bin {@code edge}: the target's shape, moved in log-odds by the correction the edge bin
     * found — so that a bin far from the probability does not stretch it by a slope no outcome stood for.
     */
    private double beyond(double p, int edge) {
        double shift = logit(y[edge]) - logit(target.applyAsDouble(x[edge]));
        return FittedRisk.sigmoid(logit(target.applyAsDouble(p)) + shift);
    }

    private static double logit(double p) {
        return FittedRisk.logit(Math.max(1e-6, Math.min(1 - 1e-6, p)));
    }
}
