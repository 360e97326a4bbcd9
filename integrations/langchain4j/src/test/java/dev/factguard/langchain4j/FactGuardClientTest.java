package dev.factguard.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
    void verify_is_empty_where_the_service_has_none_and_typed_where_it_has() {
        Optional<Verification> verification = factguard
                .client(FactGuardServer.TENANT)
                .verify("The Nordwind K5 electric kettle holds 1.7 litres.", "How much does the K5 hold?");

        verification.ifPresent(v -> assertThat(v.verdict()).isIn("supported", "contradicted", "unverifiable"));
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
