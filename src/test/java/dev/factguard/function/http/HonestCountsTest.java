package dev.factguard.function.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.Test;

/** Counts say what happened, and each limit applies wherever its field is taken. */
@QuarkusTest
class HonestCountsTest {

    static ValidatableResponse post(String function, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .when()
                .post("/" + function)
                .then();
    }

    private static String tenant() {
        return "counts-" + System.nanoTime();
    }

    @Test
    void remove_counts_a_key_named_three_times_once() {
        String t = tenant();
        post("knowledge-add", "{\"tenant\": \"" + t + "\", \"facts\": [{\"key\": \"a\", \"text\": \"Alpha.\"}]}")
                .statusCode(200);
        post("knowledge-remove", "{\"tenant\": \"" + t + "\", \"keys\": [\"a\", \"a\", \"a\"]}")
                .statusCode(200)
                .body("removed", equalTo(1));
    }

    @Test
    void a_key_repeated_in_one_add_is_refused_naming_it() {
        String t = tenant();
        post(
                        "knowledge-add",
                        "{\"tenant\": \"" + t + "\", \"facts\": [{\"key\": \"gold\", \"text\": \"Au.\"},"
                                + " {\"key\": \"silver\", \"text\": \"Ag.\"}, {\"key\": \"gold\", \"text\": \"Gold is Au.\"}]}")
                .statusCode(400)
                .body("error", equalTo("duplicate_key"))
                .body("message", containsString("facts[2].key"))
                .body("message", containsString("'gold'"));
        post("knowledge-search", "{\"tenant\": \"" + t + "\", \"query\": \"silver\"}")
                .statusCode(200)
                .body("matches.size()", equalTo(0));
    }

    @Test
    void the_key_size_limit_applies_to_remove_too() {
        post("knowledge-remove", "{\"keys\": [\"" + "k".repeat(257) + "\"]}")
                .statusCode(400)
                .body("error", equalTo("too_large"))
                .body("message", containsString("keys[0]"));
    }

    @Test
    void the_tenant_rule_applies_to_every_function() {
        String bad = "\"tenant\": \"" + "t".repeat(65) + "\"";
        for (String[] call : new String[][] {
            {"forecast", "\"prompt\": \"hi\""},
            {"feedback", "\"prompt\": \"hi\", \"hallucinated\": true"},
            {"knowledge-add", "\"facts\": [{\"key\": \"k\", \"text\": \"t\"}]"},
            {"knowledge-search", "\"query\": \"q\""},
            {"knowledge-remove", "\"keys\": [\"k\"]"},
            {"freshness", "\"text\": \"t\""},
            {"refresh", "\"text\": \"t\""}
        }) {
            post(call[0], "{" + bad + ", " + call[1] + "}").statusCode(400).body("error", equalTo("invalid_tenant"));
        }
    }
}
