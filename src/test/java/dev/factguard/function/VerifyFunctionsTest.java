package dev.factguard.function;

import static dev.factguard.function.ForecastFunctionsTest.post;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/** {@code verify} over real HTTP, in-memory state, lexical verdicts (no NLI server configured). */
@QuarkusTest
class VerifyFunctionsTest {

    static final String FACTS = "{\"tenant\": \"%s\", \"facts\": ["
            + "{\"key\": \"Nordwind K5 kettle\", \"text\": \"The Nordwind K5 electric kettle holds 1.7 litres.\"},"
            + "{\"key\": \"delivery to Austria\", \"text\": \"Delivery to Austria takes 3 to 5 working days.\"}]}";

    static String tenantWithFacts() {
        String tenant = "verify-" + System.nanoTime();
        post("knowledge-add", String.format(FACTS, tenant)).statusCode(200);
        return tenant;
    }

    static String body(String tenant, String text) {
        return "{\"tenant\": \"" + tenant + "\", \"text\": \"" + text + "\"}";
    }

    @Test
    void a_contradicted_statement_names_the_fact_and_the_parts_that_differ() {
        String t = tenantWithFacts();
        post("verify", body(t, "The K5 kettle holds 2 litres. Delivery to Austria takes four days. Thanks!"))
                .statusCode(200)
                .body("verdict", equalTo("contradicted"))
                .body("checked", equalTo(2))
                .body("skipped", equalTo(1))
                .body("supported", equalTo(1))
                .body("contradicted", equalTo(1))
                .body("unverifiable", equalTo(0))
                .body("truncated", equalTo(false))
                .body("degraded", empty())
                .body("statements[0].verdict", equalTo("contradicted"))
                .body("statements[0].verdictSource", equalTo("lexical"))
                .body("statements[0].factKey", equalTo("Nordwind K5 kettle"))
                .body("statements[0].factText", equalTo("The Nordwind K5 electric kettle holds 1.7 litres."))
                .body("statements[0].differences[0].kind", equalTo("quantity"))
                .body("statements[0].differences[0].answer", equalTo("2 litres"))
                .body("statements[0].differences[0].fact", equalTo("1.7 litres"))
                .body("statements[0].reason", containsString("1.7 litres"))
                .body("statements[0].contradiction", nullValue())
                .body("statements[1].verdict", equalTo("supported"))
                .body("statements[1].factKey", equalTo("delivery to Austria"));
    }

    @Test
    void an_answer_no_fact_covers_is_unverifiable() {
        String t = tenantWithFacts();
        post("verify", body(t, "The Nordwind K7 kettle holds 1.2 litres."))
                .statusCode(200)
                .body("verdict", equalTo("unverifiable"))
                .body("statements[0].verdictSource", equalTo("none"))
                .body("statements[0].factKey", nullValue())
                .body("statements[0].differences", empty());
    }

    @Test
    void the_prompt_gives_a_statement_its_subject_and_context_passages_are_checked_too() {
        String t = tenantWithFacts();
        post(
                        "verify",
                        "{\"tenant\": \"" + t + "\", \"prompt\": \"How much does the Nordwind K5 kettle hold?\","
                                + " \"model\": \"gpt-4o-mini\", \"text\": \"It holds 2.5 litres. The Lumo lamp runs"
                                + " for 12 hours.\", \"context\": [\"The Lumo desk lamp runs for up to 8 hours on a"
                                + " full charge.\"]}")
                .statusCode(200)
                .body("statements", hasSize(2))
                .body("statements[0].verdict", equalTo("contradicted"))
                .body("statements[0].factKey", equalTo("Nordwind K5 kettle"))
                .body("statements[1].verdict", equalTo("contradicted"))
                .body("statements[1].factKey", equalTo("context[0]"));
    }

    @Test
    void a_tenant_never_sees_another_tenant_s_facts() {
        String owner = tenantWithFacts();
        String other = "verify-other-" + System.nanoTime();
        post("verify", body(owner, "The Nordwind K5 kettle holds 2 litres.")).body("verdict", equalTo("contradicted"));
        post("verify", body(other, "The Nordwind K5 kettle holds 2 litres."))
                .statusCode(200)
                .body("verdict", equalTo("unverifiable"))
                .body("statements[0].factKey", nullValue());
    }

    @Test
    void bad_input_is_a_400_naming_the_field() {
        String big = "x".repeat(8193);
        post("verify", "").statusCode(400).body("error", equalTo("missing_body"));
        post("verify", "{}").statusCode(400).body("error", equalTo("missing_field"));
        post("verify", "{\"text\": \"   \"}").statusCode(400).body("message", containsString("'text'"));
        post("verify", "{\"text\": \"" + big + "\"}")
                .statusCode(400)
                .body("error", equalTo("too_large"))
                .body("message", containsString("8192"));
        post("verify", "{\"text\": \"The K5 holds 2 litres.\", \"prompt\": \"" + big + "\"}")
                .statusCode(400)
                .body("message", containsString("'prompt'"));
        post("verify", "{\"text\": \"The K5 holds 2 litres.\", \"model\": \"" + "m".repeat(257) + "\"}")
                .statusCode(400)
                .body("message", containsString("'model'"));
        post("verify", "{\"text\": \"The K5 holds 2 litres.\", \"context\": []}")
                .statusCode(400)
                .body("message", containsString("'context'"));
        post("verify", "{\"text\": \"The K5 holds 2 litres.\", \"context\": [\"ok\", \" \"]}")
                .statusCode(400)
                .body("message", containsString("'context[1]'"));
        post("verify", "{\"text\": \"The K5 holds 2 litres.\", \"context\": [" + "\"p\",".repeat(20) + "\"p\"]}")
                .statusCode(400)
                .body("error", equalTo("too_large"));
        post("verify", "{\"text\": 5}").statusCode(400).body("error", equalTo("invalid_field"));
        post("verify", "{\"text\": \"a\", \"text\": \"b\"}").statusCode(400);
        post("verify", "{\"tenant\": \"no spaces\", \"text\": \"a\"}")
                .statusCode(400)
                .body("error", equalTo("invalid_tenant"));
    }

    @Test
    void long_and_odd_answers_within_the_limit_are_answered() {
        String t = tenantWithFacts();
        post("verify", body(t, "The K5 holds 1.7 litres. ".repeat(300)))
                .statusCode(200)
                .body("checked", equalTo(40))
                .body("skipped", equalTo(260))
                .body("truncated", equalTo(true))
                .body("verdict", equalTo("unverifiable"));
        post("verify", body(t, "3 to 5 -- 1969-99-99 ... €€ 1,,2 °°C Mon–Sun–Mon 25:99 ?!"))
                .statusCode(200);
        post("verify", body(t, "\\u00e9\\u20ac\\ud83d\\ude00 \\n\\n\\t*** ###"))
                .statusCode(200)
                .body("verdict", equalTo("unverifiable"));
    }
}
