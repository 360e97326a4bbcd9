package dev.factguard.adapter.redis;

import static dev.factguard.adapter.redis.RedisForecastReadsTest.forecast;
import static dev.factguard.adapter.redis.RedisForecastReadsTest.post;
import static dev.factguard.testing.Eventually.eventually;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.factguard.function.ForecastFunctions;
import dev.factguard.function.ForecastFunctions.ForecastRequest;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A lexical service with Redis serves {@code POST /forecast} on the event loop, its read sent without waiting
 * (ForecastDispatch): the same answer as the synchronous function, the same one batch, and the same degraded
 * answer when Redis is down, slow, or has lost its scripts.
 */
@QuarkusTest
@QuarkusTestResource(value = LexicalCountedRedisResource.class, restrictToAnnotatedClass = true)
class AsyncForecastOverHttpTest {

    private static final String ADD = "{\"tenant\": \"%s\", \"facts\": [{\"key\": \"capital of France\","
            + " \"text\": \"The capital of France is Paris.\"}, {\"key\": \"Nordwind CEO\","
            + " \"text\": \"The CEO of Nordwind is Ada Berg.\"}]}";
    private static final String UNAVAILABLE =
            "state store unavailable: coverage fell back to its prior, learned outcomes are absent";

    @Inject
    ForecastFunctions functions;

    @Inject
    ObjectMapper json;

    @Inject
    Instance<RedisDataSource> redis;

    @Inject
    Optional<RedisGate> gate;

    @TestHTTPResource("/forecast")
    URI forecastUri;

    /**
     * A test that failed half-way may leave Redis paused, or this instance failing fast after its fault: the next
     * test starts from a Redis that answers (a PING clears the fail-fast window), so a failure stays where it is.
     */
    @AfterEach
    void redisAnswersAgain() throws Exception {
        PausedClients.command(CountedRedisResource.redis().port(), "CLIENT", "UNPAUSE");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        while (!gate.orElseThrow().ping()) {
            assertThat(System.nanoTime()).as("Redis answers a PING again").isLessThan(deadline);
            Thread.sleep(50);
        }
    }

    private static String withoutId(String body) {
        return body.replaceAll("\"forecastId\":\"[^\"]*\"", "\"forecastId\":\"\"");
    }

    @Test
    void the_answer_is_the_synchronous_functions_answer_byte_for_byte_but_the_id() throws Exception {
        String t = "same-" + System.nanoTime();
        post("knowledge-add", String.format(ADD, t));
        post(
                "feedback",
                "{\"tenant\": \"" + t + "\", \"prompt\": \"Who is the current CEO of Nordwind?\","
                        + " \"hallucinated\": true}");
        for (String prompt : List.of(
                "What is the capital of France?",
                "Who is the current CEO of Nordwind?",
                "Cite sources for the history of Lindholm",
                "Write a haiku about rain")) {
            String overHttp = forecast(t, prompt).extract().asString();
            String sync = json.writeValueAsString(functions.forecast(new ForecastRequest(t, prompt, null)));
            assertThat(withoutId(overHttp)).as(prompt).isEqualTo(withoutId(sync));
        }
    }

    @Test
    void a_request_that_is_not_valid_is_refused_with_the_same_json_errors() {
        given().contentType(ContentType.JSON)
                .body("{\"tenant\": \"bad\"}")
                .when()
                .post("/forecast")
                .then()
                .statusCode(400)
                .body("error", equalTo("missing_field"))
                .body("message", containsString("'prompt'"));
        given().contentType(ContentType.JSON)
                .body("{\"prompt\": \"" + "x".repeat(10_000) + "\"}")
                .when()
                .post("/forecast")
                .then()
                .statusCode(400)
                .body("error", equalTo("too_large"));
    }

    @Test
    void a_forecast_is_one_batch_and_a_write_by_another_instance_arrives_in_it() {
        String t = "batch-" + System.nanoTime();
        post("knowledge-add", String.format(ADD, t));
        RedisForecastReadsTest.settledForecast(redis.get(), t, "What is the capital of France?");
        CountingRedisProxy proxy = CountedRedisResource.proxy();
        proxy.reset();
        forecast(t, "What is the capital of France?")
                .body("degraded", empty())
                .body("signals.kbCoverage", equalTo(1.0f));
        assertThat(sent(2)).isEqualTo(Map.of("SET", 2L, "HMGET", 1L, "EVALSHA", 1L));
        assertThat(proxy.roundTrips())
                .as("the batch, then the learner's header after the answer")
                .isEqualTo(2);

        // Behind Redis: the delta comes in the same reply and is applied off the event loop.
        post(
                "knowledge-add",
                "{\"tenant\": \"" + t + "\", \"facts\": [{\"key\": \"capital of Italy\","
                        + " \"text\": \"The capital of Italy is Rome.\"}]}");
        redis.get().execute("SCRIPT", "FLUSH");
        proxy.reset();
        forecast(t, "What is the capital of Italy?")
                .body("degraded", empty())
                .body("signals.kbCoverage", equalTo(1.0f));
        assertThat(sent(3))
                .as("NOSCRIPT: the batch is sent again with the script in full; then the learner's header")
                .isEqualTo(Map.of("SET", 3L, "HMGET", 2L, "EVALSHA", 1L, "EVAL", 1L));
    }

    /** The commands seen once {@code sets} SETs have (the learner's header follows the answer, not waited for). */
    private static Map<String, Long> sent(long sets) {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (CountedRedisResource.proxy().commands().getOrDefault("SET", 0L) < sets && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        return CountedRedisResource.proxy().commands();
    }

    @Test
    void a_forecast_whose_connection_is_killed_under_its_batch_is_sent_again_and_answers() throws Exception {
        String t = "killed-" + System.nanoTime();
        post("knowledge-add", String.format(ADD, t));
        PausedClients.killedUnderItsBatch(
                        CountedRedisResource.redis().port(), () -> forecast(t, "What is the capital of France?"))
                .body("degraded", empty())
                .body("signals.kbCoverage", equalTo(1.0f));
    }

    @Test
    void a_burst_of_forecasts_beyond_the_pools_old_bound_waits_for_connections_instead_of_degrading() throws Exception {
        String t = "burst-" + System.nanoTime();
        post("knowledge-add", String.format(ADD, t));
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(forecastUri)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(
                        "{\"tenant\": \"" + t + "\", \"prompt\": \"What is the capital of France?\"}"))
                .build();
        // The client's own start-up and its 100 connections to the service, before the pause: what is timed below is
        // the service's burst, not connection set-up on a busy machine.
        List<CompletableFuture<HttpResponse<String>>> warmUp = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            warmUp.add(client.sendAsync(request, HttpResponse.BodyHandlers.ofString()));
        }
        for (CompletableFuture<HttpResponse<String>> w : warmUp) {
            w.get(30, TimeUnit.SECONDS);
        }
        // Under CLIENT PAUSE WRITE every batch waits at its SET, so the 100 are in flight at once: more than
        // 6 connections and 64 waiting (the bound before) could hold, fewer than 32 and 1,024 (the defaults). The
        // pause is lifted once 20 connections are held (or after 1 s), well within the 2 s client timeout.
        int port = CountedRedisResource.redis().port();
        PausedClients.command(port, "CLIENT", "PAUSE", "5000", "WRITE");
        List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>();
        int mostHeld = 0;
        try {
            for (int i = 0; i < 100; i++) {
                answers.add(client.sendAsync(request, HttpResponse.BodyHandlers.ofString()));
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
            while (mostHeld < 20 && System.nanoTime() < deadline) {
                String clients = PausedClients.command(port, "CLIENT", "LIST");
                mostHeld = Math.max(mostHeld, PausedClients.heldForecasts(clients));
                Thread.sleep(10);
            }
            Thread.sleep(50);
        } finally {
            PausedClients.command(port, "CLIENT", "UNPAUSE");
        }
        // Every answer is in before anything is asserted, so none is still in flight when the next test starts.
        List<HttpResponse<String>> answered = new ArrayList<>();
        for (CompletableFuture<HttpResponse<String>> a : answers) {
            answered.add(a.get(30, TimeUnit.SECONDS));
        }
        assertThat(mostHeld).as("connections held by the pause at once").isGreaterThan(6);
        for (HttpResponse<String> answer : answered) {
            assertThat(answer.statusCode()).isEqualTo(200);
            assertThat(answer.body()).doesNotContain("\"degraded\":[\"redis\"]").contains("\"kbCoverage\":1.0");
        }
    }

    @Test
    void with_redis_down_the_forecast_degrades_and_recovers_when_it_is_back() throws Exception {
        String t = "down-" + System.nanoTime();
        post("knowledge-add", String.format(ADD, t));
        CountedRedisResource.redis().stop();
        try {
            // The first finds the connection refused, the second is failed fast: both answer, degraded.
            for (int i = 0; i < 2; i++) {
                forecast(t, "What is the capital of France?")
                        .body("degraded", contains("redis"))
                        .body("signals.kbCoverage", equalTo(null))
                        .body("signals.patternHistory", equalTo(null))
                        .body("rationale", hasItem(UNAVAILABLE));
            }
        } finally {
            CountedRedisResource.redis().start();
        }
        eventually(() -> forecast(t, "What is the capital of Italy?").body("degraded", empty()));
    }

    @Test
    void a_redis_that_does_not_answer_within_the_client_timeout_degrades_the_forecast() throws Exception {
        String t = "slow-" + System.nanoTime();
        post("knowledge-add", String.format(ADD, t));
        forecast(t, "What is the capital of France?").body("degraded", empty());
        // Paused for twice the 2 s client timeout: the batch is sent and waits, unanswered.
        redis.get().execute("CLIENT", "PAUSE", "4000", "ALL");
        forecast(t, "What is the capital of France?")
                .body("degraded", contains("redis"))
                .body("rationale", hasItem(UNAVAILABLE));
        eventually(() -> forecast(t, "What is the capital of France?")
                .body("degraded", empty())
                .body("signals.kbCoverage", equalTo(1.0f)));
    }
}
