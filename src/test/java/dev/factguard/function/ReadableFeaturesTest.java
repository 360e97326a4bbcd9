package dev.factguard.function;

import static dev.factguard.function.ForecastFunctionsTest.post;
import static dev.factguard.function.ForecastFunctionsTest.tenant;
import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.testing.RedisDump;
import dev.factguard.testing.RedisResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The opt-in {@code factguard.history.readable-features}: learned words are stored, and shown by insight, by their
 * readable names. The dump check of {@link TenantDataOverRedisTest} finds the prompt's words here, so it is one
 * that can fail.
 */
@QuarkusTest
@TestProfile(ReadableFeaturesTest.Readable.class)
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class ReadableFeaturesTest {

    public static class Readable implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("factguard.history.readable-features", "true");
        }
    }

    @Inject
    Instance<RedisDataSource> redis;

    @Test
    void learned_words_are_stored_and_shown_by_name() {
        String t = tenant("readable");
        // Five outcomes: what insight needs before it lists a feature.
        TenantDataOverRedisTest.teach(t, 5, "{\"tenant\": \"" + t + "\", \"prompt\": \"Who founded Quorblaxian?\"}");
        String dump = RedisDump.tenant(RedisDump.settled(redis.get()), t).toString();
        assertThat(dump).contains("w:quorblaxian|h", "lead:who");
        assertThat(post("insight", "{\"tenant\": \"" + t + "\"}")
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getList("features.name", String.class))
                .contains("w:quorblaxian");
    }
}
