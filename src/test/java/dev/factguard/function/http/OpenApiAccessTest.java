package dev.factguard.function.http;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import dev.factguard.testing.OpenApiContract;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * With API keys configured, the API description, Swagger UI and the console's page are served without a key — and
 * nothing else is: a path that only starts like theirs but routes elsewhere ({@code /q/openapi/../knowledge-search}) still needs one.
 */
@QuarkusTest
@TestProfile(ApiKeysProfile.class)
class OpenApiAccessTest {

    @Test
    void the_document_and_swagger_ui_need_no_key() {
        given().when().get("/q/openapi").then().statusCode(200).body(containsString("openapi: 3.1"));
        given().queryParam("format", "json")
                .when()
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .body("paths.'/forecast'.post.operationId", equalTo("forecast"));
        given().when().get("/q/openapi.json").then().statusCode(200);
        given().when().get("/q/swagger-ui").then().statusCode(200).body(containsString("swagger-ui"));
    }

    @Test
    void functions_still_need_a_key_and_answer_as_documented() {
        OpenApiContract contract = new OpenApiContract(
                given().queryParam("format", "json").when().get("/q/openapi").asString());
        Response anonymous = given().contentType(ContentType.JSON)
                .body("{\"query\": \"France\"}")
                .when()
                .post("/knowledge-search");
        assertThat(anonymous.statusCode()).isEqualTo(401);
        assertThat(contract.violations("/knowledge-search", "post", 401, "application/json", anonymous.asString()))
                .isEmpty();
        Response reader = given().header("Authorization", "Bearer " + ApiKeysProfile.ACME_READ)
                .contentType(ContentType.JSON)
                .body("{\"facts\": [{\"key\": \"k\", \"text\": \"t\"}]}")
                .when()
                .post("/knowledge-add");
        assertThat(reader.statusCode()).isEqualTo(403);
        assertThat(contract.violations("/knowledge-add", "post", 403, "application/json", reader.asString()))
                .isEmpty();
        given().header("X-Api-Key", ApiKeysProfile.ACME_READ)
                .contentType(ContentType.JSON)
                .body("{\"query\": \"France\"}")
                .when()
                .post("/knowledge-search")
                .then()
                .statusCode(200);
    }

    @Test
    void a_path_through_an_open_prefix_is_judged_where_it_routes() throws IOException {
        // Sent byte for byte: HTTP clients would resolve the dot segments before sending.
        Map<String, Integer> statuses = new LinkedHashMap<>();
        for (String target : List.of(
                "/q/openapi/../knowledge-search",
                "/q/swagger-ui/../../knowledge-search",
                "/q/health/../../knowledge-search",
                "/q/swagger-ui/%2e%2e/%2e%2e/v1/chat/completions",
                "/q/health/../../v1/chat/completions",
                "/console/../knowledge-search",
                "/console/%2e%2e/knowledge-list")) {
            statuses.put(target, rawStatus("POST", target));
        }
        assertThat(statuses)
                .allSatisfy((target, status) -> assertThat(status).as(target).isEqualTo(401));
    }

    private static int rawStatus(String method, String target) throws IOException {
        byte[] body = "{\"query\": \"France\"}".getBytes(StandardCharsets.UTF_8);
        try (Socket socket = new Socket("localhost", RestAssured.port)) {
            OutputStream out = socket.getOutputStream();
            String head = method + " " + target + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Content-Length: " + body.length + "\r\nConnection: close\r\n\r\n";
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            InputStream in = socket.getInputStream();
            String status = new String(in.readNBytes(12), StandardCharsets.US_ASCII);
            return Integer.parseInt(status.substring(9, 12));
        }
    }
}
