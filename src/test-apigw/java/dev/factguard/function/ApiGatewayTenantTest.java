package dev.factguard.function;

import static dev.factguard.function.ApiGatewayEventsTest.body;
import static dev.factguard.function.ApiGatewayEventsTest.event;
import static dev.factguard.function.ApiGatewayEventsTest.send;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The API Gateway authorizer binds the caller to tenants: a JWT authorizer's {@code tenant} claim, or an IAM
 * principal mapped by {@code factguard.auth.iam-tenants}. Raw v2 events with the authorizer context AWS adds.
 */
@QuarkusTest
@TestProfile(ApiGatewayTenantTest.IamMap.class)
class ApiGatewayTenantTest {

    public static class IamMap implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("factguard.auth.iam-tenants", "arn:aws:iam::123456789012:user/ci=acme+acme-eu");
        }
    }

    private static String withAuthorizer(String event, String authorizer) {
        return event.replace("\"requestContext\": {", "\"requestContext\": {\"authorizer\": " + authorizer + ",");
    }

    private static String jwt(String claims) {
        return "{\"jwt\": {\"claims\": " + claims + ", \"scopes\": null}}";
    }

    private static final String IAM_CI = "{\"iam\": {\"accountId\": \"123456789012\", \"callerId\": \"AIDAEXAMPLE\","
            + " \"userArn\": \"arn:aws:iam::123456789012:user/ci\", \"userId\": \"AIDAEXAMPLE\"}}";

    private static ValidatableResponse call(String path, String body, String authorizer) {
        return send(withAuthorizer(event("POST", path, body, false), authorizer));
    }

    private static int status(ValidatableResponse lambdaResponse) {
        return lambdaResponse.extract().path("statusCode");
    }

    @Test
    void a_jwt_tenant_claim_binds_the_caller() {
        String acme = jwt("{\"sub\": \"u-1\", \"tenant\": \"acme\"}");
        assertThat(status(call(
                        "/knowledge-add",
                        "{\"facts\": [{\"key\": \"jwt probe\", \"text\": \"Acme sells" + " anvils.\"}]}",
                        acme)))
                .isEqualTo(200);
        ValidatableResponse found = call("/knowledge-search", "{\"tenant\": \"acme\", \"query\": \"anvils\"}", acme);
        assertThat(status(found)).isEqualTo(200);
        assertThat(body(found).getList("matches.key")).contains("jwt probe");
        ValidatableResponse other = call("/knowledge-search", "{\"tenant\": \"globex\", \"query\": \"anvils\"}", acme);
        assertThat(status(other)).isEqualTo(403);
        assertThat(body(other).getString("error")).isEqualTo("forbidden_tenant");
    }

    @Test
    void a_jwt_without_the_claim_is_refused() {
        ValidatableResponse response =
                call("/forecast", "{\"prompt\": \"What is the capital of France?\"}", jwt("{\"sub\": \"u-2\"}"));
        assertThat(status(response)).isEqualTo(403);
        assertThat(body(response).getString("message")).contains("'tenant' claim");
    }

    @Test
    void an_iam_principal_holds_its_mapped_tenants_only() {
        assertThat(status(call(
                        "/forecast",
                        "{\"tenant\": \"acme-eu\", \"prompt\": \"What is the capital of" + " France?\"}",
                        IAM_CI)))
                .isEqualTo(200);
        assertThat(status(call("/forecast", "{\"tenant\": \"globex\", \"prompt\": \"Hi?\"}", IAM_CI)))
                .isEqualTo(403);
        String stranger = IAM_CI.replace("user/ci", "user/stranger");
        assertThat(status(call("/forecast", "{\"prompt\": \"Hi?\"}", stranger))).isEqualTo(403);
    }
}
