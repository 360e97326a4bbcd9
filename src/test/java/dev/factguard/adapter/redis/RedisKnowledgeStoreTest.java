package dev.factguard.adapter.redis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.KnowledgeStoreContract;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.FactMatch;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.testing.MiniLm;
import dev.factguard.testing.RedisResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class RedisKnowledgeStoreTest extends KnowledgeStoreContract {

    @Inject
    KnowledgeStore store;

    @Inject
    java.util.Optional<RedisGate> gate;

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
    void another_instance_sees_adds_and_removes_through_the_version_counter() {
        RedisKnowledgeStore other = instance(MiniLm.embeddings());
        String t = tenant("shared");
        assertThat(other.size(t)).isZero();
        store.add(t, List.of(new Fact("invoice download", "Invoices can be downloaded as PDF from the Billing page.")));
        List<FactMatch> matches = other.search(t, "Where do I get my old bills as PDF files?", 3);
        assertThat(matches).hasSize(1);
        assertThat(matches.get(0).source()).isEqualTo("hybrid");
        store.remove(t, List.of("invoice download"));
        assertThat(other.search(t, "Where do I get my old bills as PDF files?", 3)).isEmpty();
    }

    @Test
    void vectors_are_stored_at_add_time_and_a_restarted_instance_does_not_recompute_them() {
        MiniLm.Counting writerModel = new MiniLm.Counting();
        String t = tenant("persist");
        instance(writerModel.embeddings()).add(t, List.of(
                new Fact("invoice download", "Invoices can be downloaded as PDF from the Billing page."),
                new Fact("hemoglobin", "Hemoglobin is the protein in red blood cells that carries oxygen.")));
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
        instance(Embeddings.OFF).add(t, List.of(new Fact("hemoglobin",
                "Hemoglobin is the protein in red blood cells that carries oxygen.")));
        MiniLm.Counting model = new MiniLm.Counting();
        List<FactMatch> matches = instance(model.embeddings()).search(t, "Which molecule transports O2 in blood?", 1);
        assertThat(matches).hasSize(1);
        assertThat(model.texts).hasValue(2);
    }
}
