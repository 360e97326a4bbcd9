package dev.factguard.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.factguard.testing.EmbeddedRedis;
import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Two service processes — the packaged application, started twice — on one real Redis: what one learns, the
 * other uses. Runs in {@code verify} after packaging (failsafe), because it needs the built jar.
 */
class TwoInstancesIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static EmbeddedRedis redis;
    private static final List<Process> processes = new ArrayList<>();
    private static URI a;
    private static URI b;

    @BeforeAll
    static void start() throws Exception {
        Path jar = Path.of("target", "quarkus-app", "quarkus-run.jar");
        assertThat(jar).as("run after package: ./mvnw verify").exists();
        redis = new EmbeddedRedis().start();
        // "a" runs the packaged defaults (MiniLM embeddings loaded at startup), so a packaging regression
        // that only shows outside the test class loader fails here; "b" is lexical-only to stay light.
        a = launch(jar, "a");
        b = launch(jar, "b", "-Dfactguard.embedding.model=none");
    }

    @AfterAll
    static void stop() {
        processes.forEach(Process::destroy);
        if (redis != null) {
            redis.stop();
        }
    }

    private static URI launch(Path jar, String name, String... options) throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        File log = Path.of("target", "two-instances-" + name + ".log").toFile();
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dquarkus.http.port=" + port,
                "-Dquarkus.redis.hosts=" + redis.url()));
        command.addAll(List.of(options));
        command.addAll(List.of("-jar", jar.toString()));
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log)
                .start();
        processes.add(process);
        URI base = URI.create("http://127.0.0.1:" + port + "/");
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (System.nanoTime() < deadline) {
            try {
                if (HTTP.send(
                                        HttpRequest.newBuilder(base.resolve("q/health/ready"))
                                                .build(),
                                        HttpResponse.BodyHandlers.ofString())
                                .statusCode()
                        == 200) {
                    return base;
                }
            } catch (IOException notYet) {
                // still starting
            }
            if (!process.isAlive()) {
                throw new IllegalStateException("instance " + name + " exited: " + Files.readString(log.toPath()));
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException("instance " + name + " not ready in 60 s");
    }

    private static JsonNode post(URI base, String function, String body) throws Exception {
        HttpResponse<String> response = HTTP.send(
                HttpRequest.newBuilder(base.resolve(function))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(function + ": " + response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    @Test
    void a_fact_added_through_one_instance_is_used_by_the_other() throws Exception {
        String t = "two-" + System.nanoTime();
        String prompt = "{\"tenant\": \"" + t + "\", \"prompt\": \"What is the capital of France?\"}";
        assertThat(post(b, "forecast", prompt).get("signals").get("kbCoverage").isNull())
                .isTrue();
        post(
                a,
                "knowledge-add",
                "{\"tenant\": \"" + t + "\", \"facts\": [{\"key\": \"capital of France\","
                        + " \"text\": \"The capital of France is Paris.\"}]}");
        JsonNode forecast = post(b, "forecast", prompt);
        assertThat(forecast.get("signals").get("kbCoverage").asDouble()).isEqualTo(1.0);
        assertThat(forecast.get("recommendation").asText()).isEqualTo("ground");
    }

    @Test
    void feedback_to_one_instance_teaches_the_other() throws Exception {
        String t = "hist-" + System.nanoTime();
        String prompt = "{\"tenant\": \"" + t + "\", \"prompt\": \"Who is the mayor of Oberwelden?\"}";
        JsonNode cold = post(b, "forecast", prompt);
        assertThat(cold.get("priorsOnly").asBoolean()).isTrue();
        String id = post(a, "forecast", prompt).get("forecastId").asText();
        post(a, "feedback", "{\"tenant\": \"" + t + "\", \"forecastId\": \"" + id + "\", \"hallucinated\": true}");
        JsonNode again = post(
                b, "feedback", "{\"tenant\": \"" + t + "\", \"forecastId\": \"" + id + "\", \"hallucinated\": true}");
        assertThat(again.get("counted").asBoolean())
                .as("the id was already counted by the other instance")
                .isFalse();
        JsonNode learned = post(b, "forecast", prompt);
        assertThat(learned.get("outcomes").asLong()).isEqualTo(1);
        assertThat(learned.get("signals").get("patternHistory").asDouble())
                .isGreaterThan(cold.get("signals").get("patternHistory").asDouble());
    }

    @Test
    void a_tenant_s_thresholds_set_through_one_instance_decide_its_forecasts_on_the_other_within_the_refresh()
            throws Exception {
        String t = "thresholds-" + System.nanoTime();
        post(
                a,
                "knowledge-add",
                "{\"tenant\": \"" + t + "\", \"facts\": [{\"key\": \"Nordwind K5 kettle\","
                        + " \"text\": \"The Nordwind K5 electric kettle holds 1.7 litres.\"}]}");
        String prompt =
                "{\"tenant\": \"" + t + "\", \"prompt\": \"How many litres does the Nordwind K5 kettle hold?\"}";
        assertThat(post(b, "forecast", prompt).get("recommendation").asText()).isEqualTo("ground");
        long set = System.nanoTime();
        // Grounding alone is enough only for a risk next to nothing: the question goes to a person.
        post(a, "tenant-settings", "{\"tenant\": \"" + t + "\", \"proceedBelow\": 0.0, \"groundBelow\": 0.01}");
        assertThat(post(a, "forecast", prompt).get("recommendation").asText())
                .as("the instance that took the change uses it at once")
                .isEqualTo("human_review");
        String seen = "ground";
        while (!seen.equals("human_review")
                && System.nanoTime() - set < Duration.ofSeconds(10).toNanos()) {
            Thread.sleep(50);
            seen = post(b, "forecast", prompt).get("recommendation").asText();
        }
        Duration took = Duration.ofNanos(System.nanoTime() - set);
        System.out.println("tenant thresholds set on one instance used by the other after " + took.toMillis() + " ms");
        assertThat(seen).isEqualTo("human_review");
        // thresholds-refresh is 2 s; the check runs on its own thread and reads two keys.
        assertThat(took).isLessThan(Duration.ofMillis(3500));
    }

    @Test
    void a_tenant_erased_through_one_instance_is_forgotten_by_the_other() throws Exception {
        String t = "erased-" + System.nanoTime();
        String prompt = "{\"tenant\": \"" + t + "\", \"prompt\": \"What is the capital of France?\"}";
        post(
                a,
                "knowledge-add",
                "{\"tenant\": \"" + t + "\", \"facts\": [{\"key\": \"capital of France\","
                        + " \"text\": \"The capital of France is Paris.\"}]}");
        for (int i = 0; i < 3; i++) {
            String id = post(b, "forecast", prompt).get("forecastId").asText();
            post(b, "feedback", "{\"tenant\": \"" + t + "\", \"forecastId\": \"" + id + "\", \"hallucinated\": true}");
        }
        // Both instances now hold the tenant: its fact index cached, its learner fitted on three outcomes.
        for (URI instance : List.of(a, b)) {
            JsonNode learned = post(instance, "forecast", prompt);
            assertThat(learned.get("priorsOnly").asBoolean()).isFalse();
            assertThat(learned.get("outcomes").asLong()).isEqualTo(3);
            assertThat(learned.get("signals").get("kbCoverage").asDouble()).isEqualTo(1.0);
        }

        JsonNode erased = post(a, "tenant-erase", "{\"tenant\": \"" + t + "\", \"confirm\": \"" + t + "\"}");
        assertThat(erased.get("complete").asBoolean()).isTrue();
        assertThat(erased.get("removed").get("facts").asInt()).isEqualTo(1);

        for (URI instance : List.of(b, a)) {
            JsonNode forgotten = post(instance, "forecast", prompt);
            assertThat(forgotten.get("priorsOnly").asBoolean())
                    .as(instance + " rests on priors")
                    .isTrue();
            assertThat(forgotten.get("outcomes").asLong()).isZero();
            assertThat(forgotten.get("signals").get("kbCoverage").isNull())
                    .as(instance + " has no fact")
                    .isTrue();
            assertThat(post(instance, "knowledge-list", "{\"tenant\": \"" + t + "\"}")
                            .get("total")
                            .asInt())
                    .isZero();
        }
        JsonNode again = post(b, "tenant-erase", "{\"tenant\": \"" + t + "\", \"confirm\": \"" + t + "\"}");
        assertThat(again.get("complete").asBoolean()).isTrue();
        assertThat(again.get("removed").has("facts"))
                .as("nothing but the forecasts just made")
                .isFalse();
    }
}
