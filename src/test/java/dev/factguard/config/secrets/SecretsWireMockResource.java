package dev.factguard.config.secrets;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * A WireMock answering as Secrets Manager and SSM, reached through the SDK's system-property settings, and a
 * {@code FACTGUARD_SECRETS} that names one secret of each.
 */
public class SecretsWireMockResource implements QuarkusTestResourceLifecycleManager {

    static final String NLI_TOKEN_ARN = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:factguard/nli-Zx9Yw8";
    static final String ID_SECRET_ARN = "arn:aws:ssm:eu-west-1:123456789012:parameter/factguard/id-secret";
    static final String NLI_TOKEN = "nli-token-from-secrets-manager";
    static final String ID_SECRET = "id-secret-from-parameter-store";

    private static final Map<String, String> SDK_PROPERTIES = Map.of(
            "aws.accessKeyId", "AKIDEXAMPLE",
            "aws.secretAccessKey", "dummy-secret-key");
    private WireMockServer server;

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(wireMockConfig().dynamicPort());
        server.start();
        AwsSecretsWireMock.secret(server, NLI_TOKEN_ARN, NLI_TOKEN);
        AwsSecretsWireMock.parameter(server, ID_SECRET_ARN, ID_SECRET);
        SDK_PROPERTIES.forEach(System::setProperty);
        System.setProperty("aws.endpointUrl", "http://localhost:" + server.port());
        return Map.of(
                SecretsConfigSource.SPEC,
                "FACTGUARD_AUTH_ID_SECRET=" + ID_SECRET_ARN + ",FACTGUARD_NLI_TOKEN=" + NLI_TOKEN_ARN);
    }

    @Override
    public void stop() {
        SDK_PROPERTIES.keySet().forEach(System::clearProperty);
        System.clearProperty("aws.endpointUrl");
        if (server != null) {
            server.stop();
        }
    }
}
