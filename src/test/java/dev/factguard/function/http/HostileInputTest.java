package dev.factguard.function.http;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.testing.WireMockSearchResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Fuzzing through HTTP: every function gets adversarial and seeded random texts up to each documented limit
 * (8192 bytes for prompts, queries and texts; 4096 for a fact's text; 256 for a key) and one byte over it. No
 * answer may be a 5xx: within a limit it is an answer or a 4xx, over it a 400.
 */
@QuarkusTest
@WithTestResource(WireMockSearchResource.class)
class HostileInputTest {

    private static final int PROMPT = 8192;
    private static final int FACT_TEXT = 4096;
    private static final int FACT_KEY = 256;

    @BeforeEach
    void searchAnswersWithAPage() {
        WireMockSearchResource.server().resetAll();
        WireMockSearchResource.stubPage("normal.html");
    }

    /** Each function with the body it gets for a text {@code t} (limited to the function's own limit). */
    private static Map<String, java.util.function.Function<String, JsonObject>> functions() {
        Map<String, java.util.function.Function<String, JsonObject>> f = new LinkedHashMap<>();
        f.put("forecast", t -> new JsonObject().put("prompt", t).put("context", new JsonArray().add(t)));
        f.put("feedback", t -> new JsonObject().put("prompt", t).put("hallucinated", true));
        f.put("knowledge-search", t -> new JsonObject().put("query", t).put("topK", 100));
        f.put("knowledge-list", t -> new JsonObject().put("cursor", t).put("limit", 100));
        f.put("freshness", t -> new JsonObject().put("text", t).put("sourceDate", "2020-01-01"));
        f.put("refresh", t -> new JsonObject().put("text", t).put("maxClaims", 1));
        return f;
    }

    /** Adversarial texts by name, then seeded random ones, each at most {@code maxBytes}. */
    private static Map<String, String> named(int maxBytes) {
        Map<String, String> texts = new LinkedHashMap<>(HostileTexts.adversarial(maxBytes));
        List<String> random = HostileTexts.random(13, 12, maxBytes);
        for (int i = 0; i < random.size(); i++) {
            texts.put("random " + i, random.get(i));
        }
        return texts;
    }

    private static List<String> texts(int maxBytes) {
        return new ArrayList<>(named(maxBytes).values());
    }

    private static void send(List<String> failures, String function, JsonObject body, String what) {
        Response response =
                given().contentType(ContentType.JSON).body(body.encode()).when().post("/" + function);
        if (response.statusCode() >= 500) {
            String answer = response.asString();
            failures.add(function + " (" + what + "): " + response.statusCode() + " "
                    + answer.substring(0, Math.min(200, answer.length())));
        }
    }

    @Test
    void no_text_up_to_the_limits_gives_a_5xx() {
        List<String> failures = new ArrayList<>();
        String tenant = "fuzz-" + System.nanoTime();
        for (Map.Entry<String, java.util.function.Function<String, JsonObject>> f :
                functions().entrySet()) {
            for (Map.Entry<String, String> text : named(PROMPT).entrySet()) {
                send(failures, f.getKey(), f.getValue().apply(text.getValue()).put("tenant", tenant), text.getKey());
            }
        }
        List<String> keys = texts(FACT_KEY);
        List<String> factTexts = texts(FACT_TEXT);
        for (int i = 0; i < factTexts.size(); i++) {
            JsonArray facts = new JsonArray()
                    .add(new JsonObject().put("key", keys.get(i % keys.size())).put("text", factTexts.get(i)));
            send(
                    failures,
                    "knowledge-add",
                    new JsonObject().put("tenant", tenant).put("facts", facts),
                    "fact " + i);
        }
        // Search and forecast now run against a knowledge base made of the same hostile texts.
        for (String text : texts(PROMPT)) {
            send(failures, "forecast", new JsonObject().put("tenant", tenant).put("prompt", text), "with facts");
            send(
                    failures,
                    "knowledge-search",
                    new JsonObject().put("tenant", tenant).put("query", text),
                    "with facts");
        }
        send(
                failures,
                "knowledge-remove",
                new JsonObject().put("tenant", tenant).put("keys", new JsonArray(keys)),
                "hostile keys");
        assertThat(failures).isEmpty();
    }

    @Test
    void one_byte_over_a_limit_is_a_400_for_every_function_taking_the_field() {
        String over = "a".repeat(PROMPT + 1);
        for (Map.Entry<String, java.util.function.Function<String, JsonObject>> f :
                functions().entrySet()) {
            JsonObject body = f.getValue().apply(over);
            body.remove("context");
            int status = given().contentType(ContentType.JSON)
                    .body(body.encode())
                    .when()
                    .post("/" + f.getKey())
                    .statusCode();
            assertThat(status).as(f.getKey()).isEqualTo(400);
        }
        assertThat(given().contentType(ContentType.JSON)
                        .body(new JsonObject()
                                .put(
                                        "facts",
                                        new JsonArray()
                                                .add(new JsonObject()
                                                        .put("key", "k")
                                                        .put("text", "a".repeat(FACT_TEXT + 1))))
                                .encode())
                        .when()
                        .post("/knowledge-add")
                        .statusCode())
                .isEqualTo(400);
        assertThat(given().contentType(ContentType.JSON)
                        .body(new JsonObject()
                                .put("keys", new JsonArray().add("k".repeat(FACT_KEY + 1)))
                                .encode())
                        .when()
                        .post("/knowledge-remove")
                        .statusCode())
                .isEqualTo(400);
    }
}
