package dev.factguard.function.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.lessThan;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.Test;

/** Bodies are read as written: no coercion, no duplicate keys, and errors that name the field and its type. */
@QuarkusTest
class StrictJsonTest {

    private static ValidatableResponse post(String function, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .when()
                .post("/" + function)
                .then();
    }

    private static void invalid(String function, String body, String field, String expected) {
        post(function, body)
                .statusCode(400)
                .body("error", equalTo("invalid_field"))
                .body("message", allOf(containsString("'" + field + "'"), containsString(expected)));
    }

    @Test
    void wrong_scalar_types_are_refused_naming_field_and_type() {
        invalid(
                "feedback",
                "{\"prompt\": \"Who is the CEO of Acme?\", \"hallucinated\": 2}",
                "hallucinated",
                "true or false");
        invalid(
                "feedback", "{\"prompt\": \"Who is the CEO of Acme?\", \"hallucinated\": \"FALSE\"}",
                "hallucinated", "true or false");
        invalid("forecast", "{\"prompt\": 12345}", "prompt", "a string");
        invalid("knowledge-search", "{\"query\": \"gold\", \"topK\": \"3\"}", "topK", "an integer");
        invalid("refresh", "{\"text\": \"The sky is blue.\", \"maxClaims\": true}", "maxClaims", "an integer");
    }

    @Test
    void non_integral_numbers_are_refused_where_an_integer_is_expected() {
        invalid("knowledge-search", "{\"query\": \"gold\", \"topK\": 1.5}", "topK", "an integer");
    }

    @Test
    void nested_fields_are_named_by_their_path() {
        invalid(
                "knowledge-add", "{\"facts\": [{\"key\": \"k\", \"text\": \"t\"}, {\"key\": 1, \"text\": \"t\"}]}",
                "facts[1].key", "a string");
        invalid("knowledge-add", "{\"facts\": {\"key\": \"k\"}}", "facts", "an array");
        invalid("knowledge-remove", "{\"keys\": [\"a\", [\"b\"]]}", "keys[1]", "a string");
    }

    @Test
    void duplicate_keys_are_refused() {
        invalid(
                "forecast", "{\"prompt\": \"What is the capital of France?\", \"prompt\": \"Who is the CEO?\"}",
                "prompt", "twice");
        invalid(
                "knowledge-add", "{\"facts\": [{\"key\": \"k\", \"text\": \"a\", \"text\": \"b\"}]}",
                "facts[0].text", "twice");
    }

    @Test
    void a_bad_value_is_quoted_at_most_100_characters() {
        String huge = "9".repeat(100_000);
        post("knowledge-search", "{\"query\": \"gold\", \"topK\": \"" + huge + "\"}")
                .statusCode(400)
                .body("message.length()", lessThan(300))
                .body("message", containsString("100000 characters"));
        post("freshness", "{\"text\": \"The CEO is Ann.\", \"sourceDate\": \"" + "x".repeat(5000) + "\"}")
                .statusCode(400)
                .body("message.length()", lessThan(300));
    }

    @Test
    void syntax_errors_stay_malformed_json_with_a_position() {
        post("forecast", "{\"prompt\": ")
                .statusCode(400)
                .body("error", equalTo("malformed_json"))
                .body("message", containsString("line 1"));
        post("forecast", "{\"prompt\": \"x\"} trailing").statusCode(400).body("error", not(equalTo("internal")));
    }
}
