package dev.factguard.config.secrets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.config.secrets.SecretLocation.Kind;
import org.junit.jupiter.api.Test;

class SecretLocationTest {

    static final String KEYS_ARN = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:factguard/keys-AbCdEf";
    static final String REDIS_ARN = "arn:aws:ssm:us-east-1:123456789012:parameter/factguard/redis-auth";

    @Test
    void recognises_secrets_manager_and_ssm_arns_with_their_regions() {
        var locations =
                SecretLocation.parseAll("FACTGUARD_AUTH_KEYS=" + KEYS_ARN + ",QUARKUS_REDIS_PASSWORD=" + REDIS_ARN);

        assertThat(locations)
                .containsExactly(
                        new SecretLocation("FACTGUARD_AUTH_KEYS", KEYS_ARN, Kind.SECRETS_MANAGER, "eu-west-1"),
                        new SecretLocation("QUARKUS_REDIS_PASSWORD", REDIS_ARN, Kind.SSM_PARAMETER, "us-east-1"));
    }

    @Test
    void accepts_other_partitions_and_ignores_blank_entries_and_spaces() {
        var locations = SecretLocation.parseAll(
                " FACTGUARD_NLI_TOKEN = arn:aws-cn:secretsmanager:cn-north-1:123456789012:secret:nli-x1 ,, ");

        assertThat(locations).singleElement().satisfies(l -> {
            assertThat(l.name()).isEqualTo("FACTGUARD_NLI_TOKEN");
            assertThat(l.region()).isEqualTo("cn-north-1");
            assertThat(l.kind()).isEqualTo(Kind.SECRETS_MANAGER);
        });
        assertThat(SecretLocation.parseAll("")).isEmpty();
    }

    @Test
    void refuses_an_entry_without_a_name() {
        assertThatThrownBy(() -> SecretLocation.parseAll(KEYS_ARN))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("FACTGUARD_SECRETS")
                .hasMessageContaining("is not NAME=ARN");
    }

    @Test
    void refuses_a_property_form_name() {
        assertThatThrownBy(() -> SecretLocation.parseAll("factguard.auth.keys=" + KEYS_ARN))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'factguard.auth.keys' is not an environment variable name");
    }

    @Test
    void refuses_an_arn_of_another_service_naming_the_variable() {
        assertThatThrownBy(() -> SecretLocation.parseAll("FACTGUARD_AUTH_KEYS=arn:aws:s3:::bucket/keys.txt"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("FACTGUARD_AUTH_KEYS names 'arn:aws:s3:::bucket/keys.txt'")
                .hasMessageContaining("neither a Secrets Manager secret ARN");
    }

    @Test
    void refuses_an_ssm_arn_that_is_not_a_parameter() {
        assertThatThrownBy(() ->
                        SecretLocation.parseAll("QUARKUS_REDIS_PASSWORD=arn:aws:ssm:eu-west-1:123456789012:document/x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("QUARKUS_REDIS_PASSWORD names");
    }

    @Test
    void refuses_a_name_given_twice() {
        assertThatThrownBy(() -> SecretLocation.parseAll(
                        "FACTGUARD_AUTH_KEYS=" + KEYS_ARN + ",FACTGUARD_AUTH_KEYS=" + REDIS_ARN))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("FACTGUARD_AUTH_KEYS is named more than once");
    }
}
