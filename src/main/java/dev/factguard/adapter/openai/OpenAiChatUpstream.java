package dev.factguard.adapter.openai;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.factguard.adapter.Causes;
import dev.factguard.core.gateway.ChatAnswer;
import dev.factguard.core.gateway.ChatCall;
import dev.factguard.core.gateway.ChatStream;
import dev.factguard.core.gateway.ChatUpstream;
import dev.factguard.core.gateway.UpstreamFailure;
import io.quarkus.rest.client.reactive.QuarkusRestClientBuilder;
import io.smallrye.mutiny.subscription.Cancellable;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.jboss.resteasy.reactive.client.api.QuarkusRestClientProperties;

/**
 * An OpenAI-compatible server at a base URL ending in {@code /v1}, through the REST client. The configured key is
 * the only credential sent; failures to connect or to answer in time become {@link UpstreamFailure}, naming the
 * host but never the key. Error statuses are answers, passed on with their body. Thread-safe.
 */
public class OpenAiChatUpstream implements ChatUpstream {

    /** The REST client's own default. */
    static final int DEFAULT_CONNECTIONS = 50;

    private final ObjectMapper json = new ObjectMapper();
    private final OpenAiApi api;
    private final URI base;
    private final String authorization;
    private final Duration timeout;

    /**
     * @param url            base URL, e.g. {@code https://api.openai.com/v1}
     * @param apiKey         sent as a bearer token; null or blank for servers without keys
     * @param connectTimeout connect timeout, positive
     * @param timeout        the REST client's read timeout (the longest wait for a non-streamed answer), positive
     */
    public OpenAiChatUpstream(String url, String apiKey, Duration connectTimeout, Duration timeout) {
        this(url, apiKey, connectTimeout, timeout, DEFAULT_CONNECTIONS);
    }

    /**
     * @param connections most connections open to the upstream at once (each call, streamed or not, holds one),
     *                    at least 1; a call past them waits for one
     */
    public OpenAiChatUpstream(String url, String apiKey, Duration connectTimeout, Duration timeout, int connections) {
        if (connections < 1) {
            throw new IllegalArgumentException(
                    "connections (factguard.overload.gateway-calls) must be at least 1, was " + connections);
        }
        this.base = baseUri(url);
        this.timeout = positive(timeout, "timeout");
        this.authorization = apiKey == null || apiKey.isBlank() ? null : "Bearer " + apiKey.strip();
        this.api = QuarkusRestClientBuilder.newBuilder()
                .baseUri(base)
                .connectTimeout(positive(connectTimeout, "connectTimeout").toMillis(), TimeUnit.MILLISECONDS)
                .readTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS)
                .disableDefaultMapper(true)
                .loggingMaskedHeaders(Set.of("Authorization"))
                .property(QuarkusRestClientProperties.CONNECTION_POOL_SIZE, connections)
                .build(OpenAiApi.class);
    }

    @Override
    public CompletionStage<ChatAnswer> complete(ChatCall call) {
        return api.complete(authorization, call.body())
                .map(response -> {
                    try (response) {
                        String body = response.hasEntity() ? response.readEntity(String.class) : "";
                        int status = response.getStatus();
                        return new ChatAnswer(status, body, status / 100 == 2 ? text(body, "message") : null);
                    }
                })
                .onFailure()
                .transform(this::failure)
                .subscribeAsCompletionStage();
    }

    @Override
    public Runnable stream(ChatCall call, ChatStream sink) {
        Cancellable subscription = api.stream(authorization, call.body())
                .subscribe()
                .with(
                        event -> {
                            String data = event.data();
                            if (data == null || data.isBlank() || "[DONE]".equals(data.strip())) {
                                return;
                            }
                            sink.chunk(data, chunkText(data));
                        },
                        error -> {
                            ChatAnswer refused = refusal(error);
                            if (refused != null) {
                                sink.refused(refused);
                            } else {
                                sink.failed(failure(error));
                            }
                        },
                        sink::done);
        return subscription::cancel;
    }

    @Override
    public ChatAnswer models() {
        try (Response response = api.models(authorization)) {
            return new ChatAnswer(
                    response.getStatus(), response.hasEntity() ? response.readEntity(String.class) : "", null);
        } catch (RuntimeException e) {
            throw failure(e);
        }
    }

    /** An error status ends an SSE request as an exception that still holds the response. */
    private static ChatAnswer refusal(Throwable error) {
        if (error instanceof WebApplicationException wae && wae.getResponse() != null) {
            Response response = wae.getResponse();
            String body;
            try {
                body = response.hasEntity() ? response.readEntity(String.class) : "";
            } catch (RuntimeException unreadable) {
                body = "";
            }
            return new ChatAnswer(response.getStatus(), body, null);
        }
        return null;
    }

    private UpstreamFailure failure(Throwable e) {
        String where = "upstream " + base.getScheme() + "://" + base.getHost()
                + (base.getPort() == -1 ? "" : ":" + base.getPort());
        if (Causes.isTimeout(e)) {
            return new UpstreamFailure(where + " did not answer within " + timeout.toMillis() + " ms", true, e);
        }
        return new UpstreamFailure(
                "cannot reach " + where + ": " + Causes.root(e).getMessage(), false, e);
    }

    /** The assistant text of the first choice, {@code choices[0].<field>.content}; empty when absent or unreadable. */
    private String text(String body, String field) {
        try {
            JsonNode content =
                    json.readTree(body).path("choices").path(0).path(field).path("content");
            return content.isTextual() ? content.asText() : "";
        } catch (IOException e) {
            return "";
        }
    }

    private String chunkText(String data) {
        return text(data, "delta");
    }

    static URI baseUri(String url) {
        if (url == null || url.isBlank()) {
            throw new IllegalArgumentException("factguard.gateway.upstream.url must be set to the model server's"
                    + " OpenAI-compatible base URL, e.g. https://api.openai.com/v1");
        }
        URI uri = URI.create(url.strip().replaceAll("/+$", ""));
        if (uri.getHost() == null || !("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))) {
            throw new IllegalArgumentException(
                    "factguard.gateway.upstream.url must be an absolute http(s) URL, was " + url);
        }
        return uri;
    }

    private static Duration positive(Duration d, String name) {
        if (d == null || d.isNegative() || d.isZero()) {
            throw new IllegalArgumentException(name + " must be positive, was " + d);
        }
        return d;
    }
}
