package dev.factguard.adapter.redis;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.outcome.OutcomeStore;
import dev.factguard.core.tenant.Erasure;
import dev.factguard.core.tenant.ErasureIncompleteException;
import dev.factguard.testing.PersistentRedisResource;
import dev.factguard.testing.RedisDump;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * An erase that Redis fails part way: it says what it removed, the rest survives the outage (the server keeps an
 * append-only file, as a persistent Redis does), and erasing again finishes the job.
 */
@QuarkusTest
@QuarkusTestResource(value = PersistentRedisResource.class, restrictToAnnotatedClass = true)
class TenantEraseResumeTest {

    @Inject
    Instance<RedisDataSource> redis;

    @Inject
    Optional<RedisGate> gate;

    @Inject
    KnowledgeStore knowledge;

    @Inject
    OutcomeStore outcomes;

    private static String tenant(String name) {
        return name + "-" + System.nanoTime();
    }

    /** Facts and {@code forecasts} remembered forecasts: a tenant of many keys. */
    private void populate(String t, int forecasts) {
        knowledge.add(t, List.of(new Fact("capital of France", "The capital of France is Paris.")));
        for (int i = 0; i < forecasts; i++) {
            outcomes.readAndRemember(t, List.of("w:zanzibar", "len:short"), "fc_" + i);
        }
        outcomes.recordForecast(t, "fc_0", true);
    }

    private void restart() throws InterruptedException {
        PersistentRedisResource.redis().start();
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (!gate.orElseThrow().ping() && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        Thread.sleep(300); // past the fail-fast window the failure armed
    }

    @Test
    void an_erase_cut_short_by_redis_reports_what_it_removed_and_a_retry_finishes_it() throws Exception {
        String keep = tenant("keep");
        String gone = tenant("gone");
        populate(keep, 20);
        populate(gone, 300);
        Map<String, String> before = RedisDump.settled(redis.get());
        int goneKeys = RedisDump.tenant(before, gone).size();
        assertThat(goneKeys).isGreaterThan(300);

        AtomicInteger pages = new AtomicInteger();
        RedisTenantStorage cut = new RedisTenantStorage(
                gate.orElseThrow(), new RedisKeys("fg"), (RedisKnowledgeStore) knowledge, 50, progress -> {
                    if (pages.incrementAndGet() == 2) {
                        PersistentRedisResource.redis().stop();
                    }
                });
        Erasure partial;
        try {
            cut.erase(gone);
            throw new AssertionError("the erase went on with Redis stopped");
        } catch (ErasureIncompleteException e) {
            partial = e.erasure();
            assertThat(e.getMessage()).contains("erase again", "removed before that: ", "forecasts ");
        }
        assertThat(partial.complete()).isFalse();
        assertThat(partial.total()).isBetween(1L, (long) goneKeys - 1);

        restart();
        Map<String, String> between = RedisDump.all(redis.get());
        assertThat(RedisDump.tenant(between, gone))
                .as("what the erase did not reach survived the outage")
                .hasSize(goneKeys - (int) partial.total());

        RedisTenantStorage storage =
                new RedisTenantStorage(gate.orElseThrow(), new RedisKeys("fg"), (RedisKnowledgeStore) knowledge);
        Erasure rest = storage.erase(gone);
        assertThat(rest.complete()).isTrue();
        assertThat(partial.total() + rest.total()).isEqualTo(goneKeys);
        Map<String, String> after = RedisDump.all(redis.get());
        assertThat(after.keySet()).noneMatch(k -> k.contains(gone));
        assertThat(RedisDump.tenant(after, keep)).isEqualTo(RedisDump.tenant(before, keep));

        Erasure again = storage.erase(gone);
        assertThat(again.complete()).isTrue();
        assertThat(again.total()).isZero();
    }

    @Test
    void over_http_an_erase_while_redis_is_down_is_a_503_that_says_to_erase_again() throws Exception {
        String t = tenant("down");
        populate(t, 5);
        PersistentRedisResource.redis().stop();
        try {
            erase(t).statusCode(503)
                    .body("error", equalTo("store_unavailable"))
                    .body("message", containsString("removed before that: nothing"))
                    .body("message", containsString("erase again"));
        } finally {
            restart();
        }
        assertThat(RedisDump.tenant(RedisDump.all(redis.get()), t)).isNotEmpty();
        erase(t).statusCode(200).body("complete", equalTo(true));
        assertThat(RedisDump.tenant(RedisDump.all(redis.get()), t)).isEmpty();
        erase(t).statusCode(200).body("total", equalTo(0));
    }

    private static io.restassured.response.ValidatableResponse erase(String t) {
        return given().contentType(ContentType.JSON)
                .body("{\"tenant\": \"" + t + "\", \"confirm\": \"" + t + "\"}")
                .when()
                .post("/tenant-erase")
                .then();
    }
}
