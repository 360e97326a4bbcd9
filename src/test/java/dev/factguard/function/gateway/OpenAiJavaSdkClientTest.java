package dev.factguard.function.gateway;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.openai.client.OpenAIClient;
import com.openai.client.okhttp.OpenAIOkHttpClient;
import com.openai.core.JsonValue;
import com.openai.core.http.HttpResponseFor;
import com.openai.core.http.StreamResponse;
import com.openai.models.chat.completions.ChatCompletion;
import com.openai.models.chat.completions.ChatCompletionChunk;
import com.openai.models.chat.completions.ChatCompletionCreateParams;
import dev.factguard.testing.WireMockUpstreamResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The official OpenAI Java SDK ({@code com.openai:openai-java}) pointed at the gateway, beside the npm one
 * ({@link OpenAiSdkClientTest}): a plain and a streamed completion give the upstream's text, and the SDK's raw
 * response and additional-properties API reach FactGuard's {@code factguard} object and {@code x-factguard-*}
 * headers. FactGuard's options go out as an additional body property, which the gateway reads and takes out.
 */
@QuarkusTest
@QuarkusTestResource(value = WireMockUpstreamResource.class, restrictToAnnotatedClass = true)
class OpenAiJavaSdkClientTest {

    @TestHTTPResource("/v1")
    URL gateway;

    private OpenAIClient client;

    @BeforeEach
    void start() {
        WireMockUpstreamResource.server().resetAll();
        client = OpenAIOkHttpClient.builder()
                .baseUrl(gateway.toString())
                .apiKey("caller-key")
                .maxRetries(0)
                .timeout(Duration.ofSeconds(30))
                .build();
    }

    @AfterEach
    void stop() {
        client.close();
    }

    private static ChatCompletionCreateParams params() {
        return ChatCompletionCreateParams.builder()
                .model("stub-model")
                .addUserMessage("Who runs Twitter?")
                .putAdditionalBodyProperty("factguard", JsonValue.from(Map.of("tenant", "java-sdk", "refresh", "flag")))
                .build();
    }

    @Test
    void a_plain_completion_carries_the_upstream_s_text_the_factguard_object_and_the_headers() {
        Upstream.answersCompletion();

        try (HttpResponseFor<ChatCompletion> raw =
                client.chat().completions().withRawResponse().create(params())) {
            ChatCompletion completion = raw.parse();

            assertThat(completion.choices().get(0).message().content()).contains(Upstream.ANSWER);
            JsonNode factguard =
                    completion._additionalProperties().get("factguard").convert(JsonNode.class);
            assertThat(factguard.path("forecast").path("forecastId").asText()).startsWith("fc_");
            assertThat(factguard.path("staleClaims").asInt()).isEqualTo(1);
            assertThat(factguard.path("options").path("refresh").asText()).isEqualTo("flag");
            assertThat(raw.headers().values("x-factguard-forecast-id"))
                    .containsExactly(
                            factguard.path("forecast").path("forecastId").asText());
            assertThat(raw.headers().values("x-factguard-recommendation"))
                    .containsExactly(
                            factguard.path("forecast").path("recommendation").asText());
            assertThat(raw.headers().values("x-factguard-stale-claims")).containsExactly("1");
        }
        // The factguard option was the gateway's, not the model's: the upstream never saw it.
        WireMockUpstreamResource.server()
                .verify(
                        1,
                        postRequestedFor(urlPathEqualTo(GatewayTest.CHAT))
                                .withRequestBody(matchingJsonPath("$.model", equalTo("stub-model"))));
        assertThat(WireMockUpstreamResource.server()
                        .findAll(postRequestedFor(urlPathEqualTo(GatewayTest.CHAT)))
                        .get(0)
                        .getBodyAsString())
                .doesNotContain("factguard");
    }

    @Test
    void a_streamed_completion_gives_the_text_then_the_factguard_chunk_and_the_forecast_headers() {
        WireMockUpstreamResource.server()
                .stubFor(post(urlPathEqualTo(GatewayTest.CHAT))
                        .withRequestBody(matchingJsonPath("$.stream", equalTo("true")))
                        .willReturn(aResponse()
                                .withStatus(200)
                                .withHeader("Content-Type", "text/event-stream")
                                .withBody(Upstream.sseBody())));

        StringBuilder text = new StringBuilder();
        JsonNode factguard = null;
        int chunks = 0;
        try (HttpResponseFor<StreamResponse<ChatCompletionChunk>> raw =
                        client.chat().completions().withRawResponse().createStreaming(params());
                StreamResponse<ChatCompletionChunk> stream = raw.parse()) {
            assertThat(raw.headers().values("x-factguard-forecast-id"))
                    .singleElement()
                    .asString()
                    .startsWith("fc_");
            for (ChatCompletionChunk chunk : (Iterable<ChatCompletionChunk>) stream.stream()::iterator) {
                chunks++;
                chunk.choices().forEach(c -> c.delta().content().ifPresent(text::append));
                JsonValue annotation = chunk._additionalProperties().get("factguard");
                if (annotation != null) {
                    factguard = annotation.convert(JsonNode.class);
                }
            }
        }

        assertThat(text.toString()).isEqualTo(Upstream.ANSWER);
        // The three upstream chunks and the annotation chunk; [DONE] ends the SDK's stream.
        assertThat(chunks).isEqualTo(4);
        assertThat(factguard).isNotNull();
        assertThat(factguard.path("forecast").path("recommendation").asText()).isNotBlank();
        assertThat(factguard
                        .path("freshness")
                        .path("claims")
                        .get(0)
                        .path("text")
                        .asText())
                .isEqualTo(Upstream.ANSWER);
        assertThat(factguard.path("staleClaims").asInt()).isEqualTo(1);
    }
}
