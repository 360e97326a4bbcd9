package dev.factguard.quality;

import java.util.List;

/**
 * The second anchor a learner must beat: logistic regression on the MiniLM sentence vectors of the prompts (the
 * model the service ships), L2-penalised with strength 1 on the weights (scikit-learn's default {@code C = 1}),
 * fitted by Newton's method to convergence. Trained on the same rows as the service, in the same run.
 */
final class LogisticAnchor {

    private static final double L2 = 1.0;

    private final double[] w;

    private LogisticAnchor(double[] w) {
        this.w = w;
    }

    static LogisticAnchor train(List<float[]> x, List<Boolean> y) {
        int d = x.get(0).length + 1;
        double[] w = new double[d];
        for (int iteration = 0; iteration < 50; iteration++) {
            double[] g = new double[d];
            double[][] h = new double[d][d];
            for (int i = 0; i < x.size(); i++) {
                double[] xi = withBias(x.get(i));
                double p = 1 / (1 + Math.exp(-dot(w, xi)));
                double r = p - (y.get(i) ? 1 : 0);
                double s = p * (1 - p);
                for (int a = 0; a < d; a++) {
                    g[a] += r * xi[a];
                    double sa = s * xi[a];
                    for (int b = a; b < d; b++) {
                        h[a][b] += sa * xi[b];
                    }
                }
            }
            for (int a = 0; a < d; a++) {
                for (int b = 0; b < a; b++) {
                    h[a][b] = h[b][a];
                }
                if (a < d - 1) {
                    g[a] += L2 * w[a];
                    h[a][a] += L2;
                }
                h[a][a] += 1e-9;
            }
            double[] step = solve(h, g);
            double size = 0;
            for (int a = 0; a < d; a++) {
                w[a] -= step[a];
                size = Math.max(size, Math.abs(step[a]));
            }
            if (size < 1e-6) {
                break;
            }
        }
        return new LogisticAnchor(w);
    }

    double score(float[] x) {
        return dot(w, withBias(x));
    }

    private static double[] withBias(float[] x) {
        double[] out = new double[x.length + 1];
        for (int i = 0; i < x.length; i++) {
            out[i] = x[i];
        }
        out[x.length] = 1;
        return out;
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    /** Cholesky solve of the (positive definite) Hessian. */
    private static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] l = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j <= i; j++) {
                double s = a[i][j];
                for (int k = 0; k < j; k++) {
                    s -= l[i][k] * l[j][k];
                }
                l[i][j] = i == j ? Math.sqrt(Math.max(s, 1e-12)) : s / l[j][j];
            }
        }
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            double s = b[i];
            for (int k = 0; k < i; k++) {
                s -= l[i][k] * y[k];
            }
            y[i] = s / l[i][i];
        }
        double[] x = new double[n];
        for (int i = n - 1; i >= 0; i--) {
            double s = y[i];
            for (int k = i + 1; k < n; k++) {
                s -= l[k][i] * x[k];
            }
            x[i] = s / l[i][i];
        }
        return x;
    }
}
