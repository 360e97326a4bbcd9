package dev.factguard.config.secrets;

import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static dev.factguard.config.secrets.AwsSecretsWireMock.SECRETS_MANAGER;
import static dev.factguard.config.secrets.AwsSecretsWireMock.SSM;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.WireMockServer;
import java.net.URI;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;

/** The source against a WireMock that answers as Secrets Manager and SSM do, with static dummy credentials. */
class SecretsConfigSourceTest {

    static final String KEYS_ARN = SecretLocationTest.KEYS_ARN;
    static final String REDIS_ARN = SecretLocationTest.REDIS_ARN;
    static final String ID_ARN = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:factguard/id-secret-Q1w2E3";
    static final String KEYS = "ci:5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8:acme:write";

    private static final WireMockServer server =
            new WireMockServer(wireMockConfig().dynamicPort());
    private AwsSecretReader reader;

    @BeforeAll
    static void start() {
        server.start();
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    @BeforeEach
    void reader() {
        server.resetAll();
        reader = new AwsSecretReader(
                StaticCredentialsProvider.create(AwsBasicCredentials.create("AKIDEXAMPLE", "dummy-secret-key")),
                Optional.of(URI.create("http://localhost:" + server.port())));
    }

    @AfterEach
    void close() {
        reader.close();
    }

    @Test
    void offers_each_value_under_its_environment_and_its_property_name() {
        AwsSecretsWireMock.secret(server, KEYS_ARN, KEYS);
        AwsSecretsWireMock.secret(server, ID_ARN, "id-signing-secret");
        AwsSecretsWireMock.parameter(server, REDIS_ARN, "redis-token");

        var source = SecretsConfigSource.load(
                "FACTGUARD_AUTH_ID_SECRET=" + ID_ARN + ",FACTGUARD_AUTH_KEYS=" + KEYS_ARN + ",QUARKUS_REDIS_PASSWORD="
                        + REDIS_ARN,
                reader);

        assertThat(source.getValue("FACTGUARD_AUTH_KEYS")).isEqualTo(KEYS);
        assertThat(source.getValue("factguard.auth.keys")).isEqualTo(KEYS);
        assertThat(source.getValue("factguard.auth.id-secret")).isEqualTo("id-signing-secret");
        assertThat(source.getValue("quarkus.redis.password")).isEqualTo("redis-token");
        assertThat(source.getValue("factguard.auth.mode")).isNull();
        assertThat(source.getOrdinal()).isEqualTo(290);
    }

    @Test
    void asks_secrets_manager_for_the_arn_and_ssm_for_a_decrypted_parameter_in_the_arns_region() {
        AwsSecretsWireMock.secret(server, KEYS_ARN, KEYS);
        AwsSecretsWireMock.parameter(server, REDIS_ARN, "redis-token");

        SecretsConfigSource.load("FACTGUARD_AUTH_KEYS=" + KEYS_ARN + ",QUARKUS_REDIS_PASSWORD=" + REDIS_ARN, reader);

        server.verify(
                1,
                postRequestedFor(urlEqualTo("/"))
                        .withHeader("X-Amz-Target", equalTo(SECRETS_MANAGER))
                        .withHeader("Authorization", containing("/eu-west-1/secretsmanager/aws4_request"))
                        .withHeader("Authorization", containing("Credential=AKIDEXAMPLE/")));
        server.verify(
                1,
                postRequestedFor(urlEqualTo("/"))
                        .withHeader("X-Amz-Target", equalTo(SSM))
                        .withHeader("Authorization", containing("/us-east-1/ssm/aws4_request")));
    }

    @Test
    void a_missing_secret_fails_naming_the_variable_and_the_arn() {
        AwsSecretsWireMock.error(
                server,
                SECRETS_MANAGER,
                "ResourceNotFoundException",
                "Secrets Manager can't find the specified secret.");

        assertThatThrownBy(() -> SecretsConfigSource.load("FACTGUARD_AUTH_KEYS=" + KEYS_ARN, reader))
                .isInstanceOf(SecretUnavailableException.class)
                .hasMessageStartingWith("FACTGUARD_AUTH_KEYS: cannot read " + KEYS_ARN + " from Secrets Manager")
                .hasMessageContaining("ResourceNotFoundException");
    }

    @Test
    void a_denied_parameter_fails_naming_the_variable_and_the_reason() {
        AwsSecretsWireMock.secret(server, KEYS_ARN, KEYS);
        AwsSecretsWireMock.error(
                server,
                SSM,
                "AccessDeniedException",
                "User: arn:aws:sts::123456789012:assumed-role/fn/x is not authorized to perform: ssm:GetParameter");

        assertThatThrownBy(() -> SecretsConfigSource.load(
                        "FACTGUARD_AUTH_KEYS=" + KEYS_ARN + ",QUARKUS_REDIS_PASSWORD=" + REDIS_ARN, reader))
                .isInstanceOf(SecretUnavailableException.class)
                .hasMessageStartingWith(
                        "QUARKUS_REDIS_PASSWORD: cannot read " + REDIS_ARN + " from SSM Parameter Store")
                .hasMessageContaining("AccessDeniedException")
                .hasMessageContaining("not authorized to perform: ssm:GetParameter")
                // The secret read before it must not leak into the failure.
                .hasMessageNotContaining(KEYS);
    }

    @Test
    void a_binary_only_secret_fails_rather_than_offering_nothing() {
        AwsSecretsWireMock.binarySecret(server, KEYS_ARN);

        assertThatThrownBy(() -> SecretsConfigSource.load("FACTGUARD_AUTH_KEYS=" + KEYS_ARN, reader))
                .isInstanceOf(SecretUnavailableException.class)
                .hasMessageContaining("FACTGUARD_AUTH_KEYS")
                .hasMessageContaining("no text value");
    }

    @Test
    void an_unreachable_endpoint_fails_naming_the_variable() {
        var unreachable = new AwsSecretReader(
                StaticCredentialsProvider.create(AwsBasicCredentials.create("AKIDEXAMPLE", "dummy-secret-key")),
                Optional.of(URI.create("http://127.0.0.1:1")));
        try (unreachable) {
            assertThatThrownBy(() -> SecretsConfigSource.load("FACTGUARD_AUTH_KEYS=" + KEYS_ARN, unreachable))
                    .isInstanceOf(SecretUnavailableException.class)
                    .hasMessageStartingWith("FACTGUARD_AUTH_KEYS: cannot read " + KEYS_ARN);
        }
    }

    @Test
    void a_malformed_spec_fails_before_anything_is_read() {
        AwsSecretsWireMock.secret(server, KEYS_ARN, KEYS);

        assertThatThrownBy(() ->
                        SecretsConfigSource.load("FACTGUARD_AUTH_KEYS=" + KEYS_ARN + ",QUARKUS_REDIS_PASSWORD", reader))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'QUARKUS_REDIS_PASSWORD' is not NAME=ARN");
        assertThat(server.getAllServeEvents()).isEmpty();
    }
}
