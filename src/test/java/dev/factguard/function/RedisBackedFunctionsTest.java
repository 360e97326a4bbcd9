package dev.factguard.function;

import static dev.factguard.function.ForecastFunctionsTest.post;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import dev.factguard.testing.RedisResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** The functions over HTTP with Redis state, under parallel load. */
@QuarkusTest
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class RedisBackedFunctionsTest {

    @TestHTTPResource("/")
    URI base;

    private final HttpClient http = HttpClient.newHttpClient();

    private List<Integer> parallel(int count, String function, java.util.function.IntFunction<String> body)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try {
            List<Callable<Integer>> calls = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                String json = body.apply(i);
                calls.add(() -> http.send(
                                HttpRequest.newBuilder(base.resolve(function))
                                        .header("Content-Type", "application/json")
                                        .POST(HttpRequest.BodyPublishers.ofString(json))
                                        .build(),
                                HttpResponse.BodyHandlers.ofString())
                        .statusCode());
            }
            List<Integer> statuses = new ArrayList<>();
            for (Future<Integer> f : pool.invokeAll(calls)) {
                statuses.add(f.get());
            }
            return statuses;
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void two_hundred_parallel_feedbacks_are_all_counted() throws Exception {
        String t = "par-" + System.nanoTime();
        List<Integer> statuses = parallel(
                200,
                "feedback",
                i -> "{\"tenant\": \"" + t + "\", \"prompt\": \"Who is the CEO of Nordwind?\", \"hallucinated\": "
                        + (i % 4 == 0) + "}");
        assertThat(statuses).containsOnly(200);
        post(
                        "feedback",
                        "{\"tenant\": \"" + t + "\", \"prompt\": \"Who is the CEO of Nordwind?\","
                                + " \"hallucinated\": false}")
                .statusCode(200)
                .body("total", equalTo(201))
                .body("hallucinations", equalTo(50));
    }

    @Test
    void one_forecast_id_sent_fifty_times_in_parallel_counts_once() throws Exception {
        String t = "once-" + System.nanoTime();
        String id = post("forecast", "{\"tenant\": \"" + t + "\", \"prompt\": \"Who wrote Hamlet?\"}")
                .statusCode(200)
                .extract()
                .path("forecastId");
        List<Integer> statuses = parallel(
                50,
                "feedback",
                i -> "{\"tenant\": \"" + t + "\", \"forecastId\": \"" + id + "\", \"hallucinated\": true}");
        assertThat(statuses).containsOnly(200);
        post("feedback", "{\"tenant\": \"" + t + "\", \"forecastId\": \"" + id + "\", \"hallucinated\": true}")
                .statusCode(200)
                .body("total", equalTo(1))
                .body("counted", equalTo(false));
    }

    @Test
    void facts_added_over_http_are_used_by_forecast() {
        String t = "kb-" + System.nanoTime();
        post(
                        "knowledge-add",
                        "{\"tenant\": \"" + t + "\", \"facts\": [{\"key\": \"capital of France\","
                                + " \"text\": \"The capital of France is Paris.\"}]}")
                .statusCode(200)
                .body("total", equalTo(1));
        post("forecast", "{\"tenant\": \"" + t + "\", \"prompt\": \"What is the capital of France?\"}")
                .statusCode(200)
                .body("signals.kbCoverage", equalTo(1.0f))
                .body("recommendation", equalTo("ground"));
    }
}
