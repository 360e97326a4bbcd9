package dev.factguard.function.http;

import dev.factguard.testing.RedisResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.util.List;

/** The tenant-isolation matrix with state in a real Redis. */
@QuarkusTest
@TestProfile(TenantIsolationRedisTest.WithRedis.class)
class TenantIsolationRedisTest extends TenantIsolationMatrix {

    public static class WithRedis extends ApiKeysProfile {
        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(RedisResource.class));
        }
    }
}
