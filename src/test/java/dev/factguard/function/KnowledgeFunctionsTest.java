package dev.factguard.function;

import static dev.factguard.function.ForecastFunctionsTest.post;
import static dev.factguard.function.ForecastFunctionsTest.tenant;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

@QuarkusTest
class KnowledgeFunctionsTest {

    private static String fact(String key, String text) {
        return "{\"key\": \"" + key + "\", \"text\": \"" + text + "\"}";
    }

    @Test
    void add_search_remove_round_trip() {
        String t = tenant("rt");
        post(
                        "knowledge-add",
                        "{\"tenant\": \"" + t + "\", \"facts\": ["
                                + fact("capital of France", "The capital of France is Paris.") + ", "
                                + fact("speed of light", "Light travels at 299792458 metres per second in vacuum.")
                                + "]}")
                .statusCode(200)
                .body("added", equalTo(2))
                .body("total", equalTo(2));
        post("knowledge-search", "{\"tenant\": \"" + t + "\", \"query\": \"capital of France\", \"topK\": 1}")
                .statusCode(200)
                .body("matches", hasSize(1))
                .body("matches[0].key", equalTo("capital of France"))
                .body("matches[0].text", equalTo("The capital of France is Paris."))
                .body("matches[0].score", equalTo(1.0f))
                .body("matches[0].source", equalTo("hybrid"));
        post("knowledge-remove", "{\"tenant\": \"" + t + "\", \"keys\": [\"capital of France\", \"nope\"]}")
                .statusCode(200)
                .body("removed", equalTo(1));
        post("knowledge-search", "{\"tenant\": \"" + t + "\", \"query\": \"capital of France\"}")
                .statusCode(200)
                .body("matches", empty());
    }

    @Test
    void tenants_are_isolated() {
        String a = tenant("a");
        post(
                        "knowledge-add",
                        "{\"tenant\": \"" + a + "\", \"facts\": [" + fact("gold", "The chemical symbol for gold is Au.")
                                + "]}")
                .statusCode(200);
        post("knowledge-search", "{\"tenant\": \"" + tenant("b") + "\", \"query\": \"gold symbol\"}")
                .statusCode(200)
                .body("matches", empty());
        post("knowledge-remove", "{\"tenant\": \"" + tenant("b") + "\", \"keys\": [\"gold\"]}")
                .statusCode(200)
                .body("removed", equalTo(0));
        post("knowledge-search", "{\"tenant\": \"" + a + "\", \"query\": \"gold symbol\"}")
                .statusCode(200)
                .body("matches", hasSize(1));
    }

    @Test
    void an_invalid_batch_is_rejected_whole() {
        String t = tenant("whole");
        post(
                        "knowledge-add",
                        "{\"tenant\": \"" + t + "\", \"facts\": [" + fact("ok", "fine text") + ", " + fact("", "no key")
                                + "]}")
                .statusCode(400)
                .body("error", equalTo("missing_field"))
                .body("message", containsString("facts[1].key"));
        post("knowledge-search", "{\"tenant\": \"" + t + "\", \"query\": \"fine text\"}")
                .statusCode(200)
                .body("matches", empty());
    }

    @Test
    void add_limits_are_enforced() {
        post("knowledge-add", "{\"facts\": []}").statusCode(400).body("message", containsString("at least one"));
        post("knowledge-add", "{}").statusCode(400).body("error", equalTo("missing_field"));
        post("knowledge-add", "{\"facts\": [" + fact("k", "x".repeat(4097)) + "]}")
                .statusCode(400)
                .body("error", equalTo("too_large"))
                .body("message", containsString("facts[0].text"));
        post("knowledge-add", "{\"facts\": [" + fact("k", "") + "]}")
                .statusCode(400)
                .body("message", containsString("facts[0].text"));
        post("knowledge-add", "{\"facts\": [null]}").statusCode(400).body("message", containsString("facts[0]"));
        StringBuilder many = new StringBuilder("{\"facts\": [");
        for (int i = 0; i < 1001; i++) {
            many.append(i == 0 ? "" : ",").append(fact("k" + i, "t"));
        }
        post("knowledge-add", many.append("]}").toString())
                .statusCode(400)
                .body("error", equalTo("too_large"))
                .body("message", containsString("1000"));
        post("knowledge-add", "{\"facts\": [{\"key\": 1, \"text\": []}]}")
                .statusCode(400)
                .body("error", equalTo("invalid_field"));
    }

    @Test
    void search_and_remove_validate_their_input() {
        post("knowledge-search", "{}").statusCode(400).body("message", containsString("'query'"));
        post("knowledge-search", "{\"query\": \"x\", \"topK\": 0}")
                .statusCode(400)
                .body("error", equalTo("invalid_field"));
        post("knowledge-search", "{\"query\": \"x\", \"topK\": 101}")
                .statusCode(400)
                .body("message", containsString("between 1 and 100"));
        post("knowledge-remove", "{}").statusCode(400).body("message", containsString("'keys'"));
        post("knowledge-remove", "{\"keys\": [\" \"]}").statusCode(400).body("message", containsString("keys[0]"));
        post("knowledge-add", "{\"tenant\": \"\", \"facts\": [" + fact("k", "t") + "]}")
                .statusCode(400)
                .body("error", equalTo("invalid_tenant"));
    }
}
