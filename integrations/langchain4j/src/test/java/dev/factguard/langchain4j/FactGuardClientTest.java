package dev.factguard.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The typed calls against the real service ({@link FactGuardServer}). */
class FactGuardClientTest {

    private static FactGuardServer factguard;

    @BeforeAll
    static void startFactGuard() {
        factguard = FactGuardServer.get();
    }

    @Test
    void forecast_and_feedback_round_trip_through_the_forecast_id() {
        FactGuardClient client = factguard.client(FactGuardServer.EMPTY_TENANT);
        Forecast forecast = client.forecast("Who is the CEO of Twitter?");

        assertThat(forecast.risk()).isBetween(0.0, 1.0);
        assertThat(forecast.recommendation()).isIn(Forecast.PROCEED, Forecast.GROUND, Forecast.HUMAN_REVIEW);
        assertThat(forecast.rationale()).isNotEmpty();
        assertThat(client.feedback(forecast.forecastId(), true).counted()).isTrue();
        assertThat(client.feedback(forecast.forecastId(), true).counted())
                .as("the same forecast's outcome counts once")
                .isFalse();
    }

    @Test
    void freshness_and_refresh_read_the_stale_claim_and_the_current_evidence() {
        FactGuardClient client = factguard.client(FactGuardServer.EMPTY_TENANT);

        Freshness freshness = client.freshness("The CEO of Twitter is Jack Dorsey.");
        assertThat(freshness.claims()).singleElement().satisfies(c -> {
            assertThat(c.category()).isEqualTo("position");
            assertThat(c.subject()).isEqualTo("CEO of Twitter");
            assertThat(c.value()).isEqualTo("Jack Dorsey");
        });

        Refreshes refreshes = client.refresh("The CEO of Twitter is Jack Dorsey.");
        assertThat(refreshes.checked()).isEqualTo(1);
        Refreshes.Refresh refresh = refreshes.refreshes().get(0);
        assertThat(refresh.verdict()).isEqualTo(Refreshes.DRIFT_SUSPECTED);
        assertThat(refresh.candidateValue()).isEqualTo("Linda Yaccarino");
        assertThat(refresh.superseded()).isTrue();
        assertThat(refresh.evidence().get(0).url()).isEqualTo("https://news.example.com/x-ceo?ref=ddg");
    }

    @Test
    void knowledge_search_finds_the_tenant_s_facts_only() {
        factguard.addFacts(
                FactGuardServer.TENANT,
                "[{\"key\":\"Nordwind K5 kettle\",\"text\":\"The Nordwind K5 electric kettle holds 1.7 litres.\"}]");

        assertThat(factguard.client(FactGuardServer.TENANT).knowledgeSearch("Nordwind kettle litres", 3))
                .extracting(FactMatch::key)
                .contains("Nordwind K5 kettle");
        assertThat(factguard.client(FactGuardServer.EMPTY_TENANT).knowledgeSearch("Nordwind kettle litres", 3))
                .isEmpty();
    }

    @Test
    void verify_reads_the_service_s_verdicts_with_the_fact_that_decided_them() {
        factguard.addFacts(
                FactGuardServer.TENANT,
                "[{\"key\":\"Nordwind K5 kettle\",\"text\":\"The Nordwind K5 electric kettle holds 1.7 litres.\"}]");
        FactGuardClient client = factguard.client(FactGuardServer.TENANT);

        Verification wrong = client.verify("It holds 2 litres.", "How much does the Nordwind K5 kettle hold?")
                .orElseThrow();
        Verification right =
                client.verify("The Nordwind K5 kettle holds 1.7 litres.", null).orElseThrow();

        assertThat(wrong.verdict()).isEqualTo(Verification.CONTRADICTED);
        assertThat(wrong.statements())
                .containsExactly(new Verification.Statement(
                        "It holds 2 litres.",
                        Verification.CONTRADICTED,
                        "Nordwind K5 kettle",
                        "The Nordwind K5 electric kettle holds 1.7 litres."));
        assertThat(right.verdict()).isEqualTo("supported");
    }

    @Test
    void verify_is_empty_where_the_service_has_none() throws Exception {
        HttpServer older = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        older.createContext("/verify", exchange -> {
            byte[] out =
                    "{\"error\":\"not_found\",\"message\":\"no function verify\"}".getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(404, out.length);
            exchange.getResponseBody().write(out);
            exchange.close();
        });
        older.start();
        try {
            Optional<Verification> verification = FactGuardClient.builder()
                    .baseUrl("http://127.0.0.1:" + older.getAddress().getPort())
                    .build()
                    .verify("The Nordwind K5 electric kettle holds 2 litres.", null);
            assertThat(verification).isEmpty();
        } finally {
            older.stop(0);
        }
    }

    @Test
    void refusals_carry_factguard_s_error_code_and_status() {
        assertThatThrownBy(() -> factguard.client("globex").forecast("Hello?"))
                .isInstanceOfSatisfying(FactGuardException.class, e -> {
                    assertThat(e.code()).isEqualTo("forbidden_tenant");
                    assertThat(e.status()).isEqualTo(403);
                    assertThat(e.unavailable()).isFalse();
                });
        FactGuardClient noKey =
                FactGuardClient.builder().baseUrl(factguard.baseUrl).build();
        assertThatThrownBy(() -> noKey.forecast("Hello?"))
                .isInstanceOfSatisfying(
                        FactGuardException.class, e -> assertThat(e.code()).isEqualTo("unauthorized"));
        assertThatThrownBy(() -> factguard.client(FactGuardServer.TENANT).forecast(""))
                .isInstanceOfSatisfying(
                        FactGuardException.class, e -> assertThat(e.status()).isEqualTo(400));
    }

    @Test
    void an_unreachable_service_is_unreachable_not_an_error_code_of_its() throws Exception {
        FactGuardClient down = FactGuardServer.unreachableClient();
        assertThatThrownBy(() -> down.forecast("Hello?")).isInstanceOfSatisfying(FactGuardException.class, e -> {
            assertThat(e.code()).isEqualTo(FactGuardException.UNREACHABLE);
            assertThat(e.status()).isZero();
            assertThat(e.unavailable()).isTrue();
        });
    }
}
