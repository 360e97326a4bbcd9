package dev.factguard.adapter.redis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.ThresholdStoreContract;
import dev.factguard.core.forecast.ThresholdStore;
import dev.factguard.core.forecast.Thresholds;
import dev.factguard.testing.RedisResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.util.Optional;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class RedisThresholdStoreTest extends ThresholdStoreContract {

    @Inject
    Optional<RedisGate> gate;

    @Inject
    Instance<RedisDataSource> redis;

    @Override
    protected ThresholdStore store() {
        return new RedisThresholdStore(gate.orElseThrow(), new RedisKeys("fg"));
    }

    @Test
    void a_tenant_s_thresholds_live_under_its_own_key_prefix_where_an_erase_of_the_tenant_finds_them() {
        String tenant = "erase-" + System.nanoTime();
        store().put(tenant, new Thresholds(0.2, 0.5));
        assertThat(redis.get().key().keys("fg:{" + tenant + "}:*")).containsExactly("fg:{" + tenant + "}:settings");
        assertThat(redis.get().hash(String.class).hgetall("fg:{" + tenant + "}:settings"))
                .containsEntry("proceedBelow", "0.2")
                .containsEntry("groundBelow", "0.5");
    }
}
