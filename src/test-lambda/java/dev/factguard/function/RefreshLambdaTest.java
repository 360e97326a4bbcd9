package dev.factguard.function;

import static com.github.tomakehurst.wiremock.client.WireMock.anyRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.oneOf;
import static org.hamcrest.Matchers.startsWith;

import dev.factguard.testing.WireMockSearchResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code refresh} as a direct Lambda (-Plambda), through the mock Lambda runtime API; DuckDuckGo is a WireMock
 * server serving saved result pages, so the Lambda's outbound search is real HTTP without the internet.
 */
@QuarkusTest
@TestProfile(RefreshLambdaTest.ExportRefresh.class)
@WithTestResource(WireMockSearchResource.class)
class RefreshLambdaTest {

    /** As on AWS, where each Lambda gets {@code QUARKUS_FUNQY_EXPORT=<function>}. */
    public static class ExportRefresh implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.funqy.export", "refresh", "factguard.search.providers", "duckduckgo");
        }
    }

    @BeforeEach
    void resetSearch() {
        WireMockSearchResource.server().resetAll();
    }

    static ValidatableResponse invoke(String event) {
        return given().contentType(ContentType.JSON).body(event).when().post().then();
    }

    @Test
    void a_text_without_stale_claims_is_answered_without_searching() {
        invoke("{\"text\": \"Water boils at 100 degrees.\"}")
                .statusCode(200)
                .body("refreshes", empty())
                .body("checked", equalTo(0));
        WireMockSearchResource.server().verify(0, anyRequestedFor(anyUrl()));
    }

    @Test
    void a_stale_office_holder_comes_back_with_current_evidence_from_the_search_provider() {
        WireMockSearchResource.stubPage("normal.html");
        invoke("{\"text\": \"The Prime Minister of the United Kingdom is Boris Johnson.\"}")
                .statusCode(200)
                .body("checked", equalTo(1))
                .body("refreshes", hasSize(1))
                .body("refreshes[0].provider", equalTo("duckduckgo"))
                .body("refreshes[0].verdictSource", equalTo("lexical"))
                .body("refreshes[0].verdict", oneOf("contradicted", "drift_suspected"))
                .body("refreshes[0].evidence", not(empty()))
                .body("refreshes[0].evidence[0].url", startsWith("https://"));
    }

    @Test
    void bad_input_fails_the_invocation_naming_the_field() {
        invoke("{\"text\": \"x\", \"maxClaims\": 0}")
                .statusCode(500)
                .body("errorMessage", startsWith(InvalidRequestException.class.getName()))
                .body("errorMessage", containsString("'maxClaims'"));
    }
}
