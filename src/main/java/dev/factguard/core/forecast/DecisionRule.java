package dev.factguard.core.forecast;

import dev.factguard.core.knowledge.FactMatch;
import java.util.List;

/**
 * Turns risk and groundability into a recommendation.
 *
 * <ul>
 *   <li>{@code proceed}: the risk is below {@code proceedBelow} — except for a question about the tenant's own subject
 *       that no fact answers ({@link Groundability#subjectUnanswered}), an order to act for the caller ({@link
 *       AskKind#ORDER}), and a question one of the tenant's facts answers, which never proceed: the answering model
 *       was not given that fact, so an answer without it is a guess at the tenant's own terms, and grounding on the
 *       fact that holds it costs a few tokens;
 *   <li>{@code ground}: risky, and the tenant's facts or the request's context can answer it, with the risk below
 *       {@code groundBelow};
 *   <li>{@code human_review}: risky, and nothing here can answer it — or the risk is at or above {@code groundBelow}.
 * </ul>
 *
 * An ask that states no fact an answer could get wrong ({@link AskKind#statesNoFact}) is not judged on coverage (nor
 * does coverage count in its risk): while its risk is the cold one (before the tenant has outcomes) it proceeds,
 * after that the calibrated risk decides. When the facts could not be read, the risk alone decides, in the three
 * bands of the thresholds. Stateless and thread-safe.
 */
public final class DecisionRule {

    static final String NO_FACT_COLD = "nothing the tenant's outcomes say counts against such asks yet";
    static final String NO_FACT_COLD_CUES = "its task cues alone put its risk at or above the proceed threshold; before"
            + " the tenant has outcomes, that does not hold such asks back";
    static final String NO_FACT_LEARNED_LOW =
            "its calibrated risk, learned from the tenant's outcomes, is below the proceed threshold";
    static final String NO_FACT_LEARNED_HIGH =
            "its calibrated risk, learned from the tenant's outcomes, is at or above the proceed threshold";
    static final String PROCEED = "risk is below the tenant's proceed threshold";
    static final String GROUND_FACT = "risky, and the knowledge base can answer it";
    static final String GROUND_CONTEXT = "risky, and the request's context can answer it";
    static final String GROUND_HELD = "a fact of the tenant's answers it, and the answering model was not given it:"
            + " ground on that fact rather than let the model guess";
    static final String TOO_RISKY = "risk is at or above the ground threshold: grounding alone is not enough";
    static final String NOTHING_ANSWERS = "risky, and neither the knowledge base nor the request's context answers it";
    static final String UNKNOWN = "knowledge base unavailable: decided on risk alone";
    static final String ORDER_NOT_COVERED =
            "orders the service to act for the caller, and no fact of the tenant's covers it: never proceed";

    // The decisions whose reasons do not depend on the prompt, made once: a decision is taken on every forecast.
    private static final Decision PROCEEDS = new Decision(Recommendation.PROCEED, List.of(PROCEED));
    private static final Decision GROUNDED_BY_FACTS = new Decision(Recommendation.GROUND, List.of(GROUND_FACT));
    private static final Decision GROUNDED_BY_CONTEXT = new Decision(Recommendation.GROUND, List.of(GROUND_CONTEXT));
    private static final Decision GROUNDED_ON_HELD_FACT = new Decision(Recommendation.GROUND, List.of(GROUND_HELD));
    private static final Decision NOTHING_ANSWERS_IT =
            new Decision(Recommendation.HUMAN_REVIEW, List.of(NOTHING_ANSWERS));
    private static final Decision TOO_RISKY_TO_GROUND = new Decision(Recommendation.HUMAN_REVIEW, List.of(TOO_RISKY));
    private static final Decision ORDER_UNCOVERED =
            new Decision(Recommendation.HUMAN_REVIEW, List.of(ORDER_NOT_COVERED));
    private static final Decision[] UNKNOWN_BANDS = new Decision[Recommendation.values().length];
    /** Per {@link AskKind} that states no fact: proceeding cold, proceeding on a low learned risk. */
    private static final Decision[] NO_FACT_COLD_PROCEEDS = new Decision[AskKind.values().length];

    private static final Decision[] NO_FACT_COLD_CUES_PROCEEDS = new Decision[AskKind.values().length];
    private static final Decision[] NO_FACT_LEARNED_PROCEEDS = new Decision[AskKind.values().length];
    private static final String[] NO_FACT = new String[AskKind.values().length];

    static {
        for (Recommendation r : Recommendation.values()) {
            UNKNOWN_BANDS[r.ordinal()] = new Decision(r, List.of(UNKNOWN));
        }
        for (AskKind kind : AskKind.values()) {
            NO_FACT[kind.ordinal()] = "states no fact an answer could get wrong (" + kind.description()
                    + "): knowledge-base coverage and volatility do not count in its risk";
            NO_FACT_COLD_PROCEEDS[kind.ordinal()] =
                    new Decision(Recommendation.PROCEED, List.of(NO_FACT[kind.ordinal()], NO_FACT_COLD));
            NO_FACT_COLD_CUES_PROCEEDS[kind.ordinal()] =
                    new Decision(Recommendation.PROCEED, List.of(NO_FACT[kind.ordinal()], NO_FACT_COLD_CUES));
            NO_FACT_LEARNED_PROCEEDS[kind.ordinal()] =
                    new Decision(Recommendation.PROCEED, List.of(NO_FACT[kind.ordinal()], NO_FACT_LEARNED_LOW));
        }
    }

    /** The last near-miss decision: a tenant's near misses repeat, and its line is a few concatenations. */
    private record Unanswered(String key, List<String> missing, Decision decision) {}

    // Racy writes of an immutable entry: a reader sees a whole one, a lost race costs one concatenation.
    private static Unanswered lastUnanswered = new Unanswered("", List.of(), PROCEEDS);

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
     * @param learnt  whether {@code risk} was learned from the tenant's outcomes (false: the cold risk, which
     *                rests on priors only)
     * @param grounds what the facts and the context can do for the prompt
     * @param t       the tenant's thresholds
     */
    public Decision decide(AskKind kind, double risk, boolean learnt, Groundability grounds, Thresholds t) {
        if (kind.statesNoFact()) {
            return noFact(kind, risk, learnt, grounds, t);
        }
        if (!grounds.known()) {
            return UNKNOWN_BANDS[t.band(risk).ordinal()];
        }
        if (grounds.subjectUnanswered()) {
            return unanswered(grounds.nearMiss());
        }
        if (kind == AskKind.ORDER && grounds.knowledge()) {
            // Whether the service can do it is a fact about the service: grounded on a fact that says the action, or
            // not answered here at all — a low risk from the words of the order says nothing of that.
            return grounds.answerable() ? risky(risk, grounds, t) : ORDER_UNCOVERED;
        }
        if (risk < t.proceedBelow()) {
            // Low risk says the words are easy, not that the model knows the tenant's own value: a question a fact
            // answers, which the request does not carry, is grounded on that fact.
            return grounds.heldFactAnswers() ? GROUNDED_ON_HELD_FACT : PROCEEDS;
        }
        return risky(risk, grounds, t);
    }

    private static Decision noFact(AskKind kind, double p, boolean learnt, Groundability grounds, Thresholds t) {
        if (!learnt) {
            // Cold, its risk is the cue prior alone, which outcomes of asks for facts were weighed on: said, not
            // acted on, until the tenant's own outcomes weigh such asks.
            return (p < t.proceedBelow() ? NO_FACT_COLD_PROCEEDS : NO_FACT_COLD_CUES_PROCEEDS)[kind.ordinal()];
        }
        if (p < t.proceedBelow()) {
            return NO_FACT_LEARNED_PROCEEDS[kind.ordinal()];
        }
        Decision risky = risky(p, grounds, t);
        return new Decision(
                risky.recommendation(),
                List.of(
                        NO_FACT[kind.ordinal()],
                        NO_FACT_LEARNED_HIGH,
                        risky.reasons().get(0)));
    }

    private static Decision risky(double risk, Groundability grounds, Thresholds t) {
        if (!grounds.answerable()) {
            return NOTHING_ANSWERS_IT;
        }
        if (risk >= t.groundBelow()) {
            return TOO_RISKY_TO_GROUND;
        }
        return grounds.answeredByContext() ? GROUNDED_BY_CONTEXT : GROUNDED_BY_FACTS;
    }

    /** Human review, because "names the tenant's "support hotline" but no fact holds public holidays". */
    static Decision unanswered(FactMatch nearMiss) {
        Unanswered last = lastUnanswered;
        String key = nearMiss.fact().key();
        if (!last.key.equals(key) || !last.missing.equals(nearMiss.missingAnchors())) {
            String line = "names the tenant's \"" + key + "\" but no fact holds "
                    + String.join(", ", nearMiss.missingAnchors()) + ": never proceed";
            last = new Unanswered(
                    key, nearMiss.missingAnchors(), new Decision(Recommendation.HUMAN_REVIEW, List.of(line)));
            lastUnanswered = last;
        }
        return last.decision;
    }
}
