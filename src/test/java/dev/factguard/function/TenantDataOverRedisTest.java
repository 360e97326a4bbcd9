package dev.factguard.function;

import static dev.factguard.function.ForecastFunctionsTest.post;
import static dev.factguard.function.ForecastFunctionsTest.tenant;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import dev.factguard.testing.RedisDump;
import dev.factguard.testing.RedisResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** tenant-export and tenant-erase, and what a forecast leaves at rest, through HTTP on a real Redis. */
@QuarkusTest
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class TenantDataOverRedisTest {

    /** Words no prompt of another test uses: found anywhere in a dump, they came from these prompts. */
    private static final List<String> MARKERS = List.of("quorblaxian", "zentrifuge", "vellumox", "drimbleton");

    @Inject
    Instance<RedisDataSource> redis;

    /** Facts, forecasts (one with a model), feedback by id and by prompt (with an idempotency key). */
    static void populate(String t) {
        post(
                        "knowledge-add",
                        "{\"tenant\": \"" + t + "\", \"facts\": ["
                                + "{\"key\": \"capital of France\", \"text\": \"The capital of France is Paris.\"},"
                                + "{\"key\": \"highest mountain\", \"text\": \"Mount Everest is the highest mountain.\"},"
                                + "{\"key\": \"largest ocean\", \"text\": \"The Pacific is the largest ocean.\"}]}")
                .statusCode(200);
        for (int i = 0; i < 3; i++) {
            String id = post(
                            "forecast",
                            "{\"tenant\": \"" + t + "\", \"prompt\": \"Who will win the cup in " + (2030 + i)
                                    + "?\", \"model\": \"m-" + i + "\"}")
                    .statusCode(200)
                    .extract()
                    .path("forecastId");
            if (i < 2) {
                post("feedback", "{\"tenant\": \"" + t + "\", \"forecastId\": \"" + id + "\", \"hallucinated\": true}")
                        .statusCode(200);
            }
        }
        post(
                        "feedback",
                        "{\"tenant\": \"" + t + "\", \"prompt\": \"What is the capital of France?\","
                                + " \"hallucinated\": false, \"idempotencyKey\": \"k1\"}")
                .statusCode(200);
    }

    @Test
    void export_then_erase_of_one_tenant_among_three_leaves_no_key_of_it_and_the_others_whole() {
        String one = tenant("one");
        String gone = tenant("gone");
        String three = tenant("three");
        List.of(one, gone, three).forEach(TenantDataOverRedisTest::populate);
        Map<String, String> before = RedisDump.settled(redis.get());
        Map<String, String> goneBefore = RedisDump.tenant(before, gone);
        assertThat(goneBefore).hasSizeGreaterThan(10);

        // Export, two items a page: every fact, every learned feature, then the totals and the learner.
        List<String> facts = new ArrayList<>();
        Map<String, Integer> features = new HashMap<>();
        JsonPath last = null;
        String cursor = null;
        int pages = 0;
        do {
            last = post(
                            "tenant-export",
                            "{\"tenant\": \"" + gone + "\", \"limit\": 2"
                                    + (cursor == null ? "" : ", \"cursor\": \"" + cursor + "\"") + "}")
                    .statusCode(200)
                    .body("tenant", equalTo(gone))
                    .extract()
                    .jsonPath();
            facts.addAll(last.getList("facts.key"));
            List<Map<String, Object>> page = last.getList("features");
            page.forEach(f -> features.put((String) f.get("name"), (Integer) f.get("total")));
            cursor = last.getString("next");
            pages++;
        } while (cursor != null && pages < 1000);
        assertThat(facts).containsExactly("capital of France", "highest mountain", "largest ocean");
        assertThat(features).containsEntry("len:medium", 3);
        assertThat(features.keySet()).anyMatch(n -> n.startsWith("h:")).noneMatch(n -> n.startsWith("w:"));
        assertThat(last.getInt("totals.total")).isEqualTo(3);
        assertThat(last.getInt("totals.hallucinated")).isEqualTo(2);
        assertThat(last.getMap("learner")).isNotEmpty();
        assertThat(last.getMap("models")).containsKeys("m-0", "m-1");

        post("tenant-erase", "{\"tenant\": \"" + gone + "\", \"confirm\": \"" + one + "\"}")
                .statusCode(400)
                .body("error", equalTo("confirmation_required"))
                .body("message", containsString(gone));
        post("tenant-erase", "{\"tenant\": \"" + gone + "\"}")
                .statusCode(400)
                .body("error", equalTo("confirmation_required"));
        assertThat(RedisDump.all(redis.get())).isEqualTo(before);

        post("tenant-erase", "{\"tenant\": \"" + gone + "\", \"confirm\": \"" + gone + "\"}")
                .statusCode(200)
                .body("complete", equalTo(true))
                .body("total", equalTo(goneBefore.size()))
                .body("removed.facts", equalTo(1))
                .body("removed.outcomes", equalTo(1))
                .body("removed.feedbackKeys", equalTo(1));
        Map<String, String> after = RedisDump.all(redis.get());
        assertThat(after.keySet()).noneMatch(k -> k.contains(gone));
        assertThat(after.values()).noneMatch(v -> v.contains(gone));
        assertThat(RedisDump.tenant(after, one)).isEqualTo(RedisDump.tenant(before, one));
        assertThat(RedisDump.tenant(after, three)).isEqualTo(RedisDump.tenant(before, three));
        assertThat(after).hasSize(before.size() - goneBefore.size());

        post("tenant-erase", "{\"tenant\": \"" + gone + "\", \"confirm\": \"" + gone + "\"}")
                .statusCode(200)
                .body("complete", equalTo(true))
                .body("total", equalTo(0));
        post("forecast", "{\"tenant\": \"" + gone + "\", \"prompt\": \"What is the capital of France?\"}")
                .statusCode(200)
                .body("priorsOnly", equalTo(true))
                .body("outcomes", equalTo(0))
                .body("signals.kbCoverage", nullValue());
        post("knowledge-list", "{\"tenant\": \"" + gone + "\"}").statusCode(200).body("total", equalTo(0));
        post("forecast", "{\"tenant\": \"" + one + "\", \"prompt\": \"What is the capital of France?\"}")
                .statusCode(200)
                .body("priorsOnly", equalTo(false))
                .body("signals.kbCoverage", equalTo(1.0f));
    }

    /**
     * {@code times} rounds of: forecast {@code forecastBody}, feed it back by id as hallucinated, and feed back a
     * prompt as sound, so the tenant learns from both kinds of feedback.
     */
    static void teach(String t, int times, String forecastBody) {
        for (int i = 0; i < times; i++) {
            String id = post("forecast", forecastBody).statusCode(200).extract().path("forecastId");
            post("feedback", "{\"tenant\": \"" + t + "\", \"forecastId\": \"" + id + "\", \"hallucinated\": true}")
                    .statusCode(200)
                    .body("counted", equalTo(true));
            post(
                            "feedback",
                            "{\"tenant\": \"" + t + "\", \"prompt\": \"What is the capital of France?\","
                                    + " \"hallucinated\": false}")
                    .statusCode(200);
        }
    }

    @Test
    void a_dump_of_redis_after_forecasts_and_feedback_holds_no_word_of_the_prompts() {
        String t = tenant("at-rest");
        String[] prompts = {
            "Quorblaxian Zentrifuge chancellor: who holds the office now?",
            "When did Vellumox last win the Drimbleton cup?",
            "Quorblaxian Vellumox zentrifuge drimbleton",
        };
        teach(
                t,
                3,
                "{\"tenant\": \"" + t + "\", \"prompt\": \"" + prompts[0] + "\", \"model\": \"gpt-4o\","
                        + " \"context\": [\"Drimbleton is a town.\"]}");
        post(
                        "feedback",
                        "{\"tenant\": \"" + t + "\", \"prompt\": \"" + prompts[1] + "\", \"hallucinated\": false,"
                                + " \"model\": \"gpt-4o\", \"idempotencyKey\": \"once\"}")
                .statusCode(200)
                .body("counted", equalTo(true));
        String batched = post("forecast", "{\"tenant\": \"" + t + "\", \"prompt\": \"" + prompts[2] + "\"}")
                .statusCode(200)
                .extract()
                .path("forecastId");
        post(
                        "feedback",
                        "{\"tenant\": \"" + t + "\", \"outcomes\": [{\"forecastId\": \"" + batched
                                + "\", \"hallucinated\": true}, {\"prompt\": \"" + prompts[2]
                                + "\", \"hallucinated\": false}]}")
                .statusCode(200);
        String forecast = post("forecast", "{\"tenant\": \"" + t + "\", \"prompt\": \"" + prompts[0] + "\"}")
                .statusCode(200)
                .extract()
                .asString()
                .toLowerCase();
        assertThat(forecast)
                .as("the rationale still names the words, from the prompt in hand")
                .contains("prompts with \\\"chancellor\\\"");

        Map<String, String> dump = RedisDump.tenant(RedisDump.all(redis.get()), t);
        assertThat(dump).as("the tenant's data is there to look at").hasSizeGreaterThan(8);
        assertThat(dump.get("fg:{" + t + "}:outcomes")).contains("h:", "cue:");
        String all = String.join(
                        "\n",
                        RedisDump.settled(redis.get()).entrySet().stream()
                                .map(e -> e.getKey() + " " + e.getValue())
                                .toList())
                .toLowerCase();
        for (String marker : MARKERS) {
            assertThat(all).as("a dump of Redis holds '" + marker + "'").doesNotContain(marker);
        }
        JsonPath insight = post("insight", "{\"tenant\": \"" + t + "\"}")
                .statusCode(200)
                .body("outcomes", equalTo(9))
                .extract()
                .jsonPath();
        assertThat(insight.getList("features.name", String.class)).noneMatch(n -> n.startsWith("h:"));
    }
}
