package dev.factguard.function.gateway;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import dev.factguard.testing.HeldStreamUpstreamResource;
import dev.factguard.testing.Metrics;
import dev.factguard.testing.OpenApiContract;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The gateway's own limit: streams held open by an upstream that does not finish fill it, and the next call is
 * refused at once with {@code 503} and {@code Retry-After} in OpenAI's error shape; a call that ends, or whose
 * caller hangs up, makes room. The limit is above the REST client's default pool of 50 connections: every admitted
 * call reaches the upstream, none waits for a connection.
 */
@QuarkusTest
@TestProfile(GatewayLoadSheddingTest.Limit.class)
@QuarkusTestResource(value = HeldStreamUpstreamResource.class, restrictToAnnotatedClass = true)
class GatewayLoadSheddingTest {

    static final int LIMIT = 55;

    public static class Limit implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("factguard.overload.gateway-calls", Integer.toString(LIMIT));
        }
    }

    private static final String STREAM = "{\"model\":\"stub-model\",\"stream\":true,"
            + "\"messages\":[{\"role\":\"user\",\"content\":\"Who runs Twitter?\"}]}";
    private static final HttpClient CLIENT =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @TestHTTPResource("/v1/chat/completions")
    URL chat;

    private final List<InputStream> open = new ArrayList<>();

    @AfterEach
    void finish() throws IOException {
        HeldStreamUpstreamResource.release();
        for (InputStream body : open) {
            body.readAllBytes();
            body.close();
        }
    }

    private CompletableFuture<HttpResponse<InputStream>> stream() {
        HttpRequest request = HttpRequest.newBuilder(URI.create(chat.toString()))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(STREAM))
                .build();
        return CLIENT.sendAsync(request, HttpResponse.BodyHandlers.ofInputStream());
    }

    /** {@code n} streams, each answered 200 with its first chunk read: held by the upstream, in flight here. */
    private List<InputStream> holdStreams(int n) throws Exception {
        List<CompletableFuture<HttpResponse<InputStream>>> started = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            started.add(stream());
        }
        // Well within the upstream's own 30 s hold: a call left waiting for a connection would show here.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        while (HeldStreamUpstreamResource.arrived() < n && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(HeldStreamUpstreamResource.arrived())
                .as("admitted calls that reached the upstream")
                .isEqualTo(n);
        List<InputStream> bodies = new ArrayList<>();
        for (CompletableFuture<HttpResponse<InputStream>> f : started) {
            HttpResponse<InputStream> response = f.get(30, TimeUnit.SECONDS);
            assertThat(response.statusCode()).isEqualTo(200);
            BufferedReader lines = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8));
            assertThat(lines.readLine()).isEqualTo("data: " + HeldStreamUpstreamResource.FIRST);
            bodies.add(response.body());
        }
        return bodies;
    }

    private static double refused() {
        return Metrics.value("factguard_overloaded_total{limit=\"gateway\"}");
    }

    @Test
    void past_its_limit_a_call_is_refused_at_once_in_openai_s_shape_and_every_admitted_one_reached_the_upstream()
            throws Exception {
        HeldStreamUpstreamResource.hold();
        open.addAll(holdStreams(LIMIT));
        double before = refused();

        Response refusal = given().contentType(ContentType.JSON)
                .body(STREAM)
                .when()
                .post("/v1/chat/completions")
                .then()
                .statusCode(503)
                .header("Retry-After", "1")
                .body("error.code", equalTo("overloaded"))
                .body("error.type", equalTo("server_error"))
                .body("error.param", nullValue())
                .body("error.message", containsString("factguard.overload.gateway-calls"))
                .extract()
                .response();
        OpenApiContract contract = OpenApiContract.served();
        assertThat(contract.violations("/v1/chat/completions", "post", refusal)).isEmpty();
        Response models = given().when()
                .get("/v1/models")
                .then()
                .statusCode(503)
                .body("error.code", equalTo("overloaded"))
                .extract()
                .response();
        assertThat(contract.violations("/v1/models", "get", models)).isEmpty();
        assertThat(HeldStreamUpstreamResource.arrived())
                .as("refused calls never reach the upstream")
                .isEqualTo(LIMIT);
        assertThat(refused()).isEqualTo(before + 2);
        given().when().get("/q/health/live").then().statusCode(200);
        given().when().get("/q/health/ready").then().statusCode(200);
        // Forecasts have their own limit.
        given().contentType(ContentType.JSON)
                .body("{\"prompt\": \"Who runs Twitter?\"}")
                .when()
                .post("/forecast")
                .then()
                .statusCode(200);

        HeldStreamUpstreamResource.release();
        for (InputStream body : open) {
            assertThat(new String(body.readAllBytes(), StandardCharsets.UTF_8)).endsWith("data: [DONE]\n\n");
        }
        open.clear();
        HttpResponse<InputStream> again = stream().get(30, TimeUnit.SECONDS);
        open.add(again.body());
        assertThat(again.statusCode()).isEqualTo(200);
    }

    @Test
    void a_caller_who_hangs_up_makes_room() throws Exception {
        HeldStreamUpstreamResource.hold();
        List<InputStream> bodies = holdStreams(LIMIT);
        open.addAll(bodies.subList(1, bodies.size()));
        given().contentType(ContentType.JSON)
                .body(STREAM)
                .when()
                .post("/v1/chat/completions")
                .then()
                .statusCode(503);

        bodies.get(0).close(); // mid-stream: the connection is closed, the upstream is still holding

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        HttpResponse<InputStream> admitted = stream().get(30, TimeUnit.SECONDS);
        while (admitted.statusCode() == 503 && System.nanoTime() < deadline) {
            admitted.body().close();
            Thread.sleep(100);
            admitted = stream().get(30, TimeUnit.SECONDS);
        }
        open.add(admitted.body());
        assertThat(admitted.statusCode()).isEqualTo(200);
    }
}
