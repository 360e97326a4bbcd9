package dev.factguard.adapter.redis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.KnowledgeStoreContract;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.FactMatch;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.outcome.AlignedCounts;
import dev.factguard.testing.MiniLm;
import dev.factguard.testing.RedisResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class RedisKnowledgeStoreTest extends KnowledgeStoreContract {

    @Inject
    KnowledgeStore store;

    @Inject
    java.util.Optional<RedisGate> gate;

    @Inject
    Instance<RedisDataSource> redis;

    @Override
    protected KnowledgeStore store() {
        return store;
    }

    @Test
    void the_service_uses_redis_when_hosts_are_configured() {
        assertThat(gate).isPresent();
        assertThat(store.getClass().getSimpleName()).startsWith("RedisKnowledgeStore");
    }

    private RedisKnowledgeStore instance(Embeddings embeddings) {
        // A second store object on the same Redis stands in for another instance with its own cached index.
        return new RedisKnowledgeStore(gate.orElseThrow(), new RedisKeys("fg"), 100, embeddings, HybridScorer.MINILM);
    }

    @Test
    void an_instance_keeps_at_most_its_tenant_budget_and_a_dropped_tenant_reloads_whole() {
        RedisKnowledgeStore writer = instance(Embeddings.OFF);
        RedisKnowledgeStore reader = new RedisKnowledgeStore(
                gate.orElseThrow(), new RedisKeys("fg"), 3, Embeddings.OFF, HybridScorer.MINILM);
        List<String> tenants = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            String t = tenant("budget-" + i);
            tenants.add(t);
            writer.add(t, List.of(new Fact("fact " + i, "Fact number " + i + " of its tenant.")));
            assertThat(reader.size(t)).isEqualTo(1);
        }
        assertThat(reader.cachedTenants()).isLessThanOrEqualTo(3);
        assertThat(reader.size(tenants.get(0)))
                .as("a tenant dropped from the cache is read again")
                .isEqualTo(1);
    }

    @Test
    void another_instance_sees_adds_and_removes_through_the_version_counter() {
        RedisKnowledgeStore other = instance(MiniLm.embeddings());
        String t = tenant("shared");
        assertThat(other.size(t)).isZero();
        store.add(t, List.of(new Fact("invoice download", "Invoices can be downloaded as PDF from the Billing page.")));
        List<FactMatch> matches = other.search(t, "Where do I get my old bills as PDF files?", 3);
        assertThat(matches).hasSize(1);
        assertThat(matches.get(0).source()).isEqualTo("hybrid");
        store.remove(t, List.of("invoice download"));
        assertThat(other.search(t, "Where do I get my old bills as PDF files?", 3))
                .isEmpty();
    }

    @Test
    void vectors_are_stored_at_add_time_and_a_restarted_instance_does_not_recompute_them() {
        MiniLm.Counting writerModel = new MiniLm.Counting();
        String t = tenant("persist");
        instance(writerModel.embeddings())
                .add(
                        t,
                        List.of(
                                new Fact(
                                        "invoice download", "Invoices can be downloaded as PDF from the Billing page."),
                                new Fact(
                                        "hemoglobin",
                                        "Hemoglobin is the protein in red blood cells that carries oxygen.")));
        assertThat(writerModel.texts).hasValue(2);

        MiniLm.Counting restartedModel = new MiniLm.Counting();
        RedisKnowledgeStore restarted = instance(restartedModel.embeddings());
        restarted.search(t, "Which molecule in red cells transports oxygen?", 1);
        restarted.search(t, "Where do I get my old bills as PDF files?", 1);
        assertThat(restartedModel.texts).as("only the two queries are embedded").hasValue(2);
    }

    @Test
    void facts_added_without_embeddings_get_vectors_when_an_instance_needs_them() {
        String t = tenant("late");
        instance(Embeddings.OFF)
                .add(
                        t,
                        List.of(new Fact(
                                "hemoglobin", "Hemoglobin is the protein in red blood cells that carries oxygen.")));
        MiniLm.Counting model = new MiniLm.Counting();
        List<FactMatch> matches = instance(model.embeddings()).search(t, "Which molecule transports O2 in blood?", 1);
        assertThat(matches).hasSize(1);
        assertThat(model.texts).hasValue(2);
    }

    @Test
    void a_tenant_too_large_for_one_reply_is_read_in_pages_with_its_stored_vectors() {
        String t = tenant("paged");
        List<Fact> facts = new ArrayList<>();
        for (int i = 0; i < RedisKnowledgeStore.CHUNK + 200; i++) {
            facts.add(new Fact("fact " + i, "Fact number " + i + " of a large tenant."));
        }
        instance(Embeddings.OFF).add(t, facts);
        // One real vector stored for every fact but the first two, in the stored form, as an add would write it.
        String vector = VectorCodec.encode(MiniLm.EMBEDDER.name(), MiniLm.EMBEDDER.embed("a large tenant"));
        Map<String, String> vectors = new HashMap<>();
        for (Fact fact : facts.subList(2, facts.size())) {
            vectors.put(fact.key(), vector);
        }
        redis.get().hash(String.class).hset(new RedisKeys("fg").vectors(t), vectors);

        MiniLm.Counting model = new MiniLm.Counting();
        RedisKnowledgeStore reader = instance(model.embeddings());
        assertThat(reader.size(t)).isEqualTo(facts.size());
        assertThat(model.texts)
                .as("only the two facts without a stored vector are embedded")
                .hasValue(2);
    }

    private static final Fact OLD = new Fact("capital of Freedonia", "The capital of Freedonia is Marxville.");
    private static final Fact NEW = new Fact("Nordwind K5 kettle", "The Nordwind K5 electric kettle holds 1.7 litres.");

    private static List<String> keysFound(RedisKnowledgeStore store, String tenant, String query) {
        return store.search(tenant, query, 5).stream().map(m -> m.fact().key()).toList();
    }

    @Test
    void an_instance_behind_by_a_few_writes_fetches_only_those_writes() {
        RedisKnowledgeStore writer = instance(Embeddings.OFF);
        RedisKnowledgeStore reader = instance(Embeddings.OFF);
        String t = tenant("delta");
        List<Fact> many = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            many.add(new Fact("fact " + i, "Widget number " + i + " weighs " + i + " grams."));
        }
        writer.add(t, many);
        assertThat(reader.size(t)).isEqualTo(300);
        assertThat(reader.reloads).hasValue(1);

        writer.add(t, List.of(NEW, new Fact("fact 7", "Widget number 7 weighs 70 kilograms.")));
        writer.remove(t, List.of("fact 8"));
        assertThat(keysFound(reader, t, "How much does the Nordwind K5 kettle hold?"))
                .contains(NEW.key());
        assertThat(reader.search(t, "widget number 7 weight", 1).get(0).fact().text())
                .contains("70 kilograms");
        assertThat(reader.size(t)).isEqualTo(300);
        assertThat(reader.deltas).as("one delta carried both writes").hasValue(1);
        assertThat(reader.reloads).hasValue(1);
    }

    @Test
    void facts_written_before_the_change_log_existed_are_caught_up_by_delta_after_the_next_write() {
        String t = tenant("legacy");
        RedisKeys k = new RedisKeys("fg");
        redis.get().execute("HSET", k.facts(t), OLD.key(), OLD.text());
        redis.get().execute("SET", k.factsVersion(t), "5");
        RedisKnowledgeStore reader = instance(Embeddings.OFF);
        assertThat(reader.size(t)).isEqualTo(1);
        instance(Embeddings.OFF).add(t, List.of(NEW));
        assertThat(keysFound(reader, t, "How much does the Nordwind K5 kettle hold?"))
                .containsExactly(NEW.key());
        assertThat(reader.deltas).hasValue(1);
        assertThat(reader.reloads).hasValue(1);
    }

    @Test
    void an_instance_further_behind_than_the_change_log_reloads_the_tenant() {
        RedisKnowledgeStore writer = instance(Embeddings.OFF);
        RedisKnowledgeStore reader = instance(Embeddings.OFF);
        String t = tenant("far");
        writer.add(t, List.of(OLD));
        assertThat(reader.size(t)).isEqualTo(1);
        for (int i = 0; i <= RedisKnowledgeStore.LOG_LENGTH; i++) {
            writer.add(t, List.of(new Fact("fact " + i, "text " + i)));
        }
        assertThat(reader.size(t)).isEqualTo(RedisKnowledgeStore.LOG_LENGTH + 2);
        assertThat(reader.reloads).hasValue(2);
        assertThat(reader.deltas).hasValue(0);
    }

    @Test
    void after_flushall_no_instance_serves_a_lost_fact_even_when_the_write_count_matches_again() {
        assertLossIsNoticed(() -> redis.get().execute("FLUSHALL"));
    }

    @Test
    void after_a_restart_without_persistence_no_instance_serves_a_lost_fact() {
        assertLossIsNoticed(() -> {
            RedisResource.redis().stop();
            RedisResource.redis().start();
            awaitRedis();
        });
    }

    /** A write (A), a read (B) and a loss; A writes once more, so a plain counter would be back at B's value. */
    private void assertLossIsNoticed(Runnable loss) {
        RedisKnowledgeStore a = instance(Embeddings.OFF);
        RedisKnowledgeStore b = instance(Embeddings.OFF);
        String t = tenant("loss");
        String other = tenant("loss-other");
        a.add(t, List.of(OLD));
        a.add(other, List.of(OLD));
        assertThat(keysFound(b, t, "What is the capital of Freedonia?")).containsExactly(OLD.key());
        assertThat(b.size(other)).isEqualTo(1);
        assertThat(b.cachedTenants()).isEqualTo(2);

        loss.run();
        a.add(t, List.of(NEW));

        assertThat(keysFound(b, t, "What is the capital of Freedonia?")).isEmpty();
        assertThat(keysFound(b, t, "How much does the Nordwind K5 kettle hold?"))
                .containsExactly(NEW.key());
        assertThat(b.cachedTenants()).as("every cached tenant was dropped").isEqualTo(1);
        assertThat(b.size(other)).isZero();
    }

    @Test
    void a_failover_to_a_lagging_replica_is_noticed_by_an_instance_that_read_the_lost_write() {
        RedisKnowledgeStore a = instance(Embeddings.OFF);
        RedisKnowledgeStore c = instance(Embeddings.OFF);
        String t = tenant("lag");
        a.add(t, List.of(NEW));
        // What the replica holds: the tenant as of the first write (a copy of each of its keys).
        RedisKeys k = new RedisKeys("fg");
        List<String> tenantKeys = List.of(k.facts(t), k.factsVersion(t), k.factsLog(t));
        tenantKeys.forEach(key -> redis.get().execute("COPY", key, key + ":replica"));
        a.add(t, List.of(OLD));
        assertThat(keysFound(c, t, "What is the capital of Freedonia?")).containsExactly(OLD.key());

        tenantKeys.forEach(key -> redis.get().execute("COPY", key + ":replica", key, "REPLACE"));
        a.add(t, List.of(new Fact("invoice download", "Invoices can be downloaded as PDF from the Billing page.")));

        assertThat(keysFound(c, t, "What is the capital of Freedonia?")).isEmpty();
        assertThat(c.size(t)).isEqualTo(2);
    }

    @Test
    void one_round_trip_brings_the_index_the_features_counters_and_remembers_the_forecast() {
        String t = tenant("snapshot");
        store.add(t, List.of(OLD));
        RedisKeys k = new RedisKeys("fg");
        redis.get().execute("HSET", k.outcomes(t), "all|h", "1", "all|n", "3", "all|w", "4", "a|n", "3", "a|h", "1");
        RedisKnowledgeStore.Snapshot snapshot = instance(Embeddings.OFF)
                .snapshot(
                        t,
                        new RedisKnowledgeStore.Alongside(
                                k.outcomes(t),
                                RedisOutcomeStore.counterFields(List.of("a", "b")),
                                k.forecast(t, "x"),
                                "a\nb",
                                60));
        assertThat(snapshot.index().size()).isEqualTo(1);
        assertThat(snapshot.extra()).containsExactly("1", "3", "4", "1", "3", null, null);
        assertThat(AlignedCounts.writes(RedisOutcomeStore.counts(List.of("a", "b"), snapshot.extra())))
                .isEqualTo(4);
        assertThat(redis.get().execute("GET", k.forecast(t, "x")).toString()).isEqualTo("a\nb");
        assertThat(redis.get().execute("TTL", k.forecast(t, "x")).toLong()).isBetween(1L, 60L);
    }

    private void awaitRedis() {
        RedisGate probe = new RedisGate(redis.get(), Duration.ZERO, Duration.ofMinutes(1), Clock.systemUTC());
        long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        // The shared gate's own ping too: a call that failed while Redis was down leaves it failing fast for its
        // window, and a ping that succeeds closes that window (a loaded machine can take long enough to hit it).
        while (!(probe.ping() && gate.orElseThrow().ping()) && System.nanoTime() < deadline) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
