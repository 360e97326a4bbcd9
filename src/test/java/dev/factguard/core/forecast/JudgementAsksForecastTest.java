package dev.factguard.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.core.knowledge.Fact;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The answerer's judgement asked for by name ("help me decide", "what would you do", "how would you …", "any tips"),
 * orders that swap or switch something on the caller's booking, and a rate written with "a" in a sum on given
 * numbers — for a tenant unlike the ones the readings were found on: a ski school.
 */
class JudgementAsksForecastTest {

    private final InMemoryKnowledgeStore knowledge = new InMemoryKnowledgeStore();

    JudgementAsksForecastTest() {
        knowledge.add(
                "ski",
                List.of(
                        new Fact(
                                "Alpenglow group lessons",
                                "Alpenglow group ski lessons cost 65 euros per morning for ages 6 and over."),
                        new Fact(
                                "Alpenglow equipment hire",
                                "Alpenglow hires out skis and boots for 30 euros per day, helmets free."),
                        new Fact(
                                "Alpenglow refunds",
                                "Alpenglow refunds lessons cancelled at least 24 hours ahead; later, no refund.")));
    }

    private Forecast forecast(String ask) {
        return PlainForecasters.on(knowledge).forecast("ski", ask);
    }

    @Test
    void a_view_asked_for_on_no_subject_of_the_tenant_s_facts_states_no_fact() {
        for (String ask : List.of(
                "Is a week in the Alps worth it for a beginner on a tight budget? help me decide",
                "Should the four of us drive or take the train to the mountains? What would you do",
                "I have 1,200 euros for a ski trip for two. How would you divide it between travel, lodging and food?",
                "any tips for staying warm on a chairlift, im from Lisbon")) {
            Forecast f = forecast(ask);
            assertThat(f.recommendation()).as(ask).isEqualTo(Recommendation.PROCEED);
            assertThat(f.rationale().get(0)).as(ask).startsWith("states no fact");
        }
    }

    @Test
    void a_view_asked_for_on_the_subject_of_a_fact_still_needs_facts() {
        // The tenant's own policy, asked as advice: a fact names the subject, so what it says decides.
        for (String ask : List.of(
                "any tips for getting a refund from Alpenglow after my lesson was cancelled late",
                "what would you do if Alpenglow group lessons were full, help me decide")) {
            Forecast f = forecast(ask);
            assertThat(f.recommendation()).as(ask).isNotEqualTo(Recommendation.PROCEED);
            assertThat(f.rationale().get(0)).as(ask).doesNotStartWith("states no fact");
        }
    }

    @Test
    void switching_or_swapping_something_on_the_caller_s_booking_is_an_order() {
        for (String ask : List.of(
                "switch my group lesson on friday to the afternoon",
                "swap the skis on my hire booking for a snowboard")) {
            Forecast f = forecast(ask);
            assertThat(f.recommendation()).as(ask).isNotEqualTo(Recommendation.PROCEED);
            assertThat(f.rationale().get(0)).as(ask).doesNotStartWith("states no fact");
        }
    }

    @Test
    void a_rate_written_with_a_is_per_in_a_sum_on_given_numbers() {
        assertThat(AskReaderTest.kind("if a locker is 4 euros a day how much is that for 6 days"))
                .isEqualTo(AskKind.ARITHMETIC);
        assertThat(AskReaderTest.kind("parking is 9 euros a night, how much do we pay for 3 nights"))
                .isEqualTo(AskKind.ARITHMETIC);
        // Without the amount given, the rate is the tenant's to say.
        assertThat(AskReaderTest.kind("how much is a locker a day for 6 days")).isNotEqualTo(AskKind.ARITHMETIC);
    }
}
