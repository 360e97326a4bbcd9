package dev.factguard.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.core.knowledge.Fact;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Cases a fact's scope holds (a time inside its hours, an age inside its bound), near misses on what a fact holds
 * (another item, another length, something the caller would get that no fact gives) and orders to act for the caller,
 * for a tenant unlike the ones the readings were found on: a public swimming pool.
 */
class ScopeOrdersForecastTest {

    private final InMemoryKnowledgeStore knowledge = new InMemoryKnowledgeStore();

    ScopeOrdersForecastTest() {
        knowledge.add(
                "pool",
                List.of(
                        new Fact(
                                "Lido opening hours",
                                "The Riverside Lido is open Tuesday to Saturday from 7:00 to 21:00."),
                        new Fact(
                                "Lido junior swimming",
                                "Swimming lessons and pool entry for children under 12 are free at the Riverside Lido."),
                        new Fact("Lido lane booking", "Riverside Lido lanes can be booked online up to 2 weeks ahead."),
                        new Fact("Lido sauna", "A 45-minute sauna session at the Riverside Lido costs 12 euros."),
                        new Fact(
                                "Lido membership cancellation",
                                "The Riverside Lido charges a 20 euro fee when a membership is cancelled in its first"
                                        + " 3 months.")));
    }

    private Forecast forecast(String ask) {
        return PlainForecasters.on(knowledge).forecast("pool", ask);
    }

    @Test
    void a_time_inside_the_hours_or_an_age_inside_the_bound_is_a_case_the_fact_holds() {
        for (String ask : List.of(
                "Is the Riverside Lido still open on a Thursday at 8:15 pm?",
                "is pool entry free for my 9-year-old",
                "my daughter is 7, are her swimming lessons free?")) {
            assertThat(forecast(ask).recommendation()).as(ask).isNotEqualTo(Recommendation.HUMAN_REVIEW);
        }
        // Outside the scope the same fact does not answer: never proceed.
        for (String ask : List.of(
                "Is the Riverside Lido still open on a Thursday at 9:30 pm?",
                "my daughter is 14, are her swimming lessons free?")) {
            assertThat(forecast(ask).recommendation()).as(ask).isNotEqualTo(Recommendation.PROCEED);
        }
    }

    @Test
    void another_item_another_length_or_something_no_fact_gives_is_a_near_miss_that_never_proceeds() {
        for (String ask : List.of(
                "Are diving courses free for children too?",
                "How much is a full hour in the sauna?",
                "Can I phone the lido to book a lane instead of booking online?",
                "If the lido closes early on a day I booked, do I get any voucher?")) {
            assertThat(forecast(ask).recommendation()).as(ask).isNotEqualTo(Recommendation.PROCEED);
        }
        // What the facts do hold still gets an answer.
        for (String ask :
                List.of("How much is a 45-minute sauna session?", "Are swimming lessons free for children?")) {
            assertThat(forecast(ask).recommendation()).as(ask).isNotEqualTo(Recommendation.HUMAN_REVIEW);
        }
    }

    @Test
    void an_order_to_act_for_the_caller_on_the_tenant_s_service_never_proceeds_and_is_not_read_as_no_fact() {
        for (String ask : List.of(
                "book me a lane for Thursday morning",
                "please cancel my membership",
                "Could you move my sauna session to Friday?",
                "I want to upgrade my membership",
                "refund my sauna session",
                // The caller's thing where the verb puts something, or the thing well after the verb.
                "add two extra sauna towels for the kids to my lane booking",
                "put a spare kickboard and a float in our lane on saturday",
                "book me a table for four at the Riverside Lido cafe on sunday")) {
            Forecast f = forecast(ask);
            assertThat(f.recommendation()).as(ask).isNotEqualTo(Recommendation.PROCEED);
            assertThat(f.rationale().get(0)).as(ask).doesNotStartWith("states no fact");
        }
        // A thing any service keeps for a customer is the tenant's whether or not a fact names it.
        assertThat(forecast("delete my account please").rationale().get(0)).isEqualTo(DecisionRule.ORDER_NOT_COVERED);
        // Without the caller it is no order: a how-to question, or a task on the caller's own text.
        assertThat(forecast("Book a lane for Thursday: is that possible?")
                        .rationale()
                        .get(0))
                .isNotEqualTo(DecisionRule.ORDER_NOT_COVERED);
        // A fact on cancelling grounds the order to cancel; no fact says a refund, whatever it says of the sauna.
        assertThat(forecast("please cancel my membership").recommendation()).isEqualTo(Recommendation.GROUND);
        Forecast refund = forecast("refund my sauna session");
        assertThat(refund.recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
        assertThat(refund.rationale().get(0)).isEqualTo(DecisionRule.ORDER_NOT_COVERED);
    }

    @Test
    void a_scene_set_at_a_made_up_being_s_place_is_make_believe() {
        for (String ask : List.of(
                "Describe the tower of a wizard who collects old clocks, gloomy but warm, in four sentences",
                "Describe the cellar of an abandoned inn that smugglers once used, eerie and cold")) {
            Forecast f = forecast(ask);
            assertThat(f.recommendation()).as(ask).isEqualTo(Recommendation.PROCEED);
            assertThat(f.rationale().get(0)).as(ask).contains(AskKind.CREATIVE.description());
        }
    }
}
