package dev.factguard.function;

import static dev.factguard.function.ForecastFunctionsTest.post;
import static dev.factguard.function.ForecastFunctionsTest.tenant;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
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
                Map.of("key", "Vela Trail shoe", "text", "The Vela Trail running shoe weighs 280 grams."));
        post("knowledge-add", JSON.writeValueAsString(Map.of("tenant", t, "facts", facts)))
                .statusCode(200);
        return t;
    }

    private static String body(String tenant, String prompt) throws Exception {
        return JSON.writeValueAsString(Map.of("tenant", tenant, "prompt", prompt));
    }

    @Test
    void asks_that_state_no_fact_proceed_beside_a_knowledge_base_that_does_not_cover_them() throws Exception {
        String t = tenantWithFacts();
        for (String ask : List.of(
                "Write a haiku about a foggy harbour.",
                "Fix the grammar: she don't like running in the rain.",
                "Good morning! How are you?",
                "write a function in Go that reverses a slice",
                "Should I train for a half marathon or a 10k first?")) {
            post("forecast", body(t, ask))
                    .statusCode(200)
                    .body("recommendation", equalTo("proceed"))
                    .body("rationale[0]", startsWith("states no fact an answer could get wrong"));
        }
    }

    @Test
    void questions_about_the_tenant_s_subject_that_no_fact_answers_never_proceed() throws Exception {
        String t = tenantWithFacts();
        post("forecast", body(t, "Is the Vela support line open on public holidays?"))
                .statusCode(200)
                .body("recommendation", equalTo("human_review"))
                .body(
                        "rationale",
                        hasItem("names the tenant's \"Vela support line\" but no fact holds public holidays: never"
                                + " proceed"));
        for (String question : List.of(
                "Can I return worn Vela shoes?",
                "Can unworn Vela shoes be returned after 90 days?",
                "Is the Vela support line open on Sundays?",
                "Is the Vela Trail shoe waterproof?",
                "How much does the Vela Road shoe weigh?")) {
            post("forecast", body(t, question)).statusCode(200).body("recommendation", not(equalTo("proceed")));
        }
        post("forecast", body(t, "Can unworn Vela shoes be returned after 30 days?"))
                .statusCode(200)
                .body("recommendation", equalTo("proceed"));
    }
}
