package dev.factguard.config.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.config.FactGuardConfig;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/** The factory is found by Quarkus and its values reach the application's configuration mapping. */
@QuarkusTest
@QuarkusTestResource(value = SecretsWireMockResource.class, restrictToAnnotatedClass = true)
class SecretsInQuarkusTest {

    @Inject
    FactGuardConfig config;

    @Test
    void secrets_named_in_factguard_secrets_fill_the_configuration() {
        assertThat(config.nli().token()).contains(SecretsWireMockResource.NLI_TOKEN);
        assertThat(config.auth().idSecret()).contains(SecretsWireMockResource.ID_SECRET);
    }
}
