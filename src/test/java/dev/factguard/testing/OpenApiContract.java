package dev.factguard.testing;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The served OpenAPI document as a contract: the JSON Schema (2020-12, as OpenAPI 3.1 defines it) of a
 * path/method/status/media type, with {@code #/components/...} references resolved, to validate real bodies with.
 * Validation is stricter than the document: an object schema that does not say whether other members are allowed
 * allows none, so a member the service sends and the document does not declare fails the test instead of going
 * undocumented. Schemas meant to be open say {@code additionalProperties: true}.
 */
public final class OpenApiContract {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final SchemaRegistry SCHEMAS = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);

    private final JsonNode document;
    private final ObjectNode defs;

    public OpenApiContract(String documentJson) {
        this.document = read(documentJson);
        this.defs =
                (ObjectNode) strict(document.path("components").path("schemas").deepCopy());
    }

    /** The document the running service serves at {@code /q/openapi}, read over HTTP. */
    public static OpenApiContract served() {
        return new OpenApiContract(io.restassured.RestAssured.given()
                .queryParam("format", "json")
                .when()
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .extract()
                .asString());
    }

    public JsonNode document() {
        return document;
    }

    /** The response a document entry describes, its {@code $ref} to components resolved; fails when undocumented. */
    public JsonNode response(String path, String method, int status) {
        JsonNode operation = operation(path, method);
        JsonNode responses = operation.path("responses");
        JsonNode response = responses.has(Integer.toString(status))
                ? responses.get(Integer.toString(status))
                : responses.path("default");
        if (response.isMissingNode()) {
            throw new AssertionError(method.toUpperCase() + " " + path + ": status " + status + " is not documented");
        }
        return resolved(response);
    }

    public JsonNode operation(String path, String method) {
        JsonNode operation = document.path("paths").path(path).path(method);
        if (operation.isMissingNode()) {
            throw new AssertionError(method.toUpperCase() + " " + path + " is not in the document");
        }
        return operation;
    }

    /** Where {@code body} breaks the schema of that response (empty when it conforms). */
    public List<String> violations(String path, String method, int status, String mediaType, String body) {
        JsonNode schema =
                response(path, method, status).path("content").path(mediaType).path("schema");
        if (schema.isMissingNode()) {
            throw new AssertionError(
                    method.toUpperCase() + " " + path + " " + status + ": no " + mediaType + " schema");
        }
        return violations(schema, body);
    }

    /**
     * Where a real answer breaks the document's entry for its status: its body against the schema of its media type,
     * and its headers against the documented ones (a required one missing, or a value outside its schema).
     */
    public List<String> violations(String path, String method, io.restassured.response.Response answer) {
        String mediaType = answer.contentType().split(";")[0].trim();
        List<String> found =
                new ArrayList<>(violations(path, method, answer.statusCode(), mediaType, answer.asString()));
        for (Map.Entry<String, JsonNode> documented :
                response(path, method, answer.statusCode()).path("headers").properties()) {
            JsonNode header = resolved(documented.getValue());
            String name = documented.getKey();
            String value = answer.header(name);
            if (value == null) {
                if (header.path("required").asBoolean(false)) {
                    found.add("header " + name + ": required, missing");
                }
                continue;
            }
            violations(header.path("schema"), JSON.valueToTree(value).toString()).stream()
                    .map(v -> "header " + name + ": " + v)
                    .forEach(found::add);
        }
        return found;
    }

    /** Where {@code body} breaks {@code schema}, a schema of the document (its references resolve to components). */
    public List<String> violations(JsonNode schema, String body) {
        ObjectNode root = (ObjectNode) strict(schema.deepCopy());
        root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        root.set("$defs", defs);
        String text = root.toString().replace("\"#/components/schemas/", "\"#/$defs/");
        Schema compiled = SCHEMAS.getSchema(text, InputFormat.JSON);
        return compiled.validate(body, InputFormat.JSON).stream()
                .map(Error::toString)
                .toList();
    }

    private JsonNode resolved(JsonNode node) {
        JsonNode current = node;
        while (current.has("$ref")) {
            String ref = current.get("$ref").asText();
            if (!ref.startsWith("#/")) {
                throw new AssertionError("not a local reference: " + ref);
            }
            current = document.at(ref.substring(1));
            if (current.isMissingNode()) {
                throw new AssertionError("dangling reference " + ref);
            }
        }
        return current;
    }

    /** Adds {@code additionalProperties: false} to every object schema that declares properties and says nothing. */
    private static JsonNode strict(JsonNode node) {
        if (node instanceof ObjectNode object) {
            if (object.has("properties")
                    && object.get("properties").isObject()
                    && !object.has("additionalProperties")) {
                object.put("additionalProperties", false);
            }
            for (Map.Entry<String, JsonNode> entry : object.properties()) {
                if (entry.getKey().equals("properties")) {
                    entry.getValue().forEach(OpenApiContract::strict);
                } else if (!entry.getKey().equals("examples") && !entry.getKey().equals("example")) {
                    strict(entry.getValue());
                }
            }
        } else if (node.isArray()) {
            node.forEach(OpenApiContract::strict);
        }
        return node;
    }

    public static JsonNode read(String json) {
        try {
            return JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new AssertionError("not JSON: " + json, e);
        }
    }
}
