package dev.factguard.core.outcome;

import java.util.List;

/**
 * What the outcome model says about one prompt.
 *
 * @param probability  estimated probability that the answer is hallucinated, in (0, 1)
 * @param outcomes     how many outcomes of the tenant back it (0: the cue prior alone)
 * @param strongest    the features that moved it most, strongest first, each readable
 */
public record OutcomeEstimate(double probability, long outcomes, List<Evidence> strongest) {

    public OutcomeEstimate {
        strongest = List.copyOf(strongest);
    }

    public boolean priorsOnly() {
        return outcomes == 0;
    }

    /**
     * One feature's learned rate.
     *
     * @param feature the feature name
     * @param counts  the outcomes recorded under it
     * @param shift   its contribution in log-odds (positive: raises the risk)
     */
    public record Evidence(String feature, FeatureCounts counts, double shift) {

        /** E.g. {@code prompts asking for sources: 61% of 44 hallucinated}. */
        public String describe() {
            return EvidenceLines.of(feature, counts);
        }
    }
}
