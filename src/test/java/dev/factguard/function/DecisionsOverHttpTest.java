package dev.factguard.function;

import static dev.factguard.function.ForecastFunctionsTest.post;
import static dev.factguard.function.ForecastFunctionsTest.tenant;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.lessThan;
import static org.hamcrest.Matchers.startsWith;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Through the real functions with the service's defaults (hybrid MiniLM coverage): with a tenant knowledge base,
 * asks that state no fact proceed, and the tenant's own questions that no fact answers never do.
 */
@QuarkusTest
class DecisionsOverHttpTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static String tenantWithFacts() throws Exception {
        String t = tenant("decisions");
        List<Map<String, String>> facts = List.of(
                Map.of(
                        "key",
                        "Vela support line",
                        "text",
                        "The Vela support line is open Monday to Friday, 9:00 to 17:00."),
                Map.of("key", "Vela returns", "text", "Unworn Vela shoes can be returned within 60 days of purchase."),
                Map.of("key", "Vela Trail shoe", "text", "The Vela Trail running shoe weighs 280 grams."),
                Map.of("key", "Vela Club", "text", "Vela Club costs 4 euros per month and gives free shipping."),
                Map.of(
                        "key",
                        "Vela Club refunds",
                        "text",
                        "Yearly Vela Club memberships can be refunded within 14 days."),
                Map.of("key", "Vela email", "text", "Vela answers emails within 48 hours."));
        post("knowledge-add", JSON.writeValueAsString(Map.of("tenant", t, "facts", facts)))
                .statusCode(200);
        return t;
    }

    private static String body(String tenant, String prompt) throws Exception {
        return JSON.writeValueAsString(Map.of("tenant", tenant, "prompt", prompt));
    }

    /** Reviewed, because the fact {@code key} names the question's subject and does not hold {@code missing}. */
    private static void reviewedAsNearMiss(String tenant, String question, String key, String missing)
            throws Exception {
        post("forecast", body(tenant, question))
                .statusCode(200)
                .body("recommendation", equalTo("human_review"))
                .body(
                        "rationale",
                        hasItem("names the tenant's \"" + key + "\" but no fact holds " + missing + ": never proceed"));
    }

    @Test
    void asks_that_state_no_fact_proceed_at_a_low_risk_beside_a_knowledge_base_that_does_not_cover_them()
            throws Exception {
        String t = tenantWithFacts();
        for (String ask : List.of(
                "Write a haiku about a foggy harbour.",
                "Fix the grammar: she don't like running in the rain.",
                "Good morning! How are you?",
                "write a function in Go that reverses a slice",
                "Should I train for a half marathon or a 10k first?",
                "Draft a reply to my neighbour about the noisy party",
                "hi there, hope your weekend went great",
                "Why does this fail? const n = null; n.trim()",
                "Would you pick the sea or the mountains for a week off?")) {
            // Coverage is no evidence for such an ask: it weighs 0, and the risk agrees with the recommendation.
            post("forecast", body(t, ask))
                    .statusCode(200)
                    .body("recommendation", equalTo("proceed"))
                    .body("risk", lessThan(0.34f))
                    .body("weights.kbCoverage", equalTo(0.0f))
                    .body("rationale[0]", startsWith("states no fact an answer could get wrong"));
        }
    }

    @Test
    void a_price_for_another_period_a_tighter_bound_or_a_narrower_class_is_never_told_proceed() throws Exception {
        String t = tenantWithFacts();
        reviewedAsNearMiss(t, "How much does Vela Club cost a year?", "Vela Club", "per year");
        for (String question : List.of(
                "Can monthly Vela Club memberships be refunded?",
                "Does Vela answer emails within 4 hours?",
                "Can unworn Vela shoes be returned within 60 days for team orders?")) {
            post("forecast", body(t, question)).statusCode(200).body("recommendation", equalTo("human_review"));
        }
        // The same quantity in another unit of time, and a bound the fact keeps, are answered: grounded on the fact.
        for (String question : List.of(
                "Can unworn Vela shoes be returned within 8 weeks?", "Does Vela answer emails within 3 days?")) {
            post("forecast", body(t, question)).statusCode(200).body("recommendation", equalTo("ground"));
        }
    }

    @Test
    void questions_about_the_tenant_s_subject_that_no_fact_answers_never_proceed() throws Exception {
        String t = tenantWithFacts();
        reviewedAsNearMiss(
                t, "Is the Vela support line open on public holidays?", "Vela support line", "public holidays");
        for (String question : List.of(
                "Can I return worn Vela shoes?",
                "Can unworn Vela shoes be returned after 90 days?",
                "Is the Vela support line open on Sundays?",
                "Is the Vela Trail shoe waterproof?",
                "How much does the Vela Road shoe weigh?")) {
            post("forecast", body(t, question)).statusCode(200).body("recommendation", equalTo("human_review"));
        }
        post("forecast", body(t, "Can unworn Vela shoes be returned after 30 days?"))
                .statusCode(200)
                .body("recommendation", equalTo("ground"));
    }

    @Test
    void role_play_sums_on_given_numbers_and_talk_without_a_greeting_word_proceed() throws Exception {
        String t = tenantWithFacts();
        for (String ask : List.of(
                "Let's role-play: you're a tired lighthouse keeper and I'm a lost sailor. You begin.",
                "I have 4 receipts: 12.40, 8.15, 30.00 and 5.45. What's the total?",
                "phew, what a week. how's your day going?",
                "cant decide between a tent or a camper van for our trip, help me think")) {
            post("forecast", body(t, ask))
                    .statusCode(200)
                    .body("recommendation", equalTo("proceed"))
                    .body("rationale[0]", startsWith("states no fact an answer could get wrong"));
        }
    }

    @Test
    void a_count_of_something_the_fact_gives_no_number_of_is_never_told_proceed() throws Exception {
        String t = tenantWithFacts();
        post("forecast", body(t, "How many colours does the Vela Trail running shoe come in?"))
                .statusCode(200)
                .body("recommendation", equalTo("human_review"))
                .body("rationale", hasItem(containsString("a number of")));
    }
}
