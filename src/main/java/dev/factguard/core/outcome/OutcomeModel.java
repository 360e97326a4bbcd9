package dev.factguard.core.outcome;

import java.util.List;
import java.util.Map;

/**
 * Combines a prompt's cue prior with the outcomes its features have seen into one probability.
 *
 * <p>Each feature's rate is smoothed toward the tenant's own rate with {@code strength} pseudo-outcomes, and
 * its shift is {@code logit(rate) − logit(tenantRate)}; the shifts are summed and divided by √(number of
 * features), which keeps long prompts (many correlated words) from counting the same evidence many times. The
 * base moves from the prior's base toward the tenant's observed rate as outcomes accumulate
 * ({@code λ = n / (n + baseStrength)}), and the cues' own prior weights give way by {@code λ × priorFade}: the
 * cues are features too, and their learned rates take over. Measured on held-out halves of labelled sets against a plain naive-Bayes
 * learner: {@code benchmarks/quality/run.sh learning}. Stateless and thread-safe.
 *
 * @param strength     pseudo-outcomes a feature's rate is smoothed with, &gt; 0
 * @param baseStrength outcomes after which the tenant's own rate weighs as much as the cue prior's base, &gt; 0
 * @param lengthExponent the summed shifts are divided by (number of features) to this power, in [0, 1]
 * @param priorFade    how much of the cue prior gives way to the learned shifts as outcomes accumulate, in [0, 1]
 */
public record OutcomeModel(double strength, double baseStrength, double lengthExponent, double priorFade) {

    public static final OutcomeModel DEFAULT = new OutcomeModel(4, 50, 0.5, 0.5);

    public OutcomeModel {
        if (!(strength > 0) || !(baseStrength > 0)) {
            throw new IllegalArgumentException("strength and baseStrength must be > 0");
        }
        if (!(priorFade >= 0 && priorFade <= 1)) {
            throw new IllegalArgumentException("priorFade must be in [0, 1], was " + priorFade);
        }
        if (!(lengthExponent >= 0 && lengthExponent <= 1)) {
            throw new IllegalArgumentException("lengthExponent must be in [0, 1], was " + lengthExponent);
        }
    }

    public OutcomeEstimate estimate(PromptFeatures features, Map<String, FeatureCounts> counts) {
        FeatureCounts total = counts.getOrDefault(OutcomeStore.TOTAL, FeatureCounts.NONE);
        double prior = features.priorLogOdds();
        if (total.total() == 0) {
            return new OutcomeEstimate(sigmoid(prior), 0, List.of());
        }
        double tenantRate = (total.hallucinated() + 1.0) / (total.total() + 2.0);
        double tenantOdds = tenantRate / (1 - tenantRate);
        // Each shift is log(odds / tenantOdds). Their sum is taken as the log of their product, and the strongest
        // are chosen by how far a ratio is from 1: one logarithm per prompt and one per evidence line, not one per
        // feature (a logarithm per feature was a twentieth of a forecast). The product is folded into the sum
        // before it can leave a double's range: a ratio is bounded by the counts, a prompt's features are not.
        double sum = 0;
        double product = 1;
        // The two strongest, kept as they come: a stable sort by |shift| would keep the first of equals first too.
        // Kept in locals, not evidence objects, until the end: a feature that takes second place is often displaced.
        String firstName = null;
        FeatureCounts firstCounts = null;
        double firstRatio = 1;
        String secondName = null;
        FeatureCounts secondCounts = null;
        double secondRatio = 1;
        List<String> names = features.names();
        // Counts read for these very names are taken by position; any other map is looked up by name.
        AlignedCounts aligned = counts instanceof AlignedCounts a && a.features() == names ? a : null;
        int learnedFrom = names.size();
        boolean repeated = false;
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            FeatureCounts c = aligned != null ? aligned.at(i) : counts.get(name);
            if (PromptFeatures.isFingerprint(name)) {
                // The prompt's identity tells whether it was seen, not how risky words are.
                repeated = c != null && c.total() > 0;
                learnedFrom--;
                continue;
            }
            if (c == null || c.total() == 0) {
                continue;
            }
            double rate = (c.hallucinated() + strength * tenantRate) / (c.total() + strength);
            double ratio = rate / (1 - rate) / tenantOdds;
            product *= ratio;
            if (!(product > 0x1p-500 && product < 0x1p500)) {
                sum += Math.log(product);
                product = 1;
            }
            // |log r| is log max(r, 1/r): the strictly farther from 1 is the stronger (the earlier wins a tie).
            double far = farness(ratio);
            if (c.total() >= 3 && (secondName == null || far > farness(secondRatio))) {
                if (firstName == null || far > farness(firstRatio)) {
                    secondName = firstName;
                    secondCounts = firstCounts;
                    secondRatio = firstRatio;
                    firstName = name;
                    firstCounts = c;
                    firstRatio = ratio;
                } else {
                    secondName = name;
                    secondCounts = c;
                    secondRatio = ratio;
                }
            }
        }
        sum += Math.log(product);
        double tenantLogit = Math.log(tenantOdds);
        double learned = sum / Math.pow(Math.max(1, learnedFrom), lengthExponent);
        double lambda = total.total() / (total.total() + baseStrength);
        double logit = PromptCues.BASE_LOG_ODDS
                + lambda * (tenantLogit - PromptCues.BASE_LOG_ODDS)
                + (prior - PromptCues.BASE_LOG_ODDS) * (1 - lambda * priorFade)
                + learned;
        List<OutcomeEstimate.Evidence> strongest = firstName == null
                ? List.of()
                : secondName == null
                        ? List.of(new OutcomeEstimate.Evidence(firstName, firstCounts, Math.log(firstRatio)))
                        : List.of(
                                new OutcomeEstimate.Evidence(firstName, firstCounts, Math.log(firstRatio)),
                                new OutcomeEstimate.Evidence(secondName, secondCounts, Math.log(secondRatio)));
        return new OutcomeEstimate(sigmoid(logit), total.total(), strongest, learned, repeated);
    }

    private static double farness(double ratio) {
        return ratio >= 1 ? ratio : 1 / ratio;
    }

    static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }
}
