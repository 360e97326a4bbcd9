package dev.factguard.function.http;

import static dev.factguard.function.http.ApiKeysProfile.ACME_READ;
import static dev.factguard.function.http.ApiKeysProfile.ACME_WRITE;
import static dev.factguard.function.http.ApiKeysProfile.GLOBEX_WRITE;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every function × {no key, unknown key, other tenant's key, read key on a write, own key}, against the real
 * HTTP server with {@link ApiKeysProfile}'s keys. Subclasses run it on each state store.
 */
abstract class TenantIsolationMatrix {

    /** The functions, each with a body (without tenant) that succeeds for a caller that may call it. */
    static final Map<String, String> BODIES = new LinkedHashMap<>();

    static {
        BODIES.put("forecast", "\"prompt\": \"What is the capital of France?\"");
        BODIES.put("feedback", "\"prompt\": \"What is the capital of France?\", \"hallucinated\": false");
        BODIES.put("knowledge-add", "\"facts\": [{\"key\": \"capital of France\", \"text\": \"Paris.\"}]");
        BODIES.put("knowledge-search", "\"query\": \"capital of France\"");
        BODIES.put("knowledge-list", "\"limit\": 10");
        BODIES.put("knowledge-remove", "\"keys\": [\"nothing here\"]");
        BODIES.put("freshness", "\"text\": \"The CEO of Twitter is Jack Dorsey.\"");
        // No stale claim: nothing is searched, so the matrix needs no network.
        BODIES.put("refresh", "\"text\": \"Water boils at 100 degrees Celsius at sea level.\"");
        BODIES.put("verify", "\"text\": \"The capital of France is Lyon.\"");
        BODIES.put("tenant-settings", "\"groundBelow\": 0.66");
        BODIES.put("tenant-export", "\"limit\": 10");
        BODIES.put("tenant-erase", "\"confirm\": \"$TENANT\"");
    }

    static final List<String> WRITES = List.of(
            "feedback", "knowledge-add", "knowledge-remove", "tenant-settings", "tenant-export", "tenant-erase");

    private static Response call(String function, String apiKey, String tenant, boolean bearer) {
        RequestSpecification request = given().contentType(ContentType.JSON)
                .body("{" + (tenant == null ? "" : "\"tenant\": \"" + tenant + "\", ")
                        + BODIES.get(function).replace("$TENANT", String.valueOf(tenant)) + "}");
        if (apiKey != null) {
            request =
                    bearer ? request.header("Authorization", "Bearer " + apiKey) : request.header("X-Api-Key", apiKey);
        }
        return request.when().post("/" + function);
    }

    @Test
    void every_function_answers_each_caller_as_expected() {
        List<String> wrong = new ArrayList<>();
        for (String function : BODIES.keySet()) {
            boolean write = WRITES.contains(function);
            expect(wrong, function, "no key", call(function, null, "acme", true), 401, "unauthorized");
            expect(
                    wrong,
                    function,
                    "unknown key",
                    call(function, "acme-write-7f3a9d", "acme", true),
                    401,
                    "unauthorized");
            expect(
                    wrong,
                    function,
                    "other tenant's key",
                    call(function, GLOBEX_WRITE, "acme", true),
                    403,
                    "forbidden_tenant");
            expect(
                    wrong,
                    function,
                    "read key",
                    call(function, ACME_READ, "acme", true),
                    write ? 403 : 200,
                    write ? "forbidden_role" : null);
            expect(wrong, function, "own key", call(function, ACME_WRITE, "acme", true), 200, null);
            expect(wrong, function, "own key as X-Api-Key", call(function, ACME_WRITE, "acme-eu", false), 200, null);
        }
        assertThat(wrong).isEmpty();
    }

    private static void expect(
            List<String> wrong, String function, String caller, Response response, int status, String error) {
        String body = response.asString();
        if (response.statusCode() != status || (error != null && !body.contains("\"" + error + "\""))) {
            wrong.add(function + " with " + caller + ": expected " + status + " " + (error == null ? "" : error)
                    + ", got " + response.statusCode() + " " + body);
        }
        if (status == 401 && !"Bearer realm=\"factguard\"".equals(response.header("WWW-Authenticate"))) {
            wrong.add(function + " with " + caller + ": 401 without WWW-Authenticate: Bearer");
        }
        if (body.contains(ApiKeysProfile.sha256(ACME_WRITE)) || body.contains("7f3a9")) {
            wrong.add(function + " with " + caller + ": the answer repeats a key or its hash");
        }
    }

    @Test
    void without_a_body_tenant_a_key_acts_on_its_first_tenant() {
        String fact = "{\"facts\": [{\"key\": \"isolation probe\", \"text\": \"Acme ships anvils by rail.\"}]}";
        given().contentType(ContentType.JSON)
                .header("Authorization", "Bearer " + ACME_WRITE)
                .body(fact)
                .when()
                .post("/knowledge-add")
                .then()
                .statusCode(200);
        given().contentType(ContentType.JSON)
                .header("Authorization", "Bearer " + ACME_READ)
                .body("{\"tenant\": \"acme\", \"query\": \"Acme anvils rail\"}")
                .when()
                .post("/knowledge-search")
                .then()
                .statusCode(200)
                .body("matches.key", org.hamcrest.Matchers.hasItem("isolation probe"));
        // globex's own default tenant does not see it, and globex cannot name acme.
        given().contentType(ContentType.JSON)
                .header("Authorization", "Bearer " + GLOBEX_WRITE)
                .body("{\"query\": \"Acme anvils rail\"}")
                .when()
                .post("/knowledge-search")
                .then()
                .statusCode(200)
                .body("matches", hasSize(0));
        given().contentType(ContentType.JSON)
                .header("Authorization", "Bearer " + GLOBEX_WRITE)
                .body("{\"tenant\": \"acme\", \"keys\": [\"isolation probe\"]}")
                .when()
                .post("/knowledge-remove")
                .then()
                .statusCode(403)
                .body("error", equalTo("forbidden_tenant"));
    }

    @Test
    void a_tenant_s_thresholds_are_set_only_with_its_own_write_key_and_decide_only_its_own_forecasts() {
        String facts = "\"facts\": [{\"key\": \"Nordwind K5 kettle\", \"text\": \"The Nordwind K5 electric kettle"
                + " holds 1.7 litres.\"}]";
        String question = "\"prompt\": \"How many litres does the Nordwind K5 kettle hold?\"";
        for (String[] caller : new String[][] {{ACME_WRITE, "acme-eu"}, {GLOBEX_WRITE, "globex"}}) {
            given().contentType(ContentType.JSON)
                    .header("Authorization", "Bearer " + caller[0])
                    .body("{\"tenant\": \"" + caller[1] + "\", " + facts + "}")
                    .when()
                    .post("/knowledge-add")
                    .then()
                    .statusCode(200);
        }
        given().contentType(ContentType.JSON)
                .header("Authorization", "Bearer " + ACME_WRITE)
                .body("{\"tenant\": \"acme-eu\", \"proceedBelow\": 0.0, \"groundBelow\": 0.01}")
                .when()
                .post("/tenant-settings")
                .then()
                .statusCode(200)
                .body("source", equalTo("tenant"));
        // globex can neither read nor change acme's thresholds, and its own forecasts keep the service's.
        for (String body : List.of("{\"tenant\": \"acme-eu\"}", "{\"tenant\": \"acme-eu\", \"reset\": true}")) {
            given().contentType(ContentType.JSON)
                    .header("Authorization", "Bearer " + GLOBEX_WRITE)
                    .body(body)
                    .when()
                    .post("/tenant-settings")
                    .then()
                    .statusCode(403)
                    .body("error", equalTo("forbidden_tenant"));
        }
        given().contentType(ContentType.JSON)
                .header("Authorization", "Bearer " + ACME_READ)
                .body("{\"tenant\": \"acme\", \"reset\": true}")
                .when()
                .post("/tenant-settings")
                .then()
                .statusCode(403)
                .body("error", equalTo("forbidden_role"));
        given().contentType(ContentType.JSON)
                .header("Authorization", "Bearer " + ACME_WRITE)
                .body("{\"tenant\": \"acme-eu\", " + question + "}")
                .when()
                .post("/forecast")
                .then()
                .statusCode(200)
                .body("recommendation", equalTo("human_review"));
        given().contentType(ContentType.JSON)
                .header("Authorization", "Bearer " + GLOBEX_WRITE)
                .body("{\"tenant\": \"globex\", " + question + "}")
                .when()
                .post("/forecast")
                .then()
                .statusCode(200)
                .body("recommendation", equalTo("ground"));
    }

    @Test
    void health_is_open_without_a_key() {
        given().when().get("/q/health/live").then().statusCode(200);
        given().when().get("/q/health/ready").then().statusCode(200);
    }
}
