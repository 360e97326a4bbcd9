package dev.factguard.function;

import static dev.factguard.function.ForecastFunctionsTest.post;
import static dev.factguard.function.ForecastFunctionsTest.tenant;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code knowledge-list} over HTTP: paging by cursor in key order, its limits and its 400s. */
@QuarkusTest
class KnowledgeListTest {

    private static void add(String tenant, List<String> keys) {
        JsonArray facts = new JsonArray();
        keys.forEach(k -> facts.add(new JsonObject().put("key", k).put("text", "text of " + k)));
        post(
                        "knowledge-add",
                        new JsonObject()
                                .put("tenant", tenant)
                                .put("facts", facts)
                                .encode())
                .statusCode(200);
    }

    private static JsonPath list(JsonObject body) {
        return post("knowledge-list", body.encode()).statusCode(200).extract().jsonPath();
    }

    @Test
    void pages_through_a_tenant_in_key_order_until_next_is_null() {
        String t = tenant("list");
        List<String> keys =
                List.of("b", "Zürich population", "a \"quoted\" <script>key</script>", "émigré", "a", "c/d");
        add(t, keys);
        List<String> listed = new ArrayList<>();
        String cursor = null;
        for (int pages = 0; pages < 10; pages++) {
            JsonObject body = new JsonObject().put("tenant", t).put("limit", 4);
            JsonPath page = list(cursor == null ? body : body.put("cursor", cursor));
            assertThat(page.getInt("total")).isEqualTo(6);
            List<String> pageKeys = page.getList("facts.key", String.class);
            assertThat(page.getList("facts.text", String.class))
                    .allSatisfy(text -> assertThat(text).startsWith("text of "));
            listed.addAll(pageKeys);
            cursor = page.getString("next");
            if (cursor == null) {
                break;
            }
            // A token to send back: URL-safe, no padding, nothing a key's characters would need escaped in.
            assertThat(cursor).matches("[A-Za-z0-9_-]+");
        }
        assertThat(listed).containsExactlyElementsOf(keys.stream().sorted().toList());
    }

    @Test
    void an_empty_tenant_lists_nothing_and_the_default_page_holds_fifty() {
        post("knowledge-list", "{\"tenant\": \"" + tenant("none") + "\"}")
                .statusCode(200)
                .body("facts", empty())
                .body("next", nullValue())
                .body("total", equalTo(0));
        String t = tenant("fifty");
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < 51; i++) {
            keys.add(String.format("fact %02d", i));
        }
        add(t, keys);
        JsonPath first = list(new JsonObject().put("tenant", t));
        assertThat(first.getList("facts")).hasSize(50);
        post(
                        "knowledge-list",
                        new JsonObject()
                                .put("tenant", t)
                                .put("cursor", first.getString("next"))
                                .encode())
                .statusCode(200)
                .body("facts", hasSize(1))
                .body("facts[0].key", equalTo("fact 50"))
                .body("next", nullValue());
    }

    @Test
    void limit_and_cursor_are_checked() {
        post("knowledge-list", "{\"limit\": 0}")
                .statusCode(400)
                .body("error", equalTo("invalid_field"))
                .body("message", containsString("between 1 and 100"));
        post("knowledge-list", "{\"limit\": 101}").statusCode(400).body("message", containsString("was 101"));
        post("knowledge-list", "{\"limit\": \"10\"}").statusCode(400).body("error", equalTo("invalid_field"));
        String notUtf8 = Base64.getUrlEncoder().withoutPadding().encodeToString(new byte[] {(byte) 0xff, (byte) 0xfe});
        for (String cursor : List.of("", "not base64!", "a+b/", notUtf8, "QUFB".repeat(100))) {
            post("knowledge-list", new JsonObject().put("cursor", cursor).encode())
                    .statusCode(400)
                    .body("error", equalTo("invalid_field"))
                    .body("message", containsString("'cursor'"));
        }
        post("knowledge-list", "{\"cursor\": 5}").statusCode(400).body("message", containsString("cursor"));
    }
}
