package dev.factguard.core.outcome;

import java.util.List;

/**
 * What the outcome model says about one prompt.
 *
 * @param probability  estimated probability that the answer is hallucinated, in (0, 1)
 * @param outcomes     how many outcomes of the tenant back it (0: the cue prior alone)
 * @param strongest    the features that moved it most, strongest first, each readable
 * @param shift        what the words learned, in log-odds beside the tenant's rate (0 before any outcome): the
 *                     words' component of the risk learner
 * @param repeated     whether an outcome of this very prompt (the same features) is already counted: its words
 *                     then know its answer, so what they say of it is no measure of what they say of new prompts
 */
public record OutcomeEstimate(
        double probability, long outcomes, List<Evidence> strongest, double shift, boolean repeated) {

    public OutcomeEstimate {
        strongest = List.copyOf(strongest);
    }

    public OutcomeEstimate(double probability, long outcomes, List<Evidence> strongest) {
        this(probability, outcomes, strongest, 0, false);
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
