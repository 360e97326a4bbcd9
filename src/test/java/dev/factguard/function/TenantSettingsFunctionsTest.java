package dev.factguard.function;

import static dev.factguard.function.ForecastFunctionsTest.post;
import static dev.factguard.function.ForecastFunctionsTest.tenant;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/** {@code tenant-settings} through HTTP: a tenant's own thresholds decide its forecasts, and only its own. */
@QuarkusTest
class TenantSettingsFunctionsTest {

    private static final String QUESTION = "How many litres does the Nordwind K5 kettle hold?";

    private static String tenantWithFacts(String name) {
        String t = tenant(name);
        post(
                        "knowledge-add",
                        "{\"tenant\": \"" + t + "\", \"facts\": [{\"key\": \"Nordwind K5 kettle\", \"text\":"
                                + " \"The Nordwind K5 electric kettle holds 1.7 litres.\"}]}")
                .statusCode(200);
        return t;
    }

    private static String forecast(String tenant) {
        return post("forecast", "{\"tenant\": \"" + tenant + "\", \"prompt\": \"" + QUESTION + "\"}")
                .statusCode(200)
                .extract()
                .path("recommendation");
    }

    @Test
    void a_tenant_without_its_own_reads_the_service_s_thresholds() {
        post("tenant-settings", "{\"tenant\": \"" + tenant("fresh") + "\"}")
                .statusCode(200)
                .body("proceedBelow", equalTo(0.34f))
                .body("groundBelow", equalTo(0.66f))
                .body("source", equalTo("default"));
    }

    @Test
    void a_tenant_s_thresholds_decide_its_forecasts_and_no_other_tenant_s() {
        String strict = tenantWithFacts("strict");
        String other = tenantWithFacts("other");
        // A fact answers the question: it is grounded on it below the ground threshold, whatever the proceed one.
        org.assertj.core.api.Assertions.assertThat(forecast(strict)).isEqualTo("ground");
        post("tenant-settings", "{\"tenant\": \"" + strict + "\", \"proceedBelow\": 0.0}")
                .statusCode(200)
                .body("proceedBelow", equalTo(0.0f))
                .body("groundBelow", equalTo(0.66f))
                .body("source", equalTo("tenant"));
        org.assertj.core.api.Assertions.assertThat(forecast(strict)).isEqualTo("ground");
        post("tenant-settings", "{\"tenant\": \"" + other + "\"}")
                .statusCode(200)
                .body("source", equalTo("default"));
        // Only the ground threshold: the proceed threshold stays as the tenant set it.
        post("tenant-settings", "{\"tenant\": \"" + strict + "\", \"groundBelow\": 0.1}")
                .statusCode(200)
                .body("proceedBelow", equalTo(0.0f))
                .body("groundBelow", equalTo(0.1f));
        org.assertj.core.api.Assertions.assertThat(forecast(strict)).isEqualTo("human_review");
        org.assertj.core.api.Assertions.assertThat(forecast(other)).isEqualTo("ground");
        post("tenant-settings", "{\"tenant\": \"" + strict + "\", \"reset\": true}")
                .statusCode(200)
                .body("source", equalTo("default"))
                .body("proceedBelow", equalTo(0.34f));
        org.assertj.core.api.Assertions.assertThat(forecast(strict)).isEqualTo("ground");
    }

    @Test
    void thresholds_out_of_range_or_out_of_order_are_refused_and_nothing_changes() {
        String t = tenant("invalid");
        post("tenant-settings", "{\"tenant\": \"" + t + "\", \"proceedBelow\": 0.2, \"groundBelow\": 0.5}")
                .statusCode(200);
        post("tenant-settings", "{\"tenant\": \"" + t + "\", \"proceedBelow\": 1.5}")
                .statusCode(400)
                .body("error", equalTo("invalid_field"))
                .body("message", containsString("'proceedBelow' must be a risk between 0 and 1"));
        post("tenant-settings", "{\"tenant\": \"" + t + "\", \"groundBelow\": -0.1}")
                .statusCode(400)
                .body("error", equalTo("invalid_field"));
        post("tenant-settings", "{\"tenant\": \"" + t + "\", \"proceedBelow\": 0.7}")
                .statusCode(400)
                .body("error", equalTo("invalid_field"))
                .body("message", containsString("must not be above 'groundBelow' (0.5)"));
        post("tenant-settings", "{\"tenant\": \"" + t + "\", \"reset\": true, \"proceedBelow\": 0.1}")
                .statusCode(400)
                .body("error", equalTo("invalid_field"));
        post("tenant-settings", "{\"tenant\": \"" + t + "\", \"proceedBelow\": \"low\"}")
                .statusCode(400);
        post("tenant-settings", "").statusCode(400).body("error", equalTo("missing_body"));
        post("tenant-settings", "{\"tenant\": \"" + t + "\"}")
                .statusCode(200)
                .body("proceedBelow", equalTo(0.2f))
                .body("groundBelow", equalTo(0.5f))
                .body("source", equalTo("tenant"));
    }

    @Test
    void a_bad_tenant_name_is_refused() {
        post("tenant-settings", "{\"tenant\": \"not a tenant!\", \"proceedBelow\": 0.1}")
                .statusCode(400)
                .body("error", equalTo("invalid_tenant"));
    }
}
