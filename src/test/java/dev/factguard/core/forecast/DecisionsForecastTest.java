package dev.factguard.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.adapter.inmemory.InMemoryOutcomeStore;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.outcome.FeedbackRecorder;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.OutcomeModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The forecaster's recommendation for a tenant with a knowledge base: the kind of ask, what answers it, whose thresholds. */
class DecisionsForecastTest {

    private final InMemoryKnowledgeStore knowledge = new InMemoryKnowledgeStore();
    private final InMemoryOutcomeStore outcomes = new InMemoryOutcomeStore();
    private final ForecastIds ids = new ForecastIds("a test secret of sixteen bytes".getBytes());

    DecisionsForecastTest() {
        knowledge.add(
                "t",
                List.of(
                        new Fact("Orbit helpline", "The Orbit helpline is open Monday to Friday from 8:00 to 20:00."),
                        new Fact("Orbit returns", "Unused Orbit headphones can be returned within 30 days."),
                        new Fact("Orbit X2 headphones", "The Orbit X2 headphones weigh 250 grams.")));
    }

    private Forecaster forecaster() {
        return new Forecaster(
                knowledge, outcomes, OutcomeModel.DEFAULT, ids, VolatilityScorer.NONE, ForecastSettings.defaults());
    }

    @Test
    void asks_that_state_no_fact_proceed_however_little_the_knowledge_base_covers_them() {
        for (String ask : List.of(
                "Write a short poem about a rainy Tuesday.",
                "Translate into German: Good luck with your exam!",
                "hey there, how's your day going?",
                "Write a Python function that counts the vowels in a string",
                "What do you think makes a weekend relaxing?")) {
            assertThat(proceedsAsNoFact(ask).signals().kbCoverage()).as(ask).isLessThan(0.5);
        }
    }

    /** Forecasts an ask that must proceed cold as one that states no fact. */
    private Forecast proceedsAsNoFact(String ask) {
        Forecast f = forecaster().forecast("t", ask);
        assertThat(f.recommendation()).as(ask).isEqualTo(Recommendation.PROCEED);
        assertThat(f.rationale().get(0)).as(ask).startsWith("states no fact an answer could get wrong");
        return f;
    }

    @Test
    void an_ask_that_poses_no_question_of_fact_proceeds_unless_it_names_the_tenant_s_subject() {
        for (String ask : List.of(
                "finally finished painting the kitchen, so proud lol",
                "powershell one-liner to list files bigger than 1 MB",
                "advantages and disadvantages of living near a motorway",
                "three meetings back to back today, ugh")) {
            assertThat(proceedsAsNoFact(ask).rationale().get(0)).as(ask).contains(AskKind.UNASKED.description());
        }
        // A view asked for by name is read as one.
        assertThat(proceedsAsNoFact("help me choose: a red sofa or a blue one for a small room")
                        .rationale()
                        .get(0))
                .contains(AskKind.OPINION.description());
        // In a search box's words, or as a wish, an ask about the tenant's helpline or returns still needs facts.
        for (String ask :
                List.of("Orbit helpline hours on bank holidays", "I want to return my Orbit X2 after 40 days")) {
            Forecast f = forecaster().forecast("t", ask);
            assertThat(f.recommendation()).as(ask).isNotEqualTo(Recommendation.PROCEED);
            assertThat(f.rationale().get(0)).as(ask).doesNotStartWith("states no fact");
        }
    }

    @Test
    void a_question_about_code_handed_over_is_a_coding_task() {
        Forecast f = forecaster().forecast("t", "what's wrong with this regex: ^[a-z]+@[a-z]+$");
        assertThat(f.recommendation()).isEqualTo(Recommendation.PROCEED);
        assertThat(f.rationale().get(0)).contains(AskKind.CODE.description());
    }

    @Test
    void the_risk_of_an_ask_that_states_no_fact_is_what_its_task_cues_say_with_facts_or_without() {
        // Volatility that a word of the text to rewrite would raise, were the ask about current facts.
        VolatilityScorer currently = prompt -> prompt.contains("currently") ? 0.9 : null;
        // Volatility weighed (it is 0 by default), so that dropping it for an ask that states no fact shows.
        ForecastSettings d = ForecastSettings.defaults();
        ForecastSettings weighed = new ForecastSettings(
                new Weights(0, 0.45, 0.4, 0.05),
                d.proceedBelow(),
                d.groundBelow(),
                d.coveragePrior(),
                d.outcomeGain(),
                d.outcomeHalfway(),
                d.candidates());
        Forecaster f = new Forecaster(knowledge, outcomes, OutcomeModel.DEFAULT, ids, currently, weighed);
        for (String ask : List.of(
                "Write a short poem about a rainy Tuesday.",
                "hey there, how's your day going?",
                "Rewrite this more politely: We are currently too busy to answer your letter.")) {
            Forecast covered = f.forecast("t", ask);
            Forecast none = f.forecast("a tenant without facts", ask);
            assertThat(covered.risk()).as(ask).isEqualTo(none.risk()).isLessThan(0.34);
            assertThat(covered.weights().get("kbCoverage")).as(ask).isZero();
            assertThat(covered.weights().get("volatility")).as(ask).isZero();
            assertThat(covered.recommendation()).as(ask).isEqualTo(Recommendation.PROCEED);
            assertThat(covered.rationale())
                    .as(ask)
                    .noneMatch(line -> line.contains("knowledge-base coverage") && !line.startsWith("states no fact"))
                    .doesNotContain("asks for a fast-changing fact");
        }
        // An ask for facts still counts what the knowledge base lacks, and what changes fast.
        Forecast question = f.forecast("t", "Who is currently the mayor of Lisbon?");
        assertThat(question.risk()).isGreaterThan(0.5);
        assertThat(question.weights().get("kbCoverage")).isPositive();
        assertThat(question.weights().get("volatility")).isPositive();
    }

    @Test
    void a_question_about_the_tenant_s_subject_no_fact_answers_never_proceeds_even_when_outcomes_say_go() {
        String question = "Is the Orbit helpline open on public holidays?";
        // Outcomes that teach the tenant's questions about its helpline are answered well: the learned risk falls.
        FeedbackRecorder feedback = new FeedbackRecorder(outcomes, ids, VolatilityScorer.NONE);
        List<FeedbackRecorder.Item> fine = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            fine.add(new FeedbackRecorder.Item(null, question, false));
        }
        feedback.batch("t", fine);
        Forecast f = forecaster().forecast("t", question);
        assertThat(f.risk()).as("the risk alone would proceed").isLessThan(0.34);
        assertThat(f.recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
        assertThat(f.rationale().get(0))
                .isEqualTo("names the tenant's \"Orbit helpline\" but no fact holds public holidays: never proceed");
    }

    @Test
    void once_the_tenant_s_outcomes_are_learned_an_ask_that_states_no_fact_is_decided_on_its_calibrated_risk() {
        String poem = "Write a short poem about a rainy Tuesday.";
        assertThat(forecaster().forecast("t", poem).recommendation()).isEqualTo(Recommendation.PROCEED);
        // The tenant's outcomes say its poems are hallucinated: counted as feedback by prompt is in the service.
        Forecaster forecaster = forecaster();
        FeedbackRecorder feedback = new FeedbackRecorder(outcomes, ids, VolatilityScorer.NONE, forecaster::assess);
        List<FeedbackRecorder.Item> wrong = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            wrong.add(new FeedbackRecorder.Item(null, poem, true));
        }
        feedback.batch("t", wrong);
        Forecast f = forecaster.forecast("t", poem);
        assertThat(f.priorsOnly()).isFalse();
        assertThat(f.risk()).as("the calibrated risk").isGreaterThanOrEqualTo(0.34);
        // Nothing here answers a poem: a person, not grounding.
        assertThat(f.recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
        assertThat(f.rationale())
                .contains(
                        DecisionRule.NO_FACT_LEARNED_HIGH,
                        "risky, and neither the knowledge base nor the request's context answers it");
    }

    @Test
    void a_near_miss_the_request_s_context_answers_is_no_longer_held_back() {
        String question = "Can I return used Orbit headphones?";
        List<String> context = List.of("Used Orbit headphones can be returned within 14 days for credit.");
        assertThat(forecaster().forecast("t", question).recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
        assertThat(forecaster().forecast("t", question, context).recommendation())
                .isEqualTo(Recommendation.PROCEED);
        // Where the tenant grounds whatever can be answered, the context is what grounds it.
        Forecast strict = forecaster()
                .withDecisions(TenantThresholds.fixed(new Thresholds(0.0, 0.66)), new DecisionRule(0.1))
                .forecast("t", question, context);
        assertThat(strict.recommendation()).isEqualTo(Recommendation.GROUND);
        assertThat(strict.rationale().get(0)).isEqualTo("risky, and the request's context can answer it");
    }

    @Test
    void each_tenant_is_decided_with_its_own_thresholds() {
        knowledge.add("strict", List.of(new Fact("Orbit X2 headphones", "The Orbit X2 headphones weigh 250 grams.")));
        knowledge.add("other", List.of(new Fact("Orbit X2 headphones", "The Orbit X2 headphones weigh 250 grams.")));
        Thresholds defaults = Thresholds.of(ForecastSettings.defaults());
        // "strict" will not have an answer grounded unless its risk is next to nothing.
        Map<String, Thresholds> own = Map.of("strict", new Thresholds(0.0, 0.01));
        Forecaster f = forecaster().withDecisions(tenant -> own.getOrDefault(tenant, defaults), new DecisionRule(0.1));
        String question = "How much do the Orbit X2 headphones weigh?";
        assertThat(f.forecast("other", question).recommendation()).isEqualTo(Recommendation.GROUND);
        assertThat(f.forecast("strict", question).recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
    }
}
