package dev.factguard.function.gateway;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.factguard.config.FactGuardConfig;
import dev.factguard.config.auth.Caller;
import dev.factguard.core.Stages;
import dev.factguard.core.gateway.Annotation;
import dev.factguard.core.gateway.ChatAnswer;
import dev.factguard.core.gateway.GuardGateway;
import dev.factguard.core.gateway.Guarding;
import dev.factguard.core.gateway.RefreshMode;
import dev.factguard.core.gateway.UpstreamFailure;
import dev.factguard.core.gateway.VerifyMode;
import dev.factguard.core.observe.Observations;
import dev.factguard.function.InvalidRequestException;
import dev.factguard.function.Requests;
import dev.factguard.function.http.InFlight;
import dev.factguard.function.http.LoadShedding;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.Optional;
import java.util.function.Consumer;
import org.jboss.logging.Logger;

/**
 * {@code POST /v1/chat/completions} and {@code GET /v1/models}. Routes on the router Funqy shares (like
 * {@code JsonErrorHandler}), ordered before Funqy's; the guarded work runs on worker threads since a forecast may
 * wait on Redis and a non-streamed answer on the model. Each call is counted in flight from its admission, on the
 * event loop once its body is read, to the end of its answer (or its connection); past
 * {@code factguard.overload.gateway-calls} it is refused at once with {@code 503 overloaded}.
 */
@ApplicationScoped
public class GatewayRoutes {

    static final String CHAT = "/v1/chat/completions";
    static final String MODELS = "/v1/models";
    private static final Logger LOG = Logger.getLogger(GatewayRoutes.class);

    @Inject
    Optional<GuardGateway> gateway;

    @Inject
    FactGuardConfig config;

    @Inject
    Vertx vertx;

    @Inject
    Observations observations;

    @Inject
    LoadShedding shedding;

    private volatile String overloaded;
    private final ObjectMapper json = new ObjectMapper();
    private final ChatRequests requests = new ChatRequests(json);

    void install(@Observes Router router) {
        router.route("/v1/*").order(-102).failureHandler(this::failed);
        router.post(CHAT)
                .order(-101)
                .handler(BodyHandler.create(false).setBodyLimit(config.gateway().maxBodyBytes()));
        router.post(CHAT).order(-100).handler(this::admit).blockingHandler(this::chat, false);
        router.get(MODELS).order(-100).handler(this::admit).blockingHandler(this::models, false);
        router.route("/v1/*").order(-99).handler(rc -> send(rc, unrouted(rc)));
    }

    /** On the event loop, before a worker is asked for: a refused call waits for nothing. */
    private void admit(RoutingContext rc) {
        InFlight calls = shedding.gateway();
        if (!calls.tryEnter()) {
            shedding.refused(rc, calls);
            rc.response()
                    .setStatusCode(503)
                    .putHeader("Content-Type", "application/json")
                    .end(overloaded());
            return;
        }
        // Once, when the answer has ended or the connection closed, whichever comes first.
        rc.addEndHandler(ended -> calls.exit());
        rc.next();
    }

    /** The refusal's body, encoded once: refusals come in floods. */
    private String overloaded() {
        String body = overloaded;
        if (body == null) {
            body = new OpenAiError(503, "server_error", "overloaded", null, shedding.message(shedding.gateway()))
                    .body()
                    .toString();
            overloaded = body;
        }
        return body;
    }

    /**
     * The tenant the call acts on, bound to the caller's key as for every function: a tenant the key does not hold
     * is refused, so one key never grounds on, or reads back, another tenant's facts.
     */
    private static String tenant(String requested, Caller caller) {
        try {
            return Requests.tenant(requested, caller);
        } catch (InvalidRequestException e) {
            String type = e.status() == 403 ? "permission_error" : "invalid_request_error";
            throw new OpenAiError(e.status(), type, e.code(), "factguard.tenant", e.getMessage());
        }
    }

    private void chat(RoutingContext rc) {
        try {
            GuardGateway gw = configured();
            String type = rc.request().getHeader("Content-Type");
            if (type == null || !type.toLowerCase(java.util.Locale.ROOT).startsWith("application/json")) {
                throw new OpenAiError(
                        415,
                        "invalid_request_error",
                        "unsupported_media_type",
                        null,
                        "send the request as Content-Type: application/json");
            }
            // Quarkus' own body handler runs first and reads up to its larger limit, so the gateway's is checked here.
            if (rc.body().length() > config.gateway().maxBodyBytes()) {
                throw tooLarge();
            }
            ChatRequests.Parsed parsed =
                    requests.parse(rc.body().asString(), gw.settings().defaults());
            Guarding guarding;
            try {
                guarding = gw.prepare(
                        tenant(parsed.tenant(), rc.get(Caller.CONTEXT_KEY)), parsed.call(), parsed.options());
            } catch (IllegalArgumentException e) {
                throw OpenAiError.invalid("messages", e.getMessage());
            }
            observations.forecasted(guarding.forecast(), "gateway");
            if (guarding.blocked()) {
                observations.gatewayCall("blocked");
                blocked(rc, guarding);
            } else if (guarding.call().stream()) {
                observations.gatewayCall("streamed");
                new SseRelay(rc, gw, guarding, vertx, observations).start();
            } else {
                observations.gatewayCall("forwarded");
                complete(rc, gw, guarding);
            }
        } catch (OpenAiError e) {
            observations.gatewayCall("refused");
            send(rc, e);
        } catch (UpstreamFailure e) {
            observations.gatewayCall("upstream_failed");
            send(rc, upstreamFailure(e));
        }
    }

    /** No thread waits for the model: the answer arrives on the client's event loop and is checked on a worker. */
    private void complete(RoutingContext rc, GuardGateway gw, Guarding guarding) {
        HttpServerResponse response = rc.response();
        FactGuardObject.forecastHeaders(response, guarding.forecast());
        gw.complete(guarding).whenComplete((answer, error) -> {
            if (response.closed()) {
                return;
            }
            if (error != null) {
                Throwable cause = Stages.unwrapped(error);
                if (cause instanceof UpstreamFailure failure) {
                    send(rc, upstreamFailure(failure));
                } else {
                    rc.fail(cause);
                }
            } else if (!answer.ok()) {
                passThrough(rc, answer);
            } else {
                annotate(vertx, gw, guarding, answer.text(), observations, annotation -> {
                    FactGuardObject.answerHeaders(response, annotation);
                    String body =
                            annotation.withheld() ? Refusal.replaceChoices(answer.body(), annotation) : answer.body();
                    response.setStatusCode(answer.status())
                            .putHeader("Content-Type", "application/json")
                            .end(withFactGuard(body, FactGuardObject.of(guarding, annotation)));
                });
            }
        });
    }

    /**
     * Checks the answer, then hands it on. A {@code verify} refresh searches the web and a verification reads the
     * tenant's facts (a store round trip per statement, an embedding with embeddings on), so they run on a worker;
     * freshness alone is microseconds of CPU and runs where the answer arrived, sparing a thread hop per request. The
     * verdicts of a refresh, and what a verification went without, are reported to {@code observations} like those of
     * the refresh and verify functions.
     */
    static void annotate(
            Vertx vertx,
            GuardGateway gw,
            Guarding guarding,
            String text,
            Observations observations,
            Consumer<Annotation> answered) {
        Consumer<Annotation> then = annotation -> {
            if (annotation.refreshes() != null) {
                observations.refreshed(annotation.refreshes(), "gateway");
            }
            if (annotation.verification() != null) {
                observations.verified(annotation.verification(), "gateway");
            }
            answered.accept(annotation);
        };
        if (guarding.options().refresh() != RefreshMode.VERIFY
                && guarding.options().verify() == VerifyMode.OFF) {
            Annotation annotation;
            try {
                annotation = gw.annotate(guarding, text);
            } catch (RuntimeException e) {
                annotation = Annotation.failed("checking the answer failed: " + e);
            }
            then.accept(annotation);
            return;
        }
        vertx.executeBlocking(() -> gw.annotate(guarding, text), false)
                .onComplete(result -> then.accept(
                        result.succeeded()
                                ? result.result()
                                : Annotation.failed("checking the answer failed: " + result.cause())));
    }

    private void blocked(RoutingContext rc, Guarding guarding) {
        FactGuardObject.forecastHeaders(rc.response(), guarding.forecast());
        OpenAiError error = new OpenAiError(
                403,
                "factguard_blocked",
                "human_review",
                "messages",
                "FactGuard's forecast recommends human review (risk "
                        + guarding.forecast().risk() + ": "
                        + String.join("; ", guarding.forecast().rationale()) + "), and factguard.gateway.on-review"
                        + " is block: the model was not called");
        ObjectNode body = error.body();
        body.set("factguard", FactGuardObject.of(guarding, null));
        rc.response()
                .setStatusCode(error.status())
                .putHeader("Content-Type", "application/json")
                .end(body.toString());
    }

    private void models(RoutingContext rc) {
        try {
            passThrough(rc, configured().upstream().models());
        } catch (OpenAiError e) {
            send(rc, e);
        } catch (UpstreamFailure e) {
            send(rc, upstreamFailure(e));
        }
    }

    private GuardGateway configured() {
        return gateway.orElseThrow(() -> new OpenAiError(
                503,
                "server_error",
                "gateway_not_configured",
                null,
                "the gateway has no upstream: set factguard.gateway.upstream.url (env FACTGUARD_GATEWAY_UPSTREAM_URL)"
                        + " to an OpenAI-compatible base URL such as https://api.openai.com/v1"));
    }

    /** The upstream's status and body as they are; a body that is not JSON is wrapped in an error object. */
    static void passThrough(RoutingContext rc, ChatAnswer answer) {
        String body = answer.body().strip();
        if (!body.startsWith("{") && !body.startsWith("[")) {
            body = new OpenAiError(
                            answer.status(),
                            "upstream_error",
                            "upstream_" + answer.status(),
                            null,
                            "the upstream answered HTTP " + answer.status()
                                    + (body.isEmpty() ? "" : ": " + shorten(body)))
                    .body()
                    .toString();
        }
        rc.response()
                .setStatusCode(answer.status())
                .putHeader("Content-Type", "application/json")
                .end(body);
    }

    static OpenAiError upstreamFailure(UpstreamFailure e) {
        return e.timeout()
                ? new OpenAiError(504, "upstream_error", "upstream_timeout", null, e.getMessage())
                : new OpenAiError(502, "upstream_error", "upstream_unreachable", null, e.getMessage());
    }

    /**
     * The upstream's JSON object with {@code "factguard"} added as its last member. Spliced into the text rather
     * than re-serialised, so every byte the upstream sent reaches the caller unchanged.
     */
    static String withFactGuard(String body, ObjectNode factguard) {
        String text = body.strip();
        if (!text.startsWith("{") || !text.endsWith("}")) {
            return body;
        }
        String inner = text.substring(1, text.length() - 1);
        return "{" + inner + (inner.isBlank() ? "" : ",") + "\"factguard\":" + factguard + "}";
    }

    private static OpenAiError unrouted(RoutingContext rc) {
        String path = rc.request().path();
        if (CHAT.equals(path)) {
            return new OpenAiError(405, "invalid_request_error", "method_not_allowed", null, "use POST " + CHAT);
        }
        if (MODELS.equals(path)) {
            return new OpenAiError(405, "invalid_request_error", "method_not_allowed", null, "use GET " + MODELS);
        }
        return new OpenAiError(
                404,
                "invalid_request_error",
                "unknown_url",
                null,
                "no route " + path + "; the gateway serves POST " + CHAT + " and GET " + MODELS);
    }

    private void failed(RoutingContext rc) {
        if (rc.response().headWritten()) {
            rc.response().reset();
            return;
        }
        if (rc.statusCode() == 413) {
            send(rc, tooLarge());
            return;
        }
        LOG.errorf(rc.failure(), "unhandled failure on %s", rc.request().path());
        send(rc, new OpenAiError(500, "server_error", "internal", null, "unexpected error; it has been logged"));
    }

    private OpenAiError tooLarge() {
        return new OpenAiError(
                413,
                "invalid_request_error",
                "request_too_large",
                null,
                "the body is over factguard.gateway.max-body-bytes = "
                        + config.gateway().maxBodyBytes());
    }

    static void send(RoutingContext rc, OpenAiError error) {
        rc.response()
                .setStatusCode(error.status())
                .putHeader("Content-Type", "application/json")
                .end(error.body().toString());
    }

    private static String shorten(String text) {
        return text.length() <= 200 ? text : text.substring(0, 200) + "…";
    }
}
