package dev.factguard.quality;

import java.util.List;

/** Area under the ROC curve: the probability a positive is scored above a negative (ties count half). */
public final class Auroc {

    private Auroc() {}

    public static double of(List<Double> positives, List<Double> negatives) {
        if (positives.isEmpty() || negatives.isEmpty()) {
            return Double.NaN;
        }
        double wins = 0;
        for (double p : positives) {
            for (double n : negatives) {
                wins += p > n ? 1.0 : p == n ? 0.5 : 0.0;
            }
        }
        return wins / ((double) positives.size() * negatives.size());
    }
}
