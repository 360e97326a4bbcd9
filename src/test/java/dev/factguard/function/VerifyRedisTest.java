package dev.factguard.function;

import static dev.factguard.function.ForecastFunctionsTest.post;
import static dev.factguard.testing.Eventually.eventually;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;

import dev.factguard.testing.Metrics;
import dev.factguard.testing.RedisResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/** {@code verify} with the facts in a real Redis, and with that Redis gone. */
@QuarkusTest
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class VerifyRedisTest {

    @Test
    void facts_in_redis_decide_and_a_redis_outage_degrades_the_answer_without_failing_it() throws Exception {
        String t = VerifyFunctionsTest.tenantWithFacts();
        String answer = "{\"tenant\": \"" + t + "\", \"text\": \"The K5 kettle holds 2 litres. The Lumo lamp runs"
                + " for 12 hours.\", \"context\": [\"The Lumo desk lamp runs for up to 8 hours on a full charge.\"]}";
        post("verify", answer)
                .statusCode(200)
                .body("statements[0].verdict", equalTo("contradicted"))
                .body("statements[0].factKey", equalTo("Nordwind K5 kettle"))
                .body("degraded", empty());

        String degraded = "factguard_degraded_total{backend=\"knowledge\",function=\"verify\"}";
        double before = Metrics.value(degraded);
        RedisResource.redis().stop();
        try {
            post("verify", answer)
                    .statusCode(200)
                    .body("verdict", equalTo("contradicted"))
                    .body("statements[0].verdict", equalTo("unverifiable"))
                    .body("statements[1].verdict", equalTo("contradicted"))
                    .body("statements[1].factKey", equalTo("context[0]"))
                    .body("degraded[0]", containsString("knowledge: the store is unavailable"));
            assertThat(Metrics.value(degraded) - before).isEqualTo(1.0);
        } finally {
            RedisResource.redis().start();
        }
        eventually(() -> given().when().get("/q/health/ready").then().statusCode(200));
    }
}
