package dev.factguard.function;

import static dev.factguard.function.ForecastFunctionsTest.post;
import static dev.factguard.function.ForecastFunctionsTest.tenant;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import dev.factguard.testing.RedisCluster;
import dev.factguard.testing.RedisClusterResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The service on a real two-node Redis Cluster (the client in cluster mode, as on ElastiCache cluster mode or
 * MemoryDB): facts, forecasts, feedback, export and erase of tenants whose slots live on different nodes. A keyless
 * command goes to whichever node the client picks, so anything that scans for a tenant's keys must run on the node
 * that owns the tenant's slot.
 */
@QuarkusTest
@QuarkusTestResource(value = RedisClusterResource.class, restrictToAnnotatedClass = true)
class TenantDataOverRedisClusterTest {

    /** A fresh tenant whose keys live on the node at {@code port}. */
    private static String tenantOn(int port) {
        RedisCluster cluster = RedisClusterResource.cluster();
        for (int i = 0; i < 1000; i++) {
            String t = tenant("cl" + i);
            if (cluster.owner("fg:{" + t + "}:facts") == port) {
                return t;
            }
        }
        throw new IllegalStateException("no tenant name hashed to " + port);
    }

    private static List<String> keysOf(String tenant) {
        return RedisClusterResource.cluster().keys().stream()
                .filter(k -> k.contains("{" + tenant + "}"))
                .toList();
    }

    @Test
    void tenants_on_either_node_are_learned_exported_and_erased_whole() {
        List<Integer> ports = RedisClusterResource.cluster().ports();
        List<String> tenants = List.of(tenantOn(ports.get(0)), tenantOn(ports.get(1)));
        tenants.forEach(TenantDataOverRedisTest::populate);

        for (String t : tenants) {
            post("forecast", "{\"tenant\": \"" + t + "\", \"prompt\": \"What is the capital of France?\"}")
                    .statusCode(200)
                    .body("degraded", empty())
                    .body("priorsOnly", equalTo(false))
                    .body("outcomes", equalTo(3))
                    .body("signals.kbCoverage", equalTo(1.0f));
            List<String> facts = new ArrayList<>();
            JsonPath page;
            String cursor = null;
            do {
                page = post(
                                "tenant-export",
                                "{\"tenant\": \"" + t + "\""
                                        + (cursor == null ? "" : ", \"cursor\": \"" + cursor + "\"") + "}")
                        .statusCode(200)
                        .extract()
                        .jsonPath();
                facts.addAll(page.getList("facts.key"));
                cursor = page.getString("next");
            } while (cursor != null);
            assertThat(facts).hasSize(3);
            assertThat(page.getInt("totals.total")).isEqualTo(3);
            assertThat(page.getInt("totals.hallucinated")).isEqualTo(2);
            assertThat(page.getMap("models")).containsKeys("m-0", "m-1");
        }

        // A tenant's own thresholds: its settings key and the shared list of such tenants sit in different slots.
        String strict = tenants.get(0);
        post("tenant-settings", "{\"tenant\": \"" + strict + "\", \"proceedBelow\": 0.0}")
                .statusCode(200);
        post("forecast", "{\"tenant\": \"" + strict + "\", \"prompt\": \"What is the capital of France?\"}")
                .statusCode(200)
                .body("recommendation", equalTo("ground"));

        for (String t : tenants) {
            int held = keysOf(t).size();
            assertThat(held).as("keys of %s", t).isGreaterThan(5);
            post("tenant-erase", "{\"tenant\": \"" + t + "\", \"confirm\": \"" + t + "\"}")
                    .statusCode(200)
                    .body("complete", equalTo(true))
                    .body("total", equalTo(held));
            assertThat(keysOf(t)).as("what the erase of %s left", t).isEmpty();
            post("forecast", "{\"tenant\": \"" + t + "\", \"prompt\": \"What is the capital of France?\"}")
                    .statusCode(200)
                    .body("priorsOnly", equalTo(true))
                    .body("signals.kbCoverage", nullValue());
        }
    }
}
