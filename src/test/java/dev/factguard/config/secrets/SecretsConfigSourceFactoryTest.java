package dev.factguard.config.secrets;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.smallrye.config.EnvConfigSource;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The factory inside a real SmallRye configuration, with the SDK's own settings: endpoint from
 * {@code aws.endpointUrl}, dummy credentials from {@code aws.accessKeyId}/{@code aws.secretAccessKey} (the
 * system-property forms of {@code AWS_ENDPOINT_URL} and friends).
 */
class SecretsConfigSourceFactoryTest {

    private static final String KEYS_ARN = SecretLocationTest.KEYS_ARN;
    private static final Map<String, String> SDK_PROPERTIES = Map.of(
            "aws.accessKeyId", "AKIDEXAMPLE",
            "aws.secretAccessKey", "dummy-secret-key");
    private static final WireMockServer server =
            new WireMockServer(wireMockConfig().dynamicPort());

    @BeforeAll
    static void start() {
        server.start();
        SDK_PROPERTIES.forEach(System::setProperty);
        System.setProperty("aws.endpointUrl", "http://localhost:" + server.port());
    }

    @AfterAll
    static void stop() {
        SDK_PROPERTIES.keySet().forEach(System::clearProperty);
        System.clearProperty("aws.endpointUrl");
        server.stop();
    }

    @BeforeEach
    void reset() {
        server.resetAll();
    }

    private static SmallRyeConfig config(Map<String, String> environment, Map<String, String> properties) {
        return new SmallRyeConfigBuilder()
                .withSources(new EnvConfigSource(environment, 300))
                .withSources(new PropertiesConfigSource(properties, "application.properties", 250))
                .withSources(new SecretsConfigSourceFactory())
                .build();
    }

    @Test
    void secrets_rank_below_the_environment_and_above_application_properties() {
        AwsSecretsWireMock.secret(server, KEYS_ARN, "from-secrets-manager");
        String id = SecretsConfigSourceTest.ID_ARN;
        AwsSecretsWireMock.secret(server, id, "id-from-secrets-manager");

        SmallRyeConfig config = config(
                Map.of(
                        "FACTGUARD_SECRETS",
                        "FACTGUARD_AUTH_ID_SECRET=" + id + ",FACTGUARD_AUTH_KEYS=" + KEYS_ARN,
                        "FACTGUARD_AUTH_ID_SECRET",
                        "explicit-environment"),
                Map.of("factguard.auth.keys", "from-properties", "factguard.auth.id-secret", "from-properties"));

        assertThat(config.getValue("factguard.auth.keys", String.class)).isEqualTo("from-secrets-manager");
        assertThat(config.getValue("factguard.auth.id-secret", String.class)).isEqualTo("explicit-environment");
    }

    @Test
    void without_factguard_secrets_it_adds_nothing_and_calls_nobody() {
        SmallRyeConfig config = config(Map.of(), Map.of("factguard.auth.keys", "from-properties"));

        assertThat(config.getValue("factguard.auth.keys", String.class)).isEqualTo("from-properties");
        assertThat(config.getConfigSources()).noneMatch(SecretsConfigSource.class::isInstance);
        assertThat(server.getAllServeEvents()).isEmpty();
    }

    @Test
    void an_unreadable_secret_stops_the_configuration_from_being_built() {
        AwsSecretsWireMock.error(server, AwsSecretsWireMock.SECRETS_MANAGER, "AccessDeniedException", "denied");

        assertThatThrownBy(() -> config(Map.of("FACTGUARD_SECRETS", "FACTGUARD_AUTH_KEYS=" + KEYS_ARN), Map.of()))
                .hasStackTraceContaining("FACTGUARD_AUTH_KEYS: cannot read " + KEYS_ARN);
    }
}
