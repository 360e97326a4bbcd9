package dev.factguard.adapter.redis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.KnowledgeStoreContract;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.KnowledgeStore;
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

    @Test
    void another_instance_sees_adds_and_removes_through_the_version_counter() {
        // A second store object on the same Redis stands in for a second instance with its own cached index.
        RedisKnowledgeStore other = new RedisKnowledgeStore(gate.orElseThrow(), new RedisKeys("fg"), 100);
        String t = tenant("shared");
        assertThat(other.size(t)).isZero();
        store.add(t, List.of(new Fact("capital of France", "The capital of France is Paris.")));
        assertThat(other.search(t, "capital of France", 3)).hasSize(1);
        store.remove(t, List.of("capital of France"));
        assertThat(other.search(t, "capital of France", 3)).isEmpty();
    }
}
