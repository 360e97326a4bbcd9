package dev.factguard.function.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.abort;

import dev.factguard.testing.WireMockUpstreamResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The official OpenAI SDK (the {@code openai} npm package, pinned in {@code src/test/node/openai-client}) pointed at
 * the gateway: its plain and streamed calls give the upstream's text and expose the {@code factguard} object.
 * Needs Node.js 18+ and the npm registry once (the package is installed under {@code target/}); without them the
 * test is skipped and says why.
 */
@QuarkusTest
@QuarkusTestResource(value = WireMockUpstreamResource.class, restrictToAnnotatedClass = true)
class OpenAiSdkClientTest {

    private static final Path SOURCE = Path.of("src/test/node/openai-client");
    private static final Path WORK = Path.of("target/openai-client");

    @TestHTTPResource("/v1")
    URL gateway;

    @BeforeEach
    void reset() {
        WireMockUpstreamResource.server().resetAll();
    }

    @Test
    void the_sdk_gets_the_upstream_s_text_and_the_factguard_object_plain_and_streamed() throws Exception {
        Path client = installClient();
        Upstream.answersCompletion();
        // Streamed requests carry "stream": true; they get the event stream, ranked before the plain answer.
        WireMockUpstreamResource.server()
                .stubFor(com.github.tomakehurst.wiremock.client.WireMock.post(
                                com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo(GatewayTest.CHAT))
                        .atPriority(1)
                        .withRequestBody(com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath(
                                "$.stream", com.github.tomakehurst.wiremock.client.WireMock.equalTo("true")))
                        .willReturn(com.github.tomakehurst.wiremock.client.WireMock.aResponse()
                                .withStatus(200)
                                .withHeader("Content-Type", "text/event-stream")
                                .withBody(Upstream.sseBody())));

        Result run =
                run(List.of("node", client.getFileName().toString()), client.getParent(), "GATEWAY_URL=" + gateway);
        assertThat(run.exit).as("node client output:\n" + run.output).isZero();
        String line = run.output
                .lines()
                .filter(l -> l.startsWith("{"))
                .reduce((a, b) -> b)
                .orElseThrow();
        JsonPath out = new JsonPath(line);
        assertThat(out.getString("plainText")).isEqualTo(Upstream.ANSWER);
        assertThat(out.getString("plainFactguard.forecast.forecastId")).startsWith("fc_");
        assertThat(out.getInt("plainFactguard.staleClaims")).isEqualTo(1);
        assertThat(out.getString("streamedText")).isEqualTo(Upstream.ANSWER);
        assertThat(out.getString("streamedFactguard.forecast.recommendation")).isNotBlank();
        assertThat(out.getString("streamedFactguard.freshness.claims[0].text")).isEqualTo(Upstream.ANSWER);
        // The three upstream chunks and the annotation chunk; [DONE] ends the SDK's iteration.
        assertThat(out.getInt("chunks")).isEqualTo(4);
    }

    /** Copies the client next to a fresh {@code npm ci} of its pinned SDK; skips the test when that cannot be had. */
    private static Path installClient() throws Exception {
        Result node = tryRun(List.of("node", "--version"), Path.of("."));
        if (node == null || node.exit != 0) {
            abort("Node.js is not installed: the OpenAI SDK check needs node 18+ and npm");
        }
        if (Integer.parseInt(node.output.strip().replaceAll("^v(\\d+).*", "$1")) < 18) {
            abort("Node.js " + node.output.strip() + " is too old for the OpenAI SDK (needs 18+)");
        }
        Files.createDirectories(WORK);
        for (String file : List.of("package.json", "package-lock.json", "client.mjs")) {
            Files.copy(SOURCE.resolve(file), WORK.resolve(file), StandardCopyOption.REPLACE_EXISTING);
        }
        if (!Files.isDirectory(WORK.resolve("node_modules/openai"))) {
            Result install = tryRun(List.of("npm", "ci", "--no-audit", "--no-fund"), WORK);
            if (install == null || install.exit != 0) {
                abort("cannot install the openai npm package (npm ci in " + WORK + "): "
                        + (install == null ? "npm not found" : install.output));
            }
        }
        return WORK.resolve("client.mjs");
    }

    private record Result(int exit, String output) {}

    private static Result tryRun(List<String> command, Path dir) throws InterruptedException {
        try {
            return run(command, dir);
        } catch (IOException e) {
            return null;
        }
    }

    private static Result run(List<String> command, Path dir, String... env) throws IOException, InterruptedException {
        ProcessBuilder builder =
                new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        for (String pair : env) {
            builder.environment().put(pair.substring(0, pair.indexOf('=')), pair.substring(pair.indexOf('=') + 1));
        }
        Process process = builder.start();
        process.getOutputStream().close();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new IllegalStateException(command + " did not finish within 5 minutes");
        }
        return new Result(process.exitValue(), new String(output, StandardCharsets.UTF_8));
    }
}
