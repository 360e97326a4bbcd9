package dev.factguard.function.http;

import static dev.factguard.testing.Eventually.eventually;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import dev.factguard.testing.HeldEmbeddings;
import dev.factguard.testing.Metrics;
import dev.factguard.testing.OpenApiContract;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.response.ValidatableResponse;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Past the configured work in flight, the next request is refused at once with {@code 503 overloaded} and
 * {@code Retry-After}, in FactGuard's JSON shape: forecasts held inside the (real) embedding model (those of
 * {@code POST /forecast} and of LiteLLM's guardrail API alike), or other function calls held there, fill their
 * limit; health checks and the other limit are untouched; when the held work ends, requests are served again.
 */
@QuarkusTest
@TestProfile(LoadSheddingTest.Limits.class)
class LoadSheddingTest {

    /** Two forecasts, two other function calls; Retry-After of 3 s. */
    public static class Limits implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "factguard.overload.forecasts", "2",
                    "factguard.overload.functions", "2",
                    "factguard.overload.retry-after", "2500ms");
        }

        @Override
        public Set<Class<?>> getEnabledAlternatives() {
            return Set.of(HeldEmbeddings.class);
        }
    }

    private static final String TENANT = "shed";
    private static final HttpClient CLIENT =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @TestHTTPResource("/")
    URL root;

    @AfterEach
    void letGo() {
        HeldEmbeddings.release();
    }

    private static ValidatableResponse post(String function, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .when()
                .post("/" + function)
                .then();
    }

    private CompletableFuture<HttpResponse<String>> postAsync(String function, String body) {
        HttpRequest request = HttpRequest.newBuilder(URI.create(root + function))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        return CLIENT.sendAsync(request, HttpResponse.BodyHandlers.ofString());
    }

    private static String forecast(String prompt) {
        return "{\"tenant\": \"" + TENANT + "\", \"prompt\": \"" + prompt + "\"}";
    }

    private static void withAFact() {
        post(
                        "knowledge-add",
                        "{\"tenant\": \"" + TENANT + "\", \"facts\": [{\"key\": \"capital of Japan\","
                                + " \"text\": \"The capital of Japan is Tokyo.\"}]}")
                .statusCode(200);
    }

    private static double refused(String limit) {
        return Metrics.value("factguard_overloaded_total{limit=\"" + limit + "\"}");
    }

    /** Two calls of {@code function} that are held inside the embedding model, so in flight, when this returns. */
    private List<CompletableFuture<HttpResponse<String>>> holdTwo(String function, String body)
            throws InterruptedException {
        HeldEmbeddings.hold();
        List<CompletableFuture<HttpResponse<String>>> held = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            held.add(postAsync(function, body));
        }
        assertThat(HeldEmbeddings.awaitHeld(2)).as("both inside the model").isTrue();
        return held;
    }

    /** Lets the held calls go on; each is answered 200. */
    private static void releaseAndAnswer(List<CompletableFuture<HttpResponse<String>>> held) throws Exception {
        HeldEmbeddings.release();
        for (CompletableFuture<HttpResponse<String>> f : held) {
            HttpResponse<String> answer = f.get(30, TimeUnit.SECONDS);
            assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        }
    }

    /**
     * Sends the call and checks it is refused at once as the API description says: {@code 503 overloaded} with the
     * configured {@code Retry-After}, naming the {@code factguard.overload.<limit>} that is full.
     */
    private static void refusedBy(String function, String body, String limit) {
        Response refusal = post(function, body)
                .statusCode(503)
                .header("Retry-After", "3")
                .contentType(ContentType.JSON)
                .body("error", equalTo("overloaded"))
                .body("message", containsString("factguard.overload." + limit))
                .body("message", containsString("retry after 3 s"))
                .extract()
                .response();
        assertThat(OpenApiContract.served().violations("/" + function, "post", refusal))
                .isEmpty();
    }

    private static void healthAnswers() {
        given().when().get("/q/health/live").then().statusCode(200);
        given().when().get("/q/health/ready").then().statusCode(200);
    }

    @Test
    void a_forecast_past_the_limit_is_refused_at_once_and_served_again_once_the_held_ones_end() throws Exception {
        withAFact();
        List<CompletableFuture<HttpResponse<String>>> held =
                holdTwo("forecast", forecast("What is the capital of Japan " + HeldEmbeddings.MARK + "?"));
        double before = refused("forecasts");

        // The held forecasts are still held: this answer did not wait for them.
        refusedBy("forecast", forecast("What is the capital of Japan?"), "forecasts");
        // LiteLLM's guardrail API forecasts too, under the same limit: refused before its body is even looked at.
        refusedBy("beta/litellm_basic_guardrail_api", "{}", "forecasts");
        assertThat(held).noneMatch(CompletableFuture::isDone);
        assertThat(refused("forecasts")).isEqualTo(before + 2);
        healthAnswers();
        // Other functions have a limit of their own.
        post("freshness", "{\"text\": \"The CEO of Twitter is Jack Dorsey.\"}").statusCode(200);

        releaseAndAnswer(held);
        post("forecast", forecast("What is the capital of Japan?"))
                .statusCode(200)
                .body("signals.kbCoverage", equalTo(1.0f));
        assertThat(refused("forecasts")).isEqualTo(before + 2);
    }

    @Test
    void guardrail_calls_in_flight_fill_the_forecasts_limit() throws Exception {
        withAFact();
        List<CompletableFuture<HttpResponse<String>>> held = holdTwo(
                "beta/litellm_basic_guardrail_api",
                "{\"input_type\": \"request\", \"texts\": [\"What is the capital of Japan " + HeldEmbeddings.MARK
                        + "?\"], \"additional_provider_specific_params\": {\"tenant\": \"" + TENANT + "\"}}");
        double before = refused("forecasts");

        refusedBy("forecast", forecast("What is the capital of Japan?"), "forecasts");
        assertThat(held).noneMatch(CompletableFuture::isDone);
        assertThat(refused("forecasts")).isEqualTo(before + 1);
        post("freshness", "{\"text\": \"The CEO of Twitter is Jack Dorsey.\"}").statusCode(200);

        releaseAndAnswer(held);
        // A guardrail call leaves the count when its answer has been written, which may be just after it arrived.
        eventually(() ->
                post("forecast", forecast("What is the capital of Japan?")).statusCode(200));
    }

    @Test
    void another_function_past_its_limit_is_refused_while_forecasts_are_still_served() throws Exception {
        withAFact();
        List<CompletableFuture<HttpResponse<String>>> held = holdTwo(
                "knowledge-search",
                "{\"tenant\": \"" + TENANT + "\", \"query\": \"capital " + HeldEmbeddings.MARK + "\"}");
        double before = refused("functions");

        refusedBy("freshness", "{\"text\": \"The CEO of Twitter is Jack Dorsey.\"}", "functions");
        assertThat(held).noneMatch(CompletableFuture::isDone);
        assertThat(refused("functions")).isEqualTo(before + 1);
        healthAnswers();
        post("forecast", forecast("What is the capital of Japan?")).statusCode(200);
        post(
                        "beta/litellm_basic_guardrail_api",
                        "{\"input_type\": \"response\", \"texts\": [\"The CEO of Twitter is Jack Dorsey.\"]}")
                .statusCode(200);

        releaseAndAnswer(held);
        // A function call leaves the count when its answer has been written, which may be just after it arrived.
        eventually(() -> post("freshness", "{\"text\": \"The CEO of Twitter is Jack Dorsey.\"}")
                .statusCode(200));
    }
}
