package dev.factguard.config.secrets;

import java.net.URI;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.awscore.client.builder.AwsClientBuilder;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;
import software.amazon.awssdk.services.ssm.SsmClient;

/**
 * Reads secrets with the AWS SDK: Secrets Manager {@code GetSecretValue} (the whole {@code SecretString}) and
 * SSM {@code GetParameter} with decryption ({@code Parameter.Value}). Each call goes to the region in the
 * ARN, since neither service serves another region's resources. Credentials come from the SDK's default
 * chain (on Lambda: the function role's variables); the endpoint from the SDK's own settings
 * ({@code AWS_ENDPOINT_URL}, {@code aws.endpointUrl}) unless one is given. Not thread-safe: it is used once,
 * during start, then closed.
 */
public final class AwsSecretReader implements SecretReader, AutoCloseable {

    // Start-up must not hang on an unreachable endpoint: Lambda gives the whole init phase 10 s.
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(2);
    private static final Duration READ_TIMEOUT = Duration.ofSeconds(3);
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(8);

    private final AwsCredentialsProvider credentials;
    private final Optional<URI> endpoint;
    private final SdkHttpClient http;
    private final Map<Region, SecretsManagerClient> secretsManagers = new HashMap<>();
    private final Map<Region, SsmClient> parameterStores = new HashMap<>();

    /** The default credentials chain and the SDK's endpoint resolution. */
    public AwsSecretReader() {
        this(DefaultCredentialsProvider.builder().build(), Optional.empty());
    }

    /** Given credentials and, when present, an endpoint that replaces every service's (tests, local stacks). */
    public AwsSecretReader(AwsCredentialsProvider credentials, Optional<URI> endpoint) {
        this.credentials = credentials;
        this.endpoint = endpoint;
        this.http = UrlConnectionHttpClient.builder()
                .connectionTimeout(CONNECT_TIMEOUT)
                .socketTimeout(READ_TIMEOUT)
                .build();
    }

    @Override
    public String read(SecretLocation location) {
        try {
            String value = switch (location.kind()) {
                case SECRETS_MANAGER ->
                    secretsManager(Region.of(location.region()))
                            .getSecretValue(r -> r.secretId(location.arn()))
                            .secretString();
                case SSM_PARAMETER ->
                    parameterStore(Region.of(location.region()))
                            .getParameter(r -> r.name(location.arn()).withDecryption(true))
                            .parameter()
                            .value();
            };
            if (value == null) {
                throw new SecretUnavailableException(location, "it has no text value (binary secrets are not read)");
            }
            return value;
        } catch (AwsServiceException e) {
            // The error code and the service's message name the resource and the caller, never the value.
            String reason = e.awsErrorDetails() == null
                    ? e.getMessage()
                    : e.awsErrorDetails().errorCode() + " (HTTP " + e.statusCode() + "): "
                            + e.awsErrorDetails().errorMessage();
            throw new SecretUnavailableException(location, reason);
        } catch (SdkException e) {
            throw new SecretUnavailableException(location, e.getMessage());
        }
    }

    private SecretsManagerClient secretsManager(Region region) {
        return secretsManagers.computeIfAbsent(
                region,
                r -> configure(SecretsManagerClient.builder(), r)
                        .httpClient(http)
                        .build());
    }

    private SsmClient parameterStore(Region region) {
        return parameterStores.computeIfAbsent(
                region, r -> configure(SsmClient.builder(), r).httpClient(http).build());
    }

    private <B extends AwsClientBuilder<B, ?>> B configure(B builder, Region region) {
        builder.region(region)
                .credentialsProvider(credentials)
                .overrideConfiguration(o -> o.apiCallTimeout(CALL_TIMEOUT));
        endpoint.ifPresent(builder::endpointOverride);
        return builder;
    }

    @Override
    public void close() {
        secretsManagers.values().forEach(SecretsManagerClient::close);
        parameterStores.values().forEach(SsmClient::close);
        http.close();
    }
}
