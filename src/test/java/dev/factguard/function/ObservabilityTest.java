package dev.factguard.function;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import com.github.tomakehurst.wiremock.client.MappingBuilder;
import dev.factguard.testing.LogCapture;
import dev.factguard.testing.Metrics;
import dev.factguard.testing.WireMockObservedResource;
import dev.factguard.testing.WireMockProvidersResource;
import dev.factguard.testing.WireMockSearchResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What an operator sees of real requests: the {@code factguard_*} series at {@code /q/metrics} and the WARN lines
 * log-based alarms count, with the search providers and the NLI server behind WireMock.
 */
@QuarkusTest
@QuarkusTestResource(value = WireMockObservedResource.class, restrictToAnnotatedClass = true)
class ObservabilityTest {

    private static final String CLAIM = "{\"text\": \"The CEO of Twitter is Jack Dorsey.\"}";
    private static final String BRAVE_X_CEO = """
            {"web": {"results": [
              {"title": "Linda Yaccarino named CEO of X", "url": "https://news.example.com/x-ceo",
               "description": "Linda Yaccarino is the CEO of X, formerly Twitter, succeeding Elon Musk."}]}}
            """;
    private static final String NLI_CONTRADICTS = "[[{\"label\":\"CONTRADICTION\",\"score\":0.91},"
            + "{\"label\":\"NEUTRAL\",\"score\":0.06},{\"label\":\"ENTAILMENT\",\"score\":0.03}]]";

    @BeforeEach
    void reset() {
        WireMockProvidersResource.server().resetAll();
    }

    private static void stub(MappingBuilder request, int status, String body) {
        WireMockProvidersResource.server()
                .stubFor(request.willReturn(aResponse()
                        .withStatus(status)
                        .withHeader("Content-Type", "application/json")
                        .withBody(body)));
    }

    /** How much each series grew while {@code action} ran. */
    private static Map<String, Double> growth(Runnable action, String... series) {
        String before = Metrics.scrape();
        action.run();
        String after = Metrics.scrape();
        Map<String, Double> grown = new java.util.LinkedHashMap<>();
        for (String s : series) {
            grown.put(s, Metrics.value(after, s) - Metrics.value(before, s));
        }
        return grown;
    }

    @Test
    void a_forecast_is_counted_by_its_recommendation_and_its_risk_recorded_and_feedback_by_outcome() {
        String[] answer = new String[2];
        String risk = "factguard_forecast_risk_percent_count";
        Map<String, Double> forecast = growth(
                () -> {
                    var body = ForecastFunctionsTest.post(
                                    "forecast", "{\"prompt\": \"What is the capital of France?\"}")
                            .statusCode(200)
                            .extract();
                    answer[0] = body.path("recommendation");
                    answer[1] = body.path("forecastId");
                },
                risk);
        assertThat(forecast.get(risk)).isEqualTo(1.0);
        String byRecommendation = "factguard_forecasts_total{recommendation=\"" + answer[0] + "\"}";
        assertThat(Metrics.value(byRecommendation)).isGreaterThanOrEqualTo(1.0);
        assertThat(Metrics.scrape()).contains("factguard_forecast_risk_percent_bucket{le=\"100.0\"}");

        String hallucinated = "factguard_feedback_total{outcome=\"hallucinated\"}";
        String correct = "factguard_feedback_total{outcome=\"correct\"}";
        Map<String, Double> feedback = growth(
                () -> ForecastFunctionsTest.post(
                                "feedback", "{\"forecastId\": \"" + answer[1] + "\", \"hallucinated\": true}")
                        .statusCode(200),
                hallucinated,
                correct);
        assertThat(feedback).containsEntry(hallucinated, 1.0).containsEntry(correct, 0.0);
    }

    @Test
    void failing_providers_are_counted_and_logged_by_provider_and_kind_and_the_claim_as_degraded() {
        stub(get(urlPathEqualTo(WireMockObservedResource.BRAVE)), 429, "{}");
        stub(post(urlPathEqualTo(WireMockSearchResource.PATH)), 503, "");
        String braveCalls = "factguard_search_calls_total{provider=\"brave\"}";
        String braveLimited = "factguard_search_failures_total{kind=\"rate_limited\",provider=\"brave\"}";
        String ddgDown = "factguard_search_failures_total{kind=\"unavailable\",provider=\"duckduckgo\"}";
        String unverified = "factguard_refresh_verdicts_total{source=\"none\",verdict=\"unverified\"}";
        String degraded = "factguard_degraded_total{backend=\"search\",function=\"refresh\"}";
        try (LogCapture log = new LogCapture()) {
            Map<String, Double> grown = growth(
                    () -> ForecastFunctionsTest.post("refresh", CLAIM)
                            .statusCode(200)
                            .body("refreshes[0].verdict", equalTo("unverified")),
                    braveCalls,
                    braveLimited,
                    ddgDown,
                    unverified,
                    degraded);
            assertThat(grown)
                    .containsEntry(braveCalls, 1.0)
                    .containsEntry(braveLimited, 1.0)
                    .containsEntry(ddgDown, 1.0)
                    .containsEntry(unverified, 1.0)
                    .containsEntry(degraded, 1.0);
            assertThat(log.lines())
                    .anyMatch(l -> l.startsWith("search_failure=rate_limited provider=brave: HTTP 429"))
                    .anyMatch(l -> l.startsWith("search_failure=unavailable provider=duckduckgo: HTTP 503"))
                    .anyMatch(l -> l.startsWith("degraded=search function=refresh: search failed"));
            assertThat(log.anyStackTrace())
                    .as("one line per event, no stack trace")
                    .isFalse();
        }
    }

    @Test
    void a_refused_key_is_logged_as_the_unauthorized_kind_the_blocked_alarm_counts() {
        stub(get(urlPathEqualTo(WireMockObservedResource.BRAVE)), 401, "{\"message\": \"invalid token\"}");
        stub(post(urlPathEqualTo(WireMockSearchResource.PATH)), 503, "");
        String refused = "factguard_search_failures_total{kind=\"unauthorized\",provider=\"brave\"}";
        try (LogCapture log = new LogCapture()) {
            Map<String, Double> grown =
                    growth(() -> ForecastFunctionsTest.post("refresh", CLAIM).statusCode(200), refused);
            assertThat(grown).containsEntry(refused, 1.0);
            assertThat(log.lines()).anyMatch(l -> l.startsWith("search_failure=unauthorized provider=brave: "));
        }
    }

    @Test
    void nli_calls_are_timed_by_outcome_and_a_failed_one_leaves_a_degraded_claim() {
        stub(get(urlPathEqualTo(WireMockObservedResource.BRAVE)), 200, BRAVE_X_CEO);
        stub(post(urlPathEqualTo("/predict")), 200, NLI_CONTRADICTS);
        String ok = "factguard_nli_latency_seconds_count{outcome=\"ok\"}";
        String failed = "factguard_nli_latency_seconds_count{outcome=\"failed\"}";
        String byNli = "factguard_refresh_verdicts_total{source=\"nli\",verdict=\"contradicted\"}";
        String degraded = "factguard_degraded_total{backend=\"nli\",function=\"refresh\"}";
        Map<String, Double> judged = growth(
                () -> ForecastFunctionsTest.post("refresh", CLAIM)
                        .statusCode(200)
                        .body("refreshes[0].verdict", equalTo("contradicted")),
                ok,
                byNli,
                degraded);
        assertThat(judged).containsEntry(ok, 1.0).containsEntry(byNli, 1.0).containsEntry(degraded, 0.0);

        stub(post(urlPathEqualTo("/predict")), 500, "{}");
        try (LogCapture log = new LogCapture()) {
            Map<String, Double> grown = growth(
                    () -> ForecastFunctionsTest.post("refresh", CLAIM)
                            .statusCode(200)
                            .body("refreshes[0].verdict", equalTo("unverified")),
                    failed,
                    degraded);
            assertThat(grown).containsEntry(failed, 1.0).containsEntry(degraded, 1.0);
            assertThat(log.lines()).anyMatch(l -> l.startsWith("degraded=nli function=refresh: NLI failed"));
        }
    }
}
