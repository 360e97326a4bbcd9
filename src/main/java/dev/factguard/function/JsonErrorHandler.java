package dev.factguard.function;

import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.WriteOutcomeUnknownException;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
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
        if (cause instanceof InvalidRequestException invalid) {
            status = 400;
            code = invalid.code();
            message = invalid.getMessage();
        } else if (cause instanceof IllegalArgumentException) {
            status = 400;
            code = "invalid_request";
            message = cause.getMessage();
        } else if (cause instanceof StoreUnavailableException) {
            status = 503;
            code = "store_unavailable";
            message = cause instanceof WriteOutcomeUnknownException ? cause.getMessage()
                    : cause.getMessage() + "; nothing was written, retry later";
        } else if (cause == null && rc.statusCode() == 400) {
            status = 400;
            code = "malformed_json";
            message = "the body is not valid JSON for " + rc.request().path()
                    + " (or a field has the wrong type); see the API section of the README";
        } else if (cause == null && rc.statusCode() == 404) {
            status = 404;
            code = "not_found";
            message = "no function at " + rc.request().path()
                    + "; functions: forecast, feedback, knowledge-add, knowledge-search, knowledge-remove,"
                    + " freshness, refresh";
        } else if (cause == null && rc.statusCode() == 405) {
            status = 405;
            code = "method_not_allowed";
            message = "use POST with a JSON body";
        } else if (cause == null && rc.statusCode() == 413) {
            status = 413;
            code = "too_large";
            message = "request body too large";
        } else {
            status = 500;
            code = "internal";
            message = "unexpected error; it has been logged";
            LOG.errorf(cause, "unhandled failure on %s", rc.request().path());
        }
        rc.response().setStatusCode(status).putHeader("Content-Type", "application/json")
                .end(new JsonObject().put("error", code).put("message", message).encode());
    }

    private static Throwable unwrap(Throwable t) {
        Throwable current = t;
        while (current != null && current.getCause() != null && current.getCause() != current
                && !(current instanceof InvalidRequestException) && !(current instanceof StoreUnavailableException)) {
            current = current.getCause();
        }
        return current;
    }
}
