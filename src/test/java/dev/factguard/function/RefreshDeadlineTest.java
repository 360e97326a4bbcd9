package dev.factguard.function;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static dev.factguard.function.ForecastFunctionsTest.post;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.startsWith;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * refresh against a provider that stalls: the search timeout (20 s) is far beyond the refresh deadline (1 s), so
 * only the deadline can end the request — it answers {@code unverified} with reason {@code deadline}.
 */
@QuarkusTest
@QuarkusTestResource(value = RefreshDeadlineTest.StalledProvider.class, restrictToAnnotatedClass = true)
class RefreshDeadlineTest {

    /** A DuckDuckGo stand-in that answers every search only after 8 s. */
    public static class StalledProvider implements QuarkusTestResourceLifecycleManager {
        private WireMockServer server;

        @Override
        public Map<String, String> start() {
            server = new WireMockServer(wireMockConfig().dynamicPort());
            server.start();
            server.stubFor(post(urlPathEqualTo("/html/"))
                    .willReturn(aResponse()
                            .withStatus(200)
                            .withHeader("Content-Type", "text/html; charset=UTF-8")
                            .withBody("<html></html>")
                            .withFixedDelay(8_000)));
            return Map.of(
                    "factguard.search.duckduckgo.url",
                    "http://localhost:" + server.port() + "/html/",
                    "factguard.search.duckduckgo.requests-per-second",
                    "0",
                    "factguard.search.backoff",
                    "0s",
                    "factguard.search.timeout",
                    "20s",
                    "factguard.refresh.deadline",
                    "1s");
        }

        @Override
        public void stop() {
            if (server != null) {
                server.stop();
            }
        }
    }

    @Test
    void a_refresh_whose_provider_stalls_answers_unverified_with_reason_deadline() {
        post("refresh", "{\"text\": \"The CEO of Twitter is Jack Dorsey. The mayor of London is Boris Johnson.\"}")
                .statusCode(200)
                .body("refreshes", hasSize(2))
                .body("checked", equalTo(2))
                .body("refreshes[0].verdict", equalTo("unverified"))
                .body("refreshes[0].verdictSource", equalTo("none"))
                .body("refreshes[0].error", startsWith("deadline"))
                .body("refreshes[0].evidence", hasSize(0))
                .body("refreshes[1].verdict", equalTo("unverified"))
                .body("refreshes[1].error", startsWith("deadline"));
    }
}
