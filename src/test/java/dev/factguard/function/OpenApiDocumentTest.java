package dev.factguard.function;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.factguard.testing.OpenApiContract;
import dev.factguard.testing.WireMockSearchResource;
import dev.factguard.testing.WireMockUpstreamResource;
import io.quarkus.funqy.runtime.FunctionInvoker;
import io.quarkus.funqy.runtime.FunctionRecorder;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code /q/openapi} against the running service: it names every function, and every answer the functions, the
 * gateway and the health checks give to real requests — valid and invalid — conforms to the document's schema for
 * that path and status, with no member the document does not declare ({@link OpenApiContract}).
 */
@QuarkusTest
@QuarkusTestResource(value = WireMockUpstreamResource.class, restrictToAnnotatedClass = true)
class OpenApiDocumentTest {

    private static final String JSON = "application/json";
    private static final String COMPLETION = "{\"id\":\"chatcmpl-doc1\",\"object\":\"chat.completion\","
            + "\"created\":1700000000,\"model\":\"stub-model\",\"choices\":[{\"index\":0,\"message\":{\"role\":"
            + "\"assistant\",\"content\":\"The CEO of Twitter is Jack Dorsey.\"},\"finish_reason\":\"stop\"}]}";

    private static OpenApiContract contract;
    private final String tenant = "doc-" + System.nanoTime();

    @BeforeEach
    void readDocumentAndStubRemotes() {
        // Not in @BeforeAll: RestAssured learns the test port only once the application has started.
        if (contract == null) {
            contract = OpenApiContract.served();
        }
        WireMockUpstreamResource.server().resetAll();
        WireMockUpstreamResource.server()
                .stubFor(post(urlPathEqualTo(WireMockSearchResource.PATH))
                        .willReturn(aResponse()
                                .withStatus(200)
                                .withHeader("Content-Type", "text/html; charset=UTF-8")
                                .withBody(RefreshFunctionsTest.X_CEO_PAGE)));
        WireMockUpstreamResource.server()
                .stubFor(post(urlPathEqualTo("/v1/chat/completions"))
                        .willReturn(aResponse()
                                .withStatus(200)
                                .withHeader("Content-Type", JSON)
                                .withBody(COMPLETION)));
        // The NLI judge is a chat model on the same server, asked for by name; ranked before the answer stub.
        WireMockUpstreamResource.server()
                .stubFor(post(urlPathEqualTo("/v1/chat/completions"))
                        .atPriority(1)
                        .withRequestBody(matchingJsonPath("$.model", equalTo(WireMockUpstreamResource.JUDGE_MODEL)))
                        .willReturn(aResponse()
                                .withStatus(200)
                                .withHeader("Content-Type", JSON)
                                .withBody("{\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":"
                                        + "\"{\\\"label\\\":\\\"contradiction\\\",\\\"confidence\\\":0.92}\"}}]}")));
    }

    /** Posts {@code body}, expects {@code status}, and checks the answer against the document; returns it. */
    private static JsonNode conforms(String path, String body, int status) {
        Response response =
                given().contentType(ContentType.JSON).body(body).when().post(path);
        return conforms(path, "post", status, response);
    }

    private static JsonNode conforms(String path, String method, int status, Response response) {
        String body = response.asString();
        assertThat(response.statusCode())
                .as(method + " " + path + " answered " + body)
                .isEqualTo(status);
        assertThat(response.contentType()).startsWith(JSON);
        assertThat(contract.violations(path, method, status, JSON, body))
                .as(method.toUpperCase() + " " + path + " " + status + " " + body)
                .isEmpty();
        return OpenApiContract.read(body);
    }

    @Test
    void the_document_is_openapi_3_1_in_json_and_in_yaml() {
        assertThat(contract.document().path("openapi").asText()).startsWith("3.1.");
        String yaml = given().when()
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        JsonNode fromYaml = OpenApiContract.read(
                new tools.jackson.dataformat.yaml.YAMLMapper().readTree(yaml).toString());
        assertThat(fromYaml).isEqualTo(contract.document());
    }

    @Test
    void the_document_names_every_function_the_gateway_and_the_health_checks() {
        List<String> paths = new ArrayList<>();
        contract.document().path("paths").fieldNames().forEachRemaining(paths::add);
        List<String> functions = FunctionRecorder.registry.invokers().stream()
                .map(FunctionInvoker::getName)
                .map(name -> "/" + name)
                .toList();
        assertThat(functions)
                .contains(
                        "/forecast",
                        "/feedback",
                        "/knowledge-add",
                        "/knowledge-search",
                        "/knowledge-list",
                        "/knowledge-remove",
                        "/freshness",
                        "/refresh",
                        "/verify");
        assertThat(paths)
                .containsAll(functions)
                .contains("/v1/chat/completions", "/v1/models", "/q/health/live", "/q/health/ready");
        for (String function : functions) {
            JsonNode operation = contract.operation(function, "post");
            assertThat(operation.path("requestBody").path("content").has(JSON))
                    .as(function)
                    .isTrue();
            for (int status : new int[] {200, 400, 401, 403, 405, 415}) {
                contract.response(function, "post", status);
            }
        }
    }

    @Test
    void every_example_in_the_document_conforms_to_its_schema() {
        int checked = 0;
        for (Iterator<Map.Entry<String, JsonNode>> paths =
                        contract.document().path("paths").fields();
                paths.hasNext(); ) {
            for (JsonNode operation : paths.next().getValue()) {
                List<JsonNode> bodies = new ArrayList<>();
                bodies.add(operation.path("requestBody"));
                operation
                        .path("responses")
                        .forEach(r -> bodies.add(
                                r.has("$ref")
                                        ? contract.document()
                                                .at(r.get("$ref").asText().substring(1))
                                        : r));
                for (JsonNode body : bodies) {
                    JsonNode media = body.path("content").path(JSON);
                    List<JsonNode> examples = new ArrayList<>();
                    if (media.has("example")) {
                        examples.add(media.get("example"));
                    }
                    media.path("examples").forEach(e -> examples.add(e.path("value")));
                    for (JsonNode example : examples) {
                        assertThat(contract.violations(media.path("schema"), example.toString()))
                                .as(example.toString())
                                .isEmpty();
                        checked++;
                    }
                }
            }
        }
        for (JsonNode schema : contract.document().path("components").path("schemas")) {
            for (JsonNode example : schema.path("examples")) {
                assertThat(contract.violations(schema, example.toString()))
                        .as(example.toString())
                        .isEmpty();
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(10);
    }

    @Test
    void forecast_and_feedback_answers_conform() {
        conforms(
                "/knowledge-add",
                "{\"tenant\":\"" + tenant + "\",\"facts\":[{\"key\":\"Nordwind K5 kettle\","
                        + "\"text\":\"The Nordwind K5 electric kettle holds 1.7 litres.\"}]}",
                200);
        JsonNode forecast = conforms(
                "/forecast",
                "{\"tenant\":\"" + tenant + "\",\"prompt\":\"How many litres does"
                        + " the Nordwind K7 kettle hold?\",\"context\":[\"The K7 is sold in Norway.\"]}",
                200);
        String id = forecast.get("forecastId").asText();
        conforms("/forecast", "{\"tenant\":\"" + tenant + "\"}", 400);
        conforms("/forecast", "{\"prompt\": 5}", 400);
        conforms("/forecast", "{\"tenant\":\"no spaces\",\"prompt\":\"x\"}", 400);

        JsonNode single = conforms(
                "/feedback",
                "{\"tenant\":\"" + tenant + "\",\"forecastId\":\"" + id + "\",\"hallucinated\":true}",
                200);
        assertThat(single.get("counted").asBoolean()).isTrue();
        conforms(
                "/feedback",
                "{\"tenant\":\"" + tenant + "\",\"prompt\":\"Who is the CEO of Twitter?\","
                        + "\"hallucinated\":false,\"idempotencyKey\":\"k-1\"}",
                200);
        JsonNode batch = conforms(
                "/feedback",
                "{\"tenant\":\"" + tenant + "\",\"outcomes\":[{\"prompt\":\"Who"
                        + " is the CEO of X?\",\"hallucinated\":true},{\"prompt\":\"Water boils at?\",\"hallucinated\":false}]}",
                200);
        assertThat(batch.get("imported").asInt()).isEqualTo(2);
        conforms("/feedback", "{\"tenant\":\"" + tenant + "\",\"forecastId\":\"fc_nope\",\"hallucinated\":true}", 400);
        conforms("/feedback", "{\"outcomes\":[{\"prompt\":\"x\"}]}", 400);
    }

    @Test
    void knowledge_answers_conform() {
        conforms(
                "/knowledge-add",
                "{\"tenant\":\"" + tenant + "\",\"facts\":[{\"key\":\"invoice download\","
                        + "\"text\":\"Invoices can be downloaded as PDF from the Billing page.\"},{\"key\":\"capital of France\","
                        + "\"text\":\"The capital of France is Paris.\"}]}",
                200);
        conforms("/knowledge-add", "{\"facts\":[{\"key\":\"k\",\"text\":\"a\"},{\"key\":\"k\",\"text\":\"b\"}]}", 400);
        JsonNode found = conforms(
                "/knowledge-search",
                "{\"tenant\":\"" + tenant + "\",\"query\":\"invoices as PDF\"," + "\"topK\":2}",
                200);
        assertThat(found.get("matches")).isNotEmpty();
        conforms("/knowledge-search", "{\"query\":\"invoices\",\"topK\":0}", 400);
        JsonNode page = conforms("/knowledge-list", "{\"tenant\":\"" + tenant + "\",\"limit\":1}", 200);
        assertThat(page.get("next").isTextual()).isTrue();
        JsonNode last = conforms(
                "/knowledge-list",
                "{\"tenant\":\"" + tenant + "\",\"cursor\":\""
                        + page.get("next").asText() + "\"}",
                200);
        assertThat(last.get("next").isNull()).isTrue();
        conforms("/knowledge-list", "{\"cursor\":\"%%\"}", 400);
        JsonNode removed = conforms(
                "/knowledge-remove", "{\"tenant\":\"" + tenant + "\",\"keys\":[\"invoice" + " download\"]}", 200);
        assertThat(removed.get("removed").asInt()).isEqualTo(1);
        conforms("/knowledge-remove", "{\"keys\":[]}", 400);
    }

    @Test
    void freshness_and_refresh_answers_conform() {
        JsonNode fresh = conforms(
                "/freshness",
                "{\"text\":\"The CEO of Twitter is Jack Dorsey. Water boils at 100"
                        + " degrees Celsius.\",\"sourceDate\":\"2021-06-01\",\"domain\":\"business\"}",
                200);
        assertThat(fresh.get("claims")).hasSize(1);
        conforms("/freshness", "{\"text\":\"The CEO of Twitter is Jack Dorsey.\",\"sourceDate\":\"June 2021\"}", 400);
        JsonNode refreshed =
                conforms("/refresh", "{\"text\":\"The CEO of Twitter is Jack Dorsey.\",\"maxClaims\":1}", 200);
        assertThat(refreshed.at("/refreshes/0/evidence")).isNotEmpty();
        conforms("/refresh", "{\"text\":\"The CEO of Twitter is Jack Dorsey.\",\"maxClaims\":9}", 400);
    }

    @Test
    void verify_answers_conform() {
        conforms(
                "/knowledge-add",
                "{\"tenant\":\"" + tenant + "\",\"facts\":[{\"key\":\"Nordwind K5 kettle\","
                        + "\"text\":\"The Nordwind K5 electric kettle holds 1.7 litres.\"}]}",
                200);
        JsonNode verified = conforms(
                "/verify",
                "{\"tenant\":\"" + tenant + "\",\"prompt\":\"How much does the K5 hold?\",\"model\":\"m\","
                        + "\"text\":\"The K5 kettle holds 2 litres. Penguins live in Antarctica.\","
                        + "\"context\":[\"The Lumo lamp runs for 8 hours.\"]}",
                200);
        assertThat(verified.at("/statements/0/differences/0/kind").asText()).isEqualTo("quantity");
        assertThat(verified.at("/statements/1/verdictSource").asText()).isEqualTo("none");
        conforms("/verify", "{\"text\":\"\"}", 400);
        conforms("/verify", "{\"text\":\"a\",\"context\":[]}", 400);
    }

    @Test
    void what_the_http_edge_refuses_conforms() {
        conforms("/forecast", "", 400);
        conforms("/forecast", "{\"prompt\": \"x\"", 400);
        conforms("/forecast", "post", 405, given().when().get("/forecast"));
        conforms(
                "/freshness",
                "post",
                415,
                given().contentType("text/plain").body("The CEO is X.").when().post("/freshness"));
    }

    @Test
    void gateway_answers_conform() {
        conforms(
                "/knowledge-add",
                "{\"tenant\":\"" + tenant + "\",\"facts\":[{\"key\":\"Nordwind K5 kettle\","
                        + "\"text\":\"The Nordwind K5 electric kettle holds 1.7 litres.\"}]}",
                200);
        JsonNode grounded = conforms(
                "/v1/chat/completions",
                "{\"model\":\"stub-model\",\"messages\":[{\"role\":"
                        + "\"user\",\"content\":\"How many litres does the Nordwind K5 kettle hold?\"}],\"factguard\":"
                        + "{\"tenant\":\"" + tenant + "\"}}",
                200);
        assertThat(grounded.at("/factguard/freshness/claims")).isNotEmpty();
        JsonNode verified = conforms(
                "/v1/chat/completions",
                "{\"model\":\"stub-model\",\"messages\":[{\"role\":"
                        + "\"user\",\"content\":\"Who runs Twitter?\"}],\"factguard\":{\"refresh\":\"verify\"}}",
                200);
        assertThat(verified.at("/factguard/refreshes/0/verdictSource").asText()).isEqualTo("nli");
        conforms(
                "/knowledge-add",
                "{\"tenant\":\"" + tenant + "\",\"facts\":[{\"key\":\"CEO of Twitter\","
                        + "\"text\":\"The CEO of Twitter is Linda Yaccarino.\"}]}",
                200);
        JsonNode withheld = conforms(
                "/v1/chat/completions",
                "{\"model\":\"stub-model\",\"messages\":[{\"role\":\"user\",\"content\":\"Who is the CEO of"
                        + " Twitter?\"}],\"factguard\":{\"tenant\":\"" + tenant + "\",\"verify\":\"block\"}}",
                200);
        assertThat(withheld.at("/factguard/verification/verdict").asText()).isEqualTo("contradicted");
        assertThat(withheld.at("/factguard/withheld").asBoolean()).isTrue();
        assertThat(withheld.at("/choices/0/finish_reason").asText()).isEqualTo("content_filter");
        conforms("/v1/chat/completions", "{\"model\":\"stub-model\",\"messages\":[]}", 400);
        conforms(
                "/v1/chat/completions",
                "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}]," + "\"factguard\":{\"tenat\":\"acme\"}}",
                400);
        conforms(
                "/v1/chat/completions",
                "post",
                415,
                given().contentType("text/plain").body("hi").when().post("/v1/chat/completions"));
        WireMockUpstreamResource.server()
                .stubFor(
                        post(urlPathEqualTo("/v1/chat/completions"))
                                .willReturn(
                                        aResponse()
                                                .withStatus(429)
                                                .withHeader("Content-Type", JSON)
                                                .withBody(
                                                        "{\"error\":{\"message\":\"Rate limit"
                                                                + " reached\",\"type\":\"requests\",\"param\":null,\"code\":\"rate_limit_exceeded\"}}")));
        conforms("/v1/chat/completions", "{\"messages\":[{\"role\":\"user\",\"content\":\"Hello?\"}]}", 429);
    }

    @Test
    void litellm_guardrail_answers_conform() {
        String path = "/beta/litellm_basic_guardrail_api";
        // A tenant that proceeds only below 0.05: what its fact answers is grounded.
        String grounding = tenant + "-grounding";
        for (String t : List.of(tenant, grounding)) {
            conforms(
                    "/knowledge-add",
                    "{\"tenant\":\"" + t + "\",\"facts\":[{\"key\":\"Nordwind K5 kettle\","
                            + "\"text\":\"The Nordwind K5 electric kettle holds 1.7 litres.\"}]}",
                    200);
        }
        conforms("/tenant-settings", "{\"tenant\":\"" + grounding + "\",\"proceedBelow\":0.05}", 200);
        String params = "\"additional_provider_specific_params\":{\"tenant\":\"" + grounding + "\"}";
        JsonNode grounded = conforms(
                path,
                "{\"input_type\":\"request\",\"texts\":[\"How many litres does the Nordwind K5 kettle hold?\"],"
                        + "\"litellm_call_id\":\"doc-1\",\"request_data\":{}," + params + "}",
                200);
        assertThat(grounded.path("action").asText()).isEqualTo("GUARDRAIL_INTERVENED");
        JsonNode blocked = conforms(
                path,
                "{\"input_type\":\"request\",\"texts\":[\"When did the Lindholm ferry company move its"
                        + " headquarters to Austin?\"],\"additional_provider_specific_params\":{\"tenant\":\""
                        + tenant + "\",\"onReview\":\"block\"}}",
                200);
        assertThat(blocked.path("action").asText()).isEqualTo("BLOCKED");
        JsonNode noted = conforms(
                path,
                "{\"input_type\":\"response\",\"texts\":[\"The CEO of Twitter is Jack Dorsey.\"],"
                        + "\"additional_provider_specific_params\":{\"refresh\":\"verify\"}}",
                200);
        assertThat(noted.path("action").asText()).isEqualTo("GUARDRAIL_INTERVENED");
        String contradicted = "{\"input_type\":\"response\",\"texts\":[\"The Nordwind K5 kettle holds 2.5 litres.\","
                + " \"\"],\"additional_provider_specific_params\":{\"tenant\":\"" + tenant + "\",\"verify\":";
        JsonNode verified = conforms(path, contradicted + "\"flag\"}}", 200);
        assertThat(verified.path("factguard")
                        .path("verification")
                        .path(0)
                        .path("verdict")
                        .asText())
                .isEqualTo("contradicted");
        assertThat(verified.path("factguard").path("verification").path(1).isNull())
                .isTrue();
        JsonNode withheld = conforms(path, contradicted + "\"block\"}}", 200);
        assertThat(withheld.path("action").asText()).isEqualTo("BLOCKED");
        conforms(path, "{\"texts\":[]}", 400);
        conforms(path, "post", 405, given().when().get(path));
        conforms(
                path,
                "post",
                415,
                given().contentType("text/plain").body("hi").when().post(path));
    }

    @Test
    void health_answers_conform() {
        conforms("/q/health/live", "get", 200, given().when().get("/q/health/live"));
        conforms("/q/health/ready", "get", 200, given().when().get("/q/health/ready"));
    }
}
