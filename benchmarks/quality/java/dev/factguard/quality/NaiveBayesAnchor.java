package dev.factguard.quality;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The anchor a learner must beat: one-pass naive Bayes over lower-cased unigrams, bigrams, the lead word and a
 * length bucket; each feature's hallucination rate smoothed toward the training prior with strength 4, the
 * shifts summed as log-odds. Deliberately plain: no cues, no prior knowledge.
 */
final class NaiveBayesAnchor {

    private static final double STRENGTH = 4;

    private final Map<String, long[]> counts;
    private final double prior;

    private NaiveBayesAnchor(Map<String, long[]> counts, double prior) {
        this.counts = counts;
        this.prior = prior;
    }

    static NaiveBayesAnchor train(List<LearningQuality.Row> rows) {
        Map<String, long[]> counts = new HashMap<>();
        long positives = 0;
        for (LearningQuality.Row r : rows) {
            positives += r.positive() ? 1 : 0;
            for (String f : features(r.prompt())) {
                long[] c = counts.computeIfAbsent(f, k -> new long[2]);
                c[0] += r.positive() ? 1 : 0;
                c[1]++;
            }
        }
        double prior = rows.isEmpty() ? 0.5 : Math.min(0.99, Math.max(0.01, positives / (double) rows.size()));
        return new NaiveBayesAnchor(counts, prior);
    }

    double score(String prompt) {
        double s = 0;
        for (String f : features(prompt)) {
            long[] c = counts.getOrDefault(f, new long[2]);
            double rate = (c[0] + STRENGTH * prior) / (c[1] + STRENGTH);
            s += logit(rate) - logit(prior);
        }
        return s;
    }

    static Set<String> features(String prompt) {
        String[] words = prompt.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}']+");
        Set<String> out = new LinkedHashSet<>();
        String previous = null;
        int n = 0;
        for (String w : words) {
            if (w.isEmpty()) {
                continue;
            }
            if (n++ == 0) {
                out.add("lead:" + w);
            }
            out.add("u:" + w);
            if (previous != null) {
                out.add("b:" + previous + " " + w);
            }
            previous = w;
        }
        out.add("len:" + (n < 4 ? "short" : n < 12 ? "medium" : "long"));
        return out;
    }

    private static double logit(double p) {
        return Math.log(p / (1 - p));
    }
}
