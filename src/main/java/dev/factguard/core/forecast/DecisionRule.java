package dev.factguard.core.forecast;

import dev.factguard.core.knowledge.FactMatch;
import dev.factguard.core.outcome.OutcomeEstimate;
import java.util.List;

/**
 * Turns risk and groundability into a recommendation.
 *
 * <ul>
 *   <li>{@code proceed}: the risk is below {@code proceedBelow} — except for a question about the tenant's own subject
 *       that no fact answers ({@link Groundability#subjectUnanswered}), which never proceeds;
 *   <li>{@code ground}: risky, and the tenant's facts or the request's context can answer it, with the risk below
 *       {@code groundBelow};
 *   <li>{@code human_review}: risky, and nothing here can answer it — or the risk is at or above {@code groundBelow}.
 * </ul>
 *
 * An ask that states no fact an answer could get wrong ({@link AskKind#statesNoFact}) is not judged on coverage:
 * before the tenant has outcomes it proceeds, after that the learned probability is its risk. When the facts could
 * not be read, the risk alone decides, in the three bands of the thresholds. Stateless and thread-safe.
 */
public final class DecisionRule {

    static final String NO_FACT_COLD = "nothing the tenant's outcomes say counts against such asks yet";
    static final String NO_FACT_LEARNED_LOW = "the learned risk of such asks is below the proceed threshold";
    static final String NO_FACT_LEARNED_HIGH = "the learned risk of such asks is at or above the proceed threshold";
    /** Per {@link AskKind}, the line that says why coverage does not count (built once: read on every such ask). */
    private static final String[] NO_FACT = new String[AskKind.values().length];

    static {
        for (AskKind kind : AskKind.values()) {
            NO_FACT[kind.ordinal()] = "states no fact an answer could get wrong (" + kind.description()
                    + "): knowledge-base coverage does not count against it";
        }
    }

    static final String PROCEED = "risk is below the tenant's proceed threshold";
    static final String GROUND_FACT = "risky, and the knowledge base can answer it";
    static final String GROUND_CONTEXT = "risky, and the request's context can answer it";
    static final String TOO_RISKY = "risk is at or above the ground threshold: grounding alone is not enough";
    static final String NOTHING_ANSWERS = "risky, and neither the knowledge base nor the request's context answers it";
    static final String UNKNOWN = "knowledge base unavailable: decided on risk alone";

    private final double answersFrom;

    /** @param answersFrom the least coverage of a fact that holds what is asked for it to count as an answer */
    public DecisionRule(double answersFrom) {
        if (!(answersFrom >= 0 && answersFrom <= 1)) {
            throw new IllegalArgumentException("answersFrom must be in [0, 1], was " + answersFrom);
        }
        this.answersFrom = answersFrom;
    }

    public double answersFrom() {
        return answersFrom;
    }

    /**
     * @param kind    what kind of ask the prompt is
     * @param risk    the forecast's risk
     * @param learned the outcome model's estimate, or null when the outcome store was unavailable
     * @param grounds what the facts and the context can do for the prompt
     * @param t       the tenant's thresholds
     */
    public Decision decide(AskKind kind, double risk, OutcomeEstimate learned, Groundability grounds, Thresholds t) {
        if (kind.statesNoFact()) {
            return noFact(kind, learned, grounds, t);
        }
        if (!grounds.known()) {
            return new Decision(t.band(risk), List.of(UNKNOWN));
        }
        if (grounds.subjectUnanswered()) {
            return new Decision(Recommendation.HUMAN_REVIEW, List.of(unanswered(grounds.nearMiss())));
        }
        if (risk < t.proceedBelow()) {
            return new Decision(Recommendation.PROCEED, List.of(PROCEED));
        }
        return risky(risk, grounds, t);
    }

    private Decision noFact(AskKind kind, OutcomeEstimate learned, Groundability grounds, Thresholds t) {
        String why = NO_FACT[kind.ordinal()];
        if (learned == null || learned.priorsOnly()) {
            return new Decision(Recommendation.PROCEED, List.of(why, NO_FACT_COLD));
        }
        double p = learned.probability();
        if (p < t.proceedBelow()) {
            return new Decision(Recommendation.PROCEED, List.of(why, NO_FACT_LEARNED_LOW));
        }
        Decision risky = risky(p, grounds, t);
        return new Decision(
                risky.recommendation(),
                List.of(why, NO_FACT_LEARNED_HIGH, risky.reasons().get(0)));
    }

    private static Decision risky(double risk, Groundability grounds, Thresholds t) {
        if (!grounds.answerable()) {
            return new Decision(Recommendation.HUMAN_REVIEW, List.of(NOTHING_ANSWERS));
        }
        if (risk >= t.groundBelow()) {
            return new Decision(Recommendation.HUMAN_REVIEW, List.of(TOO_RISKY));
        }
        return new Decision(Recommendation.GROUND, List.of(grounds.answeredByContext() ? GROUND_CONTEXT : GROUND_FACT));
    }

    /** "names the tenant's "support hotline" but no fact holds public holidays". */
    static String unanswered(FactMatch nearMiss) {
        return "names the tenant's \"" + nearMiss.fact().key() + "\" but no fact holds "
                + String.join(", ", nearMiss.missingAnchors()) + ": never proceed";
    }
}
