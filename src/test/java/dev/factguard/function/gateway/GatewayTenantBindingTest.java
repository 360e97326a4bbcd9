package dev.factguard.function.gateway;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import dev.factguard.function.http.ApiKeysProfile;
import dev.factguard.testing.WireMockUpstreamResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * With API keys, the gateway acts on a tenant the caller's key holds, as every function does: a key of one tenant
 * cannot ground on another tenant's facts and read them back in {@code factguard.grounding}.
 */
@QuarkusTest
@TestProfile(ApiKeysProfile.class)
@QuarkusTestResource(value = WireMockUpstreamResource.class, restrictToAnnotatedClass = true)
class GatewayTenantBindingTest {

    private static final String SECRET_FACT = "The globex launch code is 7-alpha-unicorn.";

    @BeforeEach
    void globexHasAFact() {
        WireMockUpstreamResource.server().resetAll();
        given().contentType(ContentType.JSON)
                .header("Authorization", "Bearer " + ApiKeysProfile.GLOBEX_WRITE)
                .body("{\"facts\":[{\"key\":\"launch code\",\"text\":\"" + SECRET_FACT + "\"}]}")
                .when()
                .post("/knowledge-add")
                .then()
                .statusCode(200);
    }

    private static ValidatableResponse chat(String key, String factguard) {
        return given().contentType(ContentType.JSON)
                .header("Authorization", "Bearer " + key)
                .body("{\"model\":\"stub-model\",\"messages\":[{\"role\":\"user\","
                        + "\"content\":\"What is the globex launch code?\"}]" + factguard + "}")
                .when()
                .post(GatewayTest.CHAT)
                .then();
    }

    @Test
    void a_tenant_the_key_does_not_hold_is_refused_before_anything_is_read_or_sent() {
        Upstream.answersCompletion();
        chat(ApiKeysProfile.ACME_WRITE, ",\"factguard\":{\"tenant\":\"globex\"}")
                .statusCode(403)
                .body("error.code", equalTo("forbidden_tenant"))
                .body("error.param", equalTo("factguard.tenant"))
                .body("error.type", equalTo("permission_error"));
        assertThat(WireMockUpstreamResource.server().findAll(postRequestedFor(urlPathEqualTo(GatewayTest.CHAT))))
                .isEmpty();
    }

    @Test
    void an_answer_is_verified_against_the_keys_own_tenant_only() {
        String fact = "Globex ships every order within 3 days.";
        given().contentType(ContentType.JSON)
                .header("Authorization", "Bearer " + ApiKeysProfile.GLOBEX_WRITE)
                .body("{\"facts\":[{\"key\":\"shipping\",\"text\":\"" + fact + "\"}]}")
                .post("/knowledge-add")
                .then()
                .statusCode(200);
        Upstream.answers(aResponse()
                .withStatus(200)
                .withHeader("Content-Type", "application/json")
                .withBody(GatewayVerifyTest.completion("Globex ships every order within 10 days.")));
        String acme = chat(ApiKeysProfile.ACME_WRITE, "")
                .statusCode(200)
                .header("x-factguard-verdict", "unverifiable")
                .extract()
                .asString();
        assertThat(acme).doesNotContain(fact);
        chat(ApiKeysProfile.GLOBEX_WRITE, "")
                .statusCode(200)
                .header("x-factguard-verdict", "contradicted")
                .body("factguard.verification.statements[0].factText", equalTo(fact));
    }

    @Test
    void without_a_tenant_the_call_acts_on_the_keys_own() {
        Upstream.answersCompletion();
        String acme =
                chat(ApiKeysProfile.ACME_WRITE, "").statusCode(200).extract().asString();
        assertThat(acme).doesNotContain("7-alpha-unicorn").doesNotContain("launch code");
        // The holder of the tenant's key is covered by its fact: the same call, the other key.
        chat(ApiKeysProfile.GLOBEX_WRITE, "")
                .statusCode(200)
                .body("factguard.forecast.rationale", hasItem(containsString("launch code")));
    }
}
