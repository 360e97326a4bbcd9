package dev.factguard.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.FactMatch;
import dev.factguard.core.knowledge.Retrieval;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What each recommendation means: risk against the thresholds, and whether anything here can answer. */
class DecisionRuleTest {

    private static final DecisionRule RULE = new DecisionRule(0.1);
    private static final Thresholds DEFAULTS = new Thresholds(0.34, 0.66);
    private static final Fact HOTLINE =
            new Fact("support hotline", "The support hotline is open Monday to Friday from 8:00 to 18:00.");
    /** A risk that rests on priors only: the tenant has no outcomes yet. */
    private static final boolean COLD = false;

    private static final boolean LEARNT = true;

    private static Groundability grounds(FactMatch... matches) {
        return Groundability.of(new Retrieval(List.of(matches), 3), RULE.answersFrom());
    }

    private static FactMatch answer(double score) {
        return new FactMatch(HOTLINE, score, "hybrid", List.of(), true);
    }

    private static FactMatch nearMiss(String... missing) {
        return new FactMatch(HOTLINE, 0.2, "hybrid", List.of(missing), true);
    }

    private static Decision facts(double risk, Groundability grounds) {
        return RULE.decide(AskKind.NEEDS_FACTS, risk, COLD, grounds, DEFAULTS);
    }

    @Test
    void a_low_risk_proceeds_and_a_risky_prompt_a_fact_answers_is_grounded() {
        assertThat(facts(0.2, grounds()).recommendation()).isEqualTo(Recommendation.PROCEED);
        Decision grounded = facts(0.4, grounds(answer(0.3)));
        assertThat(grounded.recommendation()).isEqualTo(Recommendation.GROUND);
        assertThat(grounded.reasons()).containsExactly("risky, and the knowledge base can answer it");
    }

    @Test
    void a_low_risk_question_a_fact_answers_is_grounded_on_it_unless_the_request_carries_the_answer() {
        // The answering model was not given the tenant's fact: without it, even an easy question is a guess at the
        // tenant's own terms.
        Decision held = facts(0.05, grounds(answer(0.9)));
        assertThat(held.recommendation()).isEqualTo(Recommendation.GROUND);
        assertThat(held.reasons()).containsExactly(DecisionRule.GROUND_HELD);
        // A passage of the request's context is in front of the model already.
        FactMatch passage =
                new FactMatch(new Fact("context[0]", "The hotline is open until 18:00."), 0.9, "lexical", List.of());
        assertThat(facts(0.05, grounds(passage)).recommendation()).isEqualTo(Recommendation.PROCEED);
        // Too risky for grounding alone, a fact or not.
        assertThat(facts(0.7, grounds(answer(0.9))).recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
    }

    @Test
    void a_risky_prompt_nothing_here_answers_goes_to_a_person_whatever_its_band() {
        Decision none = facts(0.4, grounds());
        assertThat(none.recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
        assertThat(none.reasons())
                .containsExactly("risky, and neither the knowledge base nor the request's context answers it");
        // A match below the floor is no answer.
        assertThat(facts(0.4, grounds(answer(0.05))).recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
    }

    @Test
    void too_risky_for_grounding_alone_goes_to_a_person_even_when_a_fact_answers() {
        assertThat(facts(0.7, grounds(answer(0.3))).recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
    }

    @Test
    void a_question_about_the_tenant_s_subject_no_fact_answers_never_proceeds_however_low_its_risk() {
        Decision d = facts(0.05, grounds(nearMiss("public holidays")));
        assertThat(d.recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
        assertThat(d.reasons())
                .containsExactly(
                        "names the tenant's \"support hotline\" but no fact holds public holidays: never" + " proceed");
        // Another fact that answers it lifts the guard: the question is grounded on it.
        assertThat(facts(0.05, grounds(answer(0.8), nearMiss("public holidays")))
                        .recommendation())
                .isEqualTo(Recommendation.GROUND);
        // A near miss that does not name the subject (a match on other words) is no guard.
        FactMatch unnamed = new FactMatch(HOTLINE, 0.2, "embedding", List.of("k7"), false);
        assertThat(facts(0.05, grounds(unnamed)).recommendation()).isEqualTo(Recommendation.PROCEED);
    }

    @Test
    void a_fact_that_names_nothing_the_question_names_does_not_lift_the_guard_of_one_that_does() {
        // "Can monthly Lumo subscriptions be refunded?": a price fact shares "monthly" and "Lumo", the refund fact
        // names the subject and holds annual subscriptions only.
        Fact prices = new Fact("Lumo prices", "Lumo costs 5 euros per month.");
        Fact refunds = new Fact("Lumo refunds", "Annual Lumo subscriptions can be refunded within 14 days.");
        FactMatch sharesWords = new FactMatch(prices, 0.6, "hybrid", List.of(), false);
        FactMatch namesIt = new FactMatch(refunds, 0.25, "hybrid", List.of("per month"), true);
        Decision d = facts(0.2, grounds(sharesWords, namesIt));
        assertThat(d.recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
        assertThat(d.reasons())
                .containsExactly("names the tenant's \"Lumo refunds\" but no fact holds per month: never proceed");
        // A fact that answers and names the subject lifts it (the question is grounded on that fact), as does a
        // passage of the request's context (which the model has in front of it).
        FactMatch answers = new FactMatch(refunds, 0.7, "hybrid", List.of(), true);
        assertThat(facts(0.2, grounds(answers, namesIt)).recommendation()).isEqualTo(Recommendation.GROUND);
        FactMatch passage = new FactMatch(
                new Fact("context[0]", "Monthly subscriptions are refunded pro rata."), 0.6, "lexical", List.of());
        assertThat(facts(0.2, grounds(passage, namesIt)).recommendation()).isEqualTo(Recommendation.PROCEED);
    }

    @Test
    void the_request_s_context_can_ground_a_prompt() {
        FactMatch passage =
                new FactMatch(new Fact("context[0]", "The hotline is open on holidays."), 0.8, "lexical", List.of());
        Decision d = facts(0.4, grounds(passage, nearMiss("public holidays")));
        assertThat(d.recommendation()).isEqualTo(Recommendation.GROUND);
        assertThat(d.reasons()).containsExactly("risky, and the request's context can answer it");
    }

    @Test
    void an_ask_that_states_no_fact_proceeds_cold_whatever_the_coverage() {
        for (AskKind kind : AskKind.values()) {
            if (kind.statesNoFact()) {
                Decision d = RULE.decide(kind, 0.6, COLD, grounds(), DEFAULTS);
                assertThat(d.recommendation()).as(kind.name()).isEqualTo(Recommendation.PROCEED);
                assertThat(d.reasons().get(0))
                        .isEqualTo("states no fact an answer could get wrong (" + kind.description()
                                + "): knowledge-base coverage and volatility do not count in its risk");
            }
        }
    }

    @Test
    void a_cold_ask_that_states_no_fact_says_so_when_its_task_cues_alone_put_it_above_the_proceed_threshold() {
        Decision low = RULE.decide(AskKind.CODE, 0.2, COLD, grounds(), DEFAULTS);
        assertThat(low.reasons())
                .containsExactly(
                        "states no fact an answer could get wrong (a coding task): knowledge-base coverage and volatility do"
                                + " not count in its risk",
                        "nothing the tenant's outcomes say counts against such asks yet");
        Decision high = RULE.decide(AskKind.CODE, 0.45, COLD, grounds(), DEFAULTS);
        assertThat(high.recommendation()).isEqualTo(Recommendation.PROCEED);
        assertThat(high.reasons().get(1))
                .isEqualTo("its task cues alone put its risk at or above the proceed threshold; before the tenant has"
                        + " outcomes, that does not hold such asks back");
        // The tenant's own threshold is the one compared with.
        assertThat(RULE.decide(AskKind.CODE, 0.2, COLD, grounds(), new Thresholds(0.1, 0.5))
                        .reasons()
                        .get(1))
                .startsWith("its task cues alone");
    }

    @Test
    void once_outcomes_are_learned_an_ask_that_states_no_fact_is_decided_on_its_calibrated_risk() {
        Decision low = RULE.decide(AskKind.CREATIVE, 0.1, LEARNT, grounds(), DEFAULTS);
        assertThat(low.recommendation()).isEqualTo(Recommendation.PROCEED);
        assertThat(low.reasons())
                .contains("its calibrated risk, learned from the tenant's outcomes, is below the proceed threshold");
        Decision d = RULE.decide(AskKind.CREATIVE, 0.5, LEARNT, grounds(), DEFAULTS);
        assertThat(d.recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
        assertThat(d.reasons())
                .contains("its calibrated risk, learned from the tenant's outcomes, is at or above the proceed"
                        + " threshold");
        assertThat(RULE.decide(AskKind.CREATIVE, 0.5, LEARNT, grounds(answer(0.5)), DEFAULTS)
                        .recommendation())
                .isEqualTo(Recommendation.GROUND);
        assertThat(RULE.decide(AskKind.CREATIVE, 0.7, LEARNT, grounds(answer(0.5)), DEFAULTS)
                        .recommendation())
                .isEqualTo(Recommendation.HUMAN_REVIEW);
    }

    @Test
    void without_the_store_the_risk_alone_decides_in_the_three_bands() {
        assertThat(facts(0.2, Groundability.UNKNOWN).recommendation()).isEqualTo(Recommendation.PROCEED);
        assertThat(facts(0.5, Groundability.UNKNOWN).recommendation()).isEqualTo(Recommendation.GROUND);
        Decision d = facts(0.7, Groundability.UNKNOWN);
        assertThat(d.recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
        assertThat(d.reasons()).containsExactly("knowledge base unavailable: decided on risk alone");
    }

    @Test
    void a_tenant_s_own_thresholds_move_the_bands() {
        Thresholds strict = new Thresholds(0.05, 0.3);
        assertThat(RULE.decide(AskKind.NEEDS_FACTS, 0.2, COLD, grounds(answer(0.9)), strict)
                        .recommendation())
                .isEqualTo(Recommendation.GROUND);
        assertThat(RULE.decide(AskKind.NEEDS_FACTS, 0.35, COLD, grounds(answer(0.9)), strict)
                        .recommendation())
                .isEqualTo(Recommendation.HUMAN_REVIEW);
        Thresholds lenient = new Thresholds(0.5, 0.9);
        assertThat(RULE.decide(AskKind.NEEDS_FACTS, 0.45, COLD, grounds(), lenient)
                        .recommendation())
                .isEqualTo(Recommendation.PROCEED);
    }
}
