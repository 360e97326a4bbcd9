package dev.factguard.function.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.factguard.core.gateway.Annotation;
import dev.factguard.core.gateway.ChatAnswer;
import dev.factguard.core.gateway.ChatStream;
import dev.factguard.core.gateway.GuardGateway;
import dev.factguard.core.gateway.Guarding;
import dev.factguard.core.gateway.UpstreamFailure;
import dev.factguard.core.observe.Observations;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;
import java.io.IOException;

/**
 * Relays one streamed answer: each upstream event is written to the caller as it arrives, then one more
 * {@code chat.completion.chunk} with empty {@code choices} carrying the {@code factguard} object, then
 * {@code data: [DONE]}. An answer withheld under {@code verify: block} gets a refusal chunk before that ({@link
 * Refusal#chunk}): its text has been streamed already, so the refusal tells the client to take it back. The head is written with the first chunk, so an upstream that refuses the request is still
 * answered with its own status. Events arrive one at a time; the answer's text is kept only to check it at the end.
 */
final class SseRelay implements ChatStream {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final RoutingContext rc;
    private final GuardGateway gateway;
    private final Guarding guarding;
    private final Vertx vertx;
    private final Observations observations;
    private final StringBuilder text = new StringBuilder();
    private JsonNode first;

    SseRelay(RoutingContext rc, GuardGateway gateway, Guarding guarding, Vertx vertx, Observations observations) {
        this.rc = rc;
        this.gateway = gateway;
        this.guarding = guarding;
        this.vertx = vertx;
        this.observations = observations;
    }

    void start() {
        Runnable cancel = gateway.upstream().stream(guarding.call(), this);
        rc.response().closeHandler(closed -> cancel.run());
    }

    @Override
    public void chunk(String data, String delta) {
        HttpServerResponse response = rc.response();
        if (!response.headWritten()) {
            first = read(data);
            response.setChunked(true)
                    .putHeader("Content-Type", "text/event-stream")
                    .putHeader("Cache-Control", "no-cache");
            FactGuardObject.forecastHeaders(response, guarding.forecast());
        }
        text.append(delta);
        response.write("data: " + data + "\n\n");
    }

    @Override
    public void done() {
        GatewayRoutes.annotate(vertx, gateway, guarding, text.toString(), observations, annotation -> {
            HttpServerResponse response = rc.response();
            if (response.closed()) {
                return;
            }
            if (!response.headWritten()) {
                // An upstream that streamed no chunk at all: still a valid, empty stream.
                response.setChunked(true).putHeader("Content-Type", "text/event-stream");
                FactGuardObject.forecastHeaders(response, guarding.forecast());
            }
            if (annotation.withheld()) {
                response.write("data: " + Refusal.chunk(chunkShape(), annotation) + "\n\n");
            }
            response.write("data: " + annotationChunk(annotation) + "\n\n");
            response.end("data: [DONE]\n\n");
        });
    }

    @Override
    public void refused(ChatAnswer answer) {
        if (rc.response().headWritten()) {
            failed(new UpstreamFailure("the upstream failed mid-stream with HTTP " + answer.status(), false, null));
            return;
        }
        FactGuardObject.forecastHeaders(rc.response(), guarding.forecast());
        GatewayRoutes.passThrough(rc, answer);
    }

    @Override
    public void failed(UpstreamFailure failure) {
        HttpServerResponse response = rc.response();
        if (!response.headWritten()) {
            FactGuardObject.forecastHeaders(response, guarding.forecast());
            GatewayRoutes.send(rc, GatewayRoutes.upstreamFailure(failure));
            return;
        }
        // Mid-stream: OpenAI's own way of reporting it, an error event; no [DONE], so clients see the stream broke.
        if (!response.ended() && !response.closed()) {
            response.end("data: " + GatewayRoutes.upstreamFailure(failure).body() + "\n\n");
        }
    }

    /** Shaped like the upstream's chunks (same id, model, created), so clients parse it as one of them. */
    private String annotationChunk(Annotation annotation) {
        ObjectNode chunk = chunkShape();
        chunk.putArray("choices");
        chunk.set("factguard", FactGuardObject.of(guarding, annotation));
        return chunk.toString();
    }

    /** A {@code chat.completion.chunk} without choices, with the upstream's id, model and created. */
    private ObjectNode chunkShape() {
        ObjectNode chunk = JSON.createObjectNode();
        chunk.put(
                "id",
                first == null
                        ? "factguard-" + guarding.forecast().forecastId()
                        : first.path("id").asText());
        chunk.put("object", "chat.completion.chunk");
        chunk.put(
                "created",
                first == null
                        ? System.currentTimeMillis() / 1000
                        : first.path("created").asLong());
        chunk.put("model", first == null ? "" : first.path("model").asText());
        return chunk;
    }

    private static JsonNode read(String data) {
        try {
            return JSON.readTree(data);
        } catch (IOException e) {
            return null;
        }
    }
}
