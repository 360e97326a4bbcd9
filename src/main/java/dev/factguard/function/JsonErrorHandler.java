package dev.factguard.function;

import com.fasterxml.jackson.databind.ObjectReader;
import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.WriteOutcomeUnknownException;
import dev.factguard.core.observe.Observations;
import dev.factguard.core.tenant.ErasureIncompleteException;
import dev.factguard.function.http.JsonProblems;
import dev.factguard.function.http.Quote;
import io.quarkus.funqy.runtime.FunctionInvoker;
import io.quarkus.funqy.runtime.FunctionRecorder;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.jboss.logging.Logger;

/**
 * Funqy HTTP answers any exception with a bare 500 and unreadable input with a bare 400. This failure
 * handler, installed on the router Funqy shares, turns every failure into {@code {"error", "message"}}
 * with the status the caller can act on: 400 for bad input, 503 when a store is down, 404/405 for a
 * wrong route or method. Only a genuine bug is a 500, and it is logged.
 */
@ApplicationScoped
public class JsonErrorHandler {

    private static final Logger LOG = Logger.getLogger(JsonErrorHandler.class);

    @Inject
    Observations observations;

    void install(@Observes Router router) {
        router.route().failureHandler(this::handle);
        // Unknown paths never reach a failure handler (no route matched), so the last route answers them.
        router.route().order(Integer.MAX_VALUE).handler(rc -> rc.fail(404));
    }

    void handle(RoutingContext rc) {
        if (rc.response().ended() || rc.response().headWritten()) {
            return;
        }
        Throwable cause = unwrap(rc.failure());
        int status;
        String code;
        String message;
        InvalidRequestException unreadable = cause == null && rc.statusCode() == 400 ? unreadable(rc) : null;
        if (unreadable != null) {
            cause = unreadable;
        }
        if (cause instanceof InvalidRequestException invalid) {
            status = invalid.status();
            code = invalid.code();
            message = invalid.getMessage();
        } else if (cause instanceof IllegalArgumentException) {
            status = 400;
            code = "invalid_request";
            message = Quote.of(cause.getMessage());
        } else if (cause instanceof StoreUnavailableException) {
            status = 503;
            code = "store_unavailable";
            // Both say themselves what was and may have been written; the others wrote nothing.
            message = cause instanceof WriteOutcomeUnknownException || cause instanceof ErasureIncompleteException
                    ? cause.getMessage()
                    : cause.getMessage() + "; nothing was written, retry later";
            observations.storeUnavailable(rc.request().path().substring(1), cause.getMessage());
        } else if (cause == null && rc.statusCode() == 400) {
            status = 400;
            code = "malformed_json";
            message = "the body is not valid JSON for " + rc.request().path()
                    + " (or a field has the wrong type); see the API section of the README";
        } else if (cause == null && rc.statusCode() == 404) {
            status = 404;
            code = "not_found";
            message = "no function at " + Quote.of(rc.request().path())
                    + "; functions: forecast, feedback, knowledge-add, knowledge-search, knowledge-list,"
                    + " knowledge-remove,"
                    + " freshness, refresh";
        } else if (cause == null && rc.statusCode() == 405) {
            status = 405;
            code = "method_not_allowed";
            message = "use POST with a JSON body";
        } else if (cause == null && rc.statusCode() == 413) {
            status = 413;
            code = "too_large";
            message = "request body too large";
        } else if (cause == null && rc.statusCode() >= 400 && rc.statusCode() < 500) {
            // Whatever else the HTTP layer refuses (e.g. a body that does not decompress) stays a 4xx.
            status = rc.statusCode();
            code = "bad_request";
            message = "the request could not be read (HTTP " + status + ")";
        } else {
            status = 500;
            code = "internal";
            message = "unexpected error; it has been logged";
            LOG.errorf(cause, "unhandled failure on %s", rc.request().path());
        }
        send(rc, status, code, message);
    }

    /** Answers {@code rc} with {@code {"error": code, "message": message}} and {@code status}. */
    public static void send(RoutingContext rc, int status, String code, String message) {
        rc.response()
                .setStatusCode(status)
                .putHeader("Content-Type", "application/json")
                .end(new JsonObject().put("error", code).put("message", message).encode());
    }

    /**
     * Why Funqy could not read the body: it answers a bare 400 and drops the reason, so the body is read again
     * with the function's own reader, on this failure path only.
     */
    private static InvalidRequestException unreadable(RoutingContext rc) {
        String function = rc.request().path() == null ? "" : rc.request().path().substring(1);
        FunctionInvoker invoker =
                FunctionRecorder.registry == null ? null : FunctionRecorder.registry.matchInvoker(function);
        Object reader = invoker == null ? null : invoker.getBindingContext().get(ObjectReader.class.getName());
        if (!(reader instanceof ObjectReader objectReader)
                || rc.body() == null
                || rc.body().buffer() == null) {
            return null;
        }
        return JsonProblems.problem(objectReader, rc.body().buffer().getBytes());
    }

    private static Throwable unwrap(Throwable t) {
        Throwable current = t;
        while (current != null
                && current.getCause() != null
                && current.getCause() != current
                && !(current instanceof InvalidRequestException)
                && !(current instanceof StoreUnavailableException)) {
            current = current.getCause();
        }
        return current;
    }
}
