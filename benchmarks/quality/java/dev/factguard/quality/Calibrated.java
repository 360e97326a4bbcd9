package dev.factguard.quality;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Calibration figures of probabilities against outcomes: ECE over 10 equal-width bins, Brier, the table. */
final class Calibrated {

    static final int BINS = 10;

    private Calibrated() {}

    /** Expected calibration error: the share-weighted mean of |mean probability − rate| over the bins. */
    static double ece(List<Double> p, List<Boolean> y) {
        double error = 0;
        for (Map<String, Object> bin : table(p, y)) {
            long n = (Long) bin.get("count");
            if (n > 0) {
                error += n * Math.abs((Double) bin.get("meanRisk") - (Double) bin.get("rate"));
            }
        }
        return error / p.size();
    }

    /**
     * The calibration error a perfectly calibrated forecaster giving the risks {@code p} shows on this many rows, on
     * average: outcomes drawn as {@code y ~ Bernoulli(p)}, 1,000 times (a fixed seed). Its sampling floor — a figure
     * below it is luck, one near it is as calibrated as this many rows can show.
     */
    static double eceIfCalibrated(List<Double> p) {
        java.util.Random random = new java.util.Random(1);
        int draws = 1000;
        double sum = 0;
        List<Boolean> y = new ArrayList<>(p.size());
        for (int d = 0; d < draws; d++) {
            y.clear();
            for (double risk : p) {
                y.add(random.nextDouble() < risk);
            }
            sum += ece(p, y);
        }
        return sum / draws;
    }

    static double brier(List<Double> p, List<Boolean> y) {
        double s = 0;
        for (int i = 0; i < p.size(); i++) {
            double d = p.get(i) - (y.get(i) ? 1 : 0);
            s += d * d;
        }
        return s / p.size();
    }

    static double mean(List<Double> p) {
        return p.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    }

    static double rate(List<Boolean> y) {
        return y.stream().filter(b -> b).count() / (double) y.size();
    }

    /** The reliability table: per bin its count, mean probability and rate (null when empty). */
    static List<Map<String, Object>> table(List<Double> p, List<Boolean> y) {
        long[] n = new long[BINS];
        long[] h = new long[BINS];
        double[] sum = new double[BINS];
        for (int i = 0; i < p.size(); i++) {
            int b = Math.min(BINS - 1, (int) (p.get(i) * BINS));
            n[b]++;
            h[b] += y.get(i) ? 1 : 0;
            sum[b] += p.get(i);
        }
        List<Map<String, Object>> out = new ArrayList<>();
        for (int b = 0; b < BINS; b++) {
            Map<String, Object> bin = new LinkedHashMap<>();
            bin.put("from", b / (double) BINS);
            bin.put("to", (b + 1) / (double) BINS);
            bin.put("count", n[b]);
            bin.put("meanRisk", n[b] == 0 ? null : sum[b] / n[b]);
            bin.put("rate", n[b] == 0 ? null : (double) h[b] / n[b]);
            out.add(bin);
        }
        return out;
    }
}
