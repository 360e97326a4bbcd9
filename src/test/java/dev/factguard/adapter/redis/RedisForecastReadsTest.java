package dev.factguard.adapter.redis;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;

import dev.factguard.core.forecast.ForecastReads;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.outcome.FeatureCounts;
import dev.factguard.core.outcome.FeatureKeys;
import dev.factguard.core.outcome.OutcomeStore;
import dev.factguard.core.outcome.PromptFeatures;
import dev.factguard.core.text.TermAnalyzer;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

/**
 * How many round trips a forecast and a feedback cost, counted on the wire by a proxy in front of a real Redis:
 * commands run inside a script are not round trips and are not counted.
 */
@QuarkusTest
@QuarkusTestResource(value = CountedRedisResource.class, restrictToAnnotatedClass = true)
class RedisForecastReadsTest {

    private static final String ADD = """
            {"tenant": "%s", "facts": [{"key": "capital of France", "text": "The capital of France is Paris."}]}""";

    @Inject
    Optional<RedisGate> gate;

    @Inject
    OutcomeStore outcomes;

    @Inject
    Instance<RedisDataSource> redis;

    private static CountingRedisProxy proxy() {
        return CountedRedisResource.proxy();
    }

    static ValidatableResponse post(String function, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .when()
                .post("/" + function)
                .then()
                .statusCode(200);
    }

    static ValidatableResponse forecast(String tenant, String prompt) {
        return post("forecast", "{\"tenant\": \"" + tenant + "\", \"prompt\": \"" + prompt + "\"}");
    }

    /**
     * A forecast whose learner header, sent after its answer without being waited for, has reached Redis: so that
     * commands counted from now on are the next forecast's alone.
     */
    static String settledForecast(RedisDataSource redis, String tenant, String prompt) {
        String id = forecast(tenant, prompt).extract().path("forecastId");
        String key = new RedisKeys("fg").forecastLearner(tenant, id);
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (!redis.key().exists(key) && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        return id;
    }

    private static String tenant(String name) {
        return name + "-" + System.nanoTime();
    }

    private static List<String> features(String prompt) {
        return PromptFeatures.of(prompt, TermAnalyzer.analyze(prompt), null).names();
    }

    /** Another instance on the same Redis: its own cached indexes, lexical only to stay light. */
    private RedisKnowledgeStore instance() {
        return new RedisKnowledgeStore(
                gate.orElseThrow(), new RedisKeys("fg"), 100, Embeddings.OFF, HybridScorer.MINILM);
    }

    private RedisForecastReads reads(RedisKnowledgeStore knowledge) {
        return new RedisForecastReads(
                knowledge,
                new RedisOutcomeStore(gate.orElseThrow(), new RedisKeys("fg"), Duration.ofDays(7)),
                new RedisKeys("fg"),
                FeatureKeys.readable(),
                ForkJoinPool.commonPool());
    }

    private long commandStat(String command) {
        String info = redis.get().execute("INFO", "commandstats").toString();
        String prefix = "cmdstat_" + command + ":calls=";
        for (String line : info.split("\r?\n")) {
            if (line.startsWith(prefix)) {
                return Long.parseLong(line.substring(prefix.length(), line.indexOf(',')));
            }
        }
        return 0;
    }

    @Test
    void a_forecast_over_http_is_one_round_trip_to_redis() {
        String t = tenant("one-trip");
        post("knowledge-add", String.format(ADD, t));
        settledForecast(redis.get(), t, "What is the capital of France?");
        proxy().reset();
        forecast(t, "What is the capital of France?")
                .body("degraded", empty())
                .body("signals.kbCoverage", equalTo(1.0f));
        assertThat(afterTheAnswer())
                .as("the forecast's remembering, its outcome counters and the facts' version check; then the header"
                        + " the risk learner needs, not waited for")
                .isEqualTo(Map.of("SET", 2L, "HMGET", 1L, "EVALSHA", 1L));
        assertThat(proxy().roundTrips())
                .as("sent as one batch, the learner's header after the answer")
                .isEqualTo(2);
    }

    /**
     * The commands of a forecast, once the learner's header it sends after its answer (without waiting) has reached
     * Redis too.
     */
    private static Map<String, Long> afterTheAnswer() {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (proxy().commands().getOrDefault("SET", 0L) < 2 && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        return proxy().commands();
    }

    @Test
    void a_forecast_after_another_instance_wrote_gets_the_new_fact_in_the_same_round_trip() {
        String t = tenant("delta");
        post("knowledge-add", String.format(ADD, t));
        settledForecast(redis.get(), t, "What is the capital of France?");
        instance().add(t, List.of(new Fact("capital of Italy", "The capital of Italy is Rome.")));
        proxy().reset();
        forecast(t, "What is the capital of Italy?").body("signals.kbCoverage", equalTo(1.0f));
        assertThat(afterTheAnswer()).isEqualTo(Map.of("SET", 2L, "HMGET", 1L, "EVALSHA", 1L));
        assertThat(proxy().roundTrips()).isEqualTo(2);
    }

    @Test
    void each_kind_of_feedback_is_one_round_trip_and_a_quoted_forecast_teaches_the_next_one() {
        String t = tenant("feedback");
        String prompt = "Cite sources for the history of Lindholm";
        // Settled: a forecast's header write landing late would count as the feedback's (a loaded machine showed it).
        String id = settledForecast(redis.get(), t, prompt);
        feedbackInOneRoundTrip("by forecastId", "\"forecastId\": \"" + id + "\", \"hallucinated\": true", t)
                .body("counted", equalTo(true))
                .body("total", equalTo(1));
        String byPrompt = "\"prompt\": \"" + prompt + "\", \"hallucinated\": false, \"idempotencyKey\": \"k1\"";
        // Feedback by prompt assesses the prompt as a forecast would (its read, and the learner's counters when
        // feedback changed them since this instance fitted its learner), then writes in one script.
        proxy().reset();
        post("feedback", "{\"tenant\": \"" + t + "\", " + byPrompt + "}").body("total", equalTo(2));
        assertThat(proxy().commands())
                .as("feedback by prompt")
                .containsEntry("EVAL", 1L)
                .containsEntry("HMGET", 1L)
                .containsEntry("EVALSHA", 1L)
                .doesNotContainKey("SET");
        String second = settledForecast(redis.get(), t, prompt);
        String third = settledForecast(redis.get(), t, prompt);
        String batch = "\"outcomes\": [{\"forecastId\": \"" + second
                + "\", \"hallucinated\": true}, {\"forecastId\": \"" + third + "\", \"hallucinated\": false}]";
        feedbackInOneRoundTrip("a batch", batch, t).body("total", equalTo(4));
        forecast(t, prompt).body("outcomes", equalTo(4)).body("degraded", empty());
    }

    private static ValidatableResponse feedbackInOneRoundTrip(String what, String fields, String tenant) {
        proxy().reset();
        ValidatableResponse response = post("feedback", "{\"tenant\": \"" + tenant + "\", " + fields + "}");
        assertThat(proxy().commands()).as("feedback " + what).hasSize(1).containsValue(1L);
        assertThat(proxy().roundTrips()).as("feedback " + what).isEqualTo(1);
        return response;
    }

    @Test
    void a_tenant_too_large_for_one_reply_is_read_in_chunks_and_its_outcome_part_is_done_once() {
        String t = tenant("large");
        RedisKnowledgeStore writer = instance();
        List<Fact> facts = new ArrayList<>();
        for (int i = 0; i <= RedisKnowledgeStore.CHUNK; i++) {
            facts.add(new Fact("fact " + i, "Fact number " + i + " is about the river Lindholm."));
        }
        writer.add(t, facts);
        String prompt = "Cite sources for the history of Lindholm";
        List<String> f = features(prompt);
        outcomes.recordFeatures(t, f, true, null);
        long hmget = commandStat("hmget");
        long set = commandStat("set");
        proxy().reset();

        ForecastReads.Read read = reads(instance()).read(t, KnowledgeQuery.of(prompt), 3, f, "fc_large");

        assertThat(read.retrieval().factCount()).isEqualTo(RedisKnowledgeStore.CHUNK + 1);
        assertThat(read.counts()).containsEntry(OutcomeStore.TOTAL, new FeatureCounts(1, 1));
        assertThat(read.counts()).containsEntry("cue:asks_for_sources", new FeatureCounts(1, 1));
        assertThat(commandStat("hmget") - hmget).as("counters read once").isEqualTo(1);
        assertThat(commandStat("set") - set).as("forecast remembered once").isEqualTo(1);
        assertThat(proxy().commands().get("EVALSHA"))
                .as("the first read, and the catch-up after the chunks")
                .isEqualTo(2L);
        assertThat(proxy().commands()).containsKey("HSCAN");
        assertThat(outcomes.recordForecast(t, "fc_large", false).counted()).isTrue();
        assertThat(outcomes.recordForecast(t, "fc_large", false).counted()).isFalse();
    }

    @Test
    void after_data_loss_a_read_serves_no_lost_fact_and_still_remembers_the_forecast() {
        String t = tenant("lost");
        RedisKnowledgeStore reader = instance();
        instance().add(t, List.of(new Fact("capital of France", "The capital of France is Paris.")));
        String prompt = "What is the capital of France?";
        assertThat(reads(reader)
                        .read(t, KnowledgeQuery.of(prompt), 3, features(prompt), null)
                        .retrieval()
                        .factCount())
                .isEqualTo(1);
        redis.get().execute("FLUSHALL");

        ForecastReads.Read read = reads(reader).read(t, KnowledgeQuery.of(prompt), 3, features(prompt), "fc_lost");

        assertThat(read.retrieval().factCount()).isZero();
        assertThat(read.counts()).isEmpty();
        assertThat(outcomes.recordForecast(t, "fc_lost", true).known()).isTrue();
    }

    @Test
    void after_the_script_cache_is_flushed_the_script_is_sent_once_then_called_by_its_sha() {
        String t = tenant("noscript");
        post("knowledge-add", String.format(ADD, t));
        redis.get().execute("SCRIPT", "FLUSH");
        proxy().reset();
        forecast(t, "What is the capital of France?").body("degraded", empty());
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (proxy().commands().getOrDefault("SET", 0L) < 3 && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertThat(proxy().commands())
                .as("the batch is sent again, with the script in full; then the learner's header")
                .isEqualTo(Map.of("SET", 3L, "HMGET", 2L, "EVALSHA", 1L, "EVAL", 1L));
        assertThat(proxy().roundTrips()).isEqualTo(3);
        proxy().reset();
        forecast(t, "What is the capital of France?").body("degraded", empty());
        assertThat(afterTheAnswer()).isEqualTo(Map.of("SET", 2L, "HMGET", 1L, "EVALSHA", 1L));
        assertThat(proxy().roundTrips()).isEqualTo(2);
    }

    @Test
    void an_async_read_sends_the_same_one_batch_and_reads_what_the_sync_read_reads() {
        String t = tenant("async");
        RedisKnowledgeStore writer = instance();
        writer.add(
                t,
                List.of(
                        new Fact("capital of France", "The capital of France is Paris."),
                        new Fact("river", "The river Lindholm flows north.")));
        String prompt = "Cite sources for the history of Lindholm";
        List<String> f = features(prompt);
        outcomes.recordFeatures(t, f, true, null);
        RedisForecastReads reads = reads(instance());
        KnowledgeQuery query = KnowledgeQuery.of(prompt);
        ForecastReads.Read sync = reads.read(t, query, 3, f, "fc_sync");
        proxy().reset();

        ForecastReads.Read async = reads.readAsync(t, query, 3, f, "fc_async")
                .toCompletableFuture()
                .join();

        assertThat(async).isEqualTo(sync);
        assertThat(async.counts()).containsEntry("cue:asks_for_sources", new FeatureCounts(1, 1));
        assertThat(proxy().commands()).isEqualTo(Map.of("SET", 1L, "HMGET", 1L, "EVALSHA", 1L));
        assertThat(proxy().roundTrips()).isEqualTo(1);
        assertThat(outcomes.recordForecast(t, "fc_async", false).counted()).isTrue();
    }

    @Test
    void an_async_read_behind_another_instance_applies_the_delta_from_its_one_round_trip() {
        String t = tenant("async-delta");
        String prompt = "What is the capital of Italy?";
        RedisForecastReads reads = reads(instance());
        instance().add(t, List.of(new Fact("capital of France", "The capital of France is Paris.")));
        reads.read(t, KnowledgeQuery.of(prompt), 3, features(prompt), null);
        instance().add(t, List.of(new Fact("capital of Italy", "The capital of Italy is Rome.")));
        proxy().reset();

        ForecastReads.Read read = reads.readAsync(t, KnowledgeQuery.of(prompt), 3, features(prompt), null)
                .toCompletableFuture()
                .join();

        assertThat(read.retrieval().factCount()).isEqualTo(2);
        assertThat(read.retrieval().bestScore()).isEqualTo(1.0);
        assertThat(proxy().roundTrips()).isEqualTo(1);
    }

    @Test
    void an_async_read_of_a_tenant_too_large_for_one_reply_reads_it_in_chunks() {
        String t = tenant("async-large");
        List<Fact> facts = new ArrayList<>();
        for (int i = 0; i <= RedisKnowledgeStore.CHUNK; i++) {
            facts.add(new Fact("fact " + i, "Fact number " + i + " is about the river Lindholm."));
        }
        instance().add(t, facts);
        String prompt = "Cite sources for the history of Lindholm";
        long hmget = commandStat("hmget");

        ForecastReads.Read read = reads(instance())
                .readAsync(t, KnowledgeQuery.of(prompt), 3, features(prompt), "fc_async_large")
                .toCompletableFuture()
                .join();

        assertThat(read.retrieval().factCount()).isEqualTo(RedisKnowledgeStore.CHUNK + 1);
        assertThat(commandStat("hmget") - hmget).as("counters read once").isEqualTo(1);
        assertThat(outcomes.recordForecast(t, "fc_async_large", false).counted())
                .isTrue();
    }

    @Test
    void an_async_read_after_the_script_cache_is_flushed_sends_the_batch_again_with_the_script() {
        String t = tenant("async-noscript");
        instance().add(t, List.of(new Fact("capital of France", "The capital of France is Paris.")));
        String prompt = "What is the capital of France?";
        RedisForecastReads reads = reads(instance());
        redis.get().execute("SCRIPT", "FLUSH");
        proxy().reset();

        ForecastReads.Read read = reads.readAsync(t, KnowledgeQuery.of(prompt), 3, features(prompt), "fc_ns")
                .toCompletableFuture()
                .join();

        assertThat(read.retrieval().bestScore()).isEqualTo(1.0);
        assertThat(proxy().commands()).isEqualTo(Map.of("SET", 2L, "HMGET", 2L, "EVALSHA", 1L, "EVAL", 1L));
        assertThat(proxy().roundTrips()).isEqualTo(2);
    }
}
