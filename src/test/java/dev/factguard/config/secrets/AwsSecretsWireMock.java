package dev.factguard.config.secrets;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;

import com.github.tomakehurst.wiremock.WireMockServer;

/**
 * Stubs in the AWS JSON 1.1 protocol both services speak: {@code POST /} with the operation in
 * {@code X-Amz-Target}, errors as HTTP 400 with {@code __type}.
 */
final class AwsSecretsWireMock {

    static final String SECRETS_MANAGER = "secretsmanager.GetSecretValue";
    static final String SSM = "AmazonSSM.GetParameter";
    private static final String JSON = "application/x-amz-json-1.1";

    private AwsSecretsWireMock() {}

    static void secret(WireMockServer server, String arn, String value) {
        secretAnswer(server, arn, "\"SecretString\":\"" + value + "\",\"VersionId\":\"v1\"");
    }

    static void binarySecret(WireMockServer server, String arn) {
        secretAnswer(server, arn, "\"SecretBinary\":\"AAEC\"");
    }

    private static void secretAnswer(WireMockServer server, String arn, String fields) {
        server.stubFor(post(urlEqualTo("/"))
                .withHeader("X-Amz-Target", equalTo(SECRETS_MANAGER))
                .withRequestBody(matchingJsonPath("$.SecretId", equalTo(arn)))
                .willReturn(aResponse()
                        .withStatus(200)
                        .withHeader("Content-Type", JSON)
                        .withBody("{\"ARN\":\"" + arn + "\",\"Name\":\"n\"," + fields + "}")));
    }

    static void parameter(WireMockServer server, String arn, String value) {
        server.stubFor(post(urlEqualTo("/"))
                .withHeader("X-Amz-Target", equalTo(SSM))
                .withRequestBody(matchingJsonPath("$.Name", equalTo(arn)))
                .withRequestBody(matchingJsonPath("$.WithDecryption", equalTo("true")))
                .willReturn(aResponse()
                        .withStatus(200)
                        .withHeader("Content-Type", JSON)
                        .withBody("{\"Parameter\":{\"ARN\":\"" + arn + "\",\"Name\":\"/p\",\"Type\":\"SecureString\","
                                + "\"Value\":\"" + value + "\",\"Version\":3,\"DataType\":\"text\"}}")));
    }

    static void error(WireMockServer server, String target, String type, String message) {
        server.stubFor(post(urlEqualTo("/"))
                .withHeader("X-Amz-Target", equalTo(target))
                .willReturn(aResponse()
                        .withStatus(400)
                        .withHeader("Content-Type", JSON)
                        .withHeader("x-amzn-RequestId", "req-1")
                        .withBody("{\"__type\":\"" + type + "\",\"message\":\"" + message + "\"}")));
    }
}
