package dev.factguard.function;

import dev.factguard.config.auth.Caller;
import dev.factguard.config.auth.Tenants;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ArcContainer;
import io.quarkus.arc.InstanceHandle;
import io.quarkus.vertx.http.runtime.CurrentVertxRequest;
import io.vertx.ext.web.RoutingContext;
import java.nio.charset.StandardCharsets;

/**
 * Input checks shared by every function. Each failure names the field and what to change, and all
 * checks run before anything is written, so a rejected request leaves no partial state.
 */
public final class Requests {

    static final String DEFAULT_TENANT = "default";

    private Requests() {}

    static <T> T body(T body, String example) {
        if (body == null) {
            throw new InvalidRequestException("missing_body", "send a JSON body, e.g. " + example);
        }
        return body;
    }

    /**
     * The tenant a request acts on. Without an authenticated caller (no keys configured, or a direct Lambda
     * invocation, which IAM already authorised): the body's tenant, {@code "default"} when absent. With one: the
     * body's tenant if the caller holds it (else 403 {@code forbidden_tenant}), the caller's first tenant when
     * absent. 1–64 of letters, digits and {@code . _ : -}.
     */
    static String tenant(String tenant) {
        return tenant(tenant, caller());
    }

    /**
     * {@link #tenant(String)} for a route outside Funqy, whose handler holds the authenticated {@code caller}
     * (null when there is none) rather than a request context.
     */
    public static String tenant(String tenant, Caller caller) {
        if (tenant != null && !Tenants.valid(tenant)) {
            throw new InvalidRequestException(
                    "invalid_tenant",
                    "tenant must be 1-64 characters of letters, digits, '.', '_', ':' or '-', starting with a"
                            + " letter or digit");
        }
        if (caller == null) {
            return tenant == null ? DEFAULT_TENANT : tenant;
        }
        if (tenant == null) {
            return caller.defaultTenant();
        }
        if (!caller.holds(tenant)) {
            throw new InvalidRequestException(
                    403,
                    "forbidden_tenant",
                    "this key does not hold tenant '" + tenant + "'; it holds " + String.join(", ", caller.tenants()));
        }
        return tenant;
    }

    /** The caller the HTTP edge authenticated for the current request, or null. */
    private static Caller caller() {
        ArcContainer container = Arc.container();
        if (container == null || !container.requestContext().isActive()) {
            return null;
        }
        InstanceHandle<CurrentVertxRequest> current = container.instance(CurrentVertxRequest.class);
        RoutingContext rc = current.isAvailable() ? current.get().getCurrent() : null;
        return rc == null ? null : rc.get(Caller.CONTEXT_KEY);
    }

    static String required(String value, String field) {
        if (value == null || value.isBlank()) {
            throw new InvalidRequestException("missing_field", "'" + field + "' is required and must not be blank");
        }
        return value;
    }

    static String requiredWithin(String value, String field, int maxBytes) {
        required(value, field);
        int bytes = value.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > maxBytes) {
            throw new InvalidRequestException(
                    "too_large", "'" + field + "' is " + bytes + " bytes; the limit is " + maxBytes + " bytes (UTF-8)");
        }
        return value;
    }

    /**
     * The caller's context passages: none when absent, else 1 to {@code max} of them, each non-blank and within
     * {@code maxBytes}; an error names the passage ({@code context[i]}).
     */
    static java.util.List<String> passages(java.util.List<String> context, int max, int maxBytes) {
        if (context == null) {
            return java.util.List.of();
        }
        count(context.size(), "context", max);
        java.util.List<String> passages = new java.util.ArrayList<>(context.size());
        for (int i = 0; i < context.size(); i++) {
            passages.add(requiredWithin(context.get(i), "context[" + i + "]", maxBytes));
        }
        return passages;
    }

    /** An optional text: null when absent or blank, else within {@code maxBytes}. */
    static String optionalWithin(String value, String field, int maxBytes) {
        return value == null || value.isBlank() ? null : requiredWithin(value, field, maxBytes);
    }

    /**
     * The answering model a request names: {@code ""} when absent; any string of at most 128 bytes (UTF-8) without
     * control characters, else 400 {@code invalid_field}.
     */
    static String model(String model, String field) {
        if (model == null) {
            return "";
        }
        if (!dev.factguard.core.outcome.Remembered.validModel(model)) {
            throw new InvalidRequestException(
                    "invalid_field",
                    "'" + field + "' must be a model name of at most "
                            + dev.factguard.core.outcome.Remembered.MAX_MODEL_BYTES
                            + " bytes (UTF-8) without control characters, e.g. \"gpt-4o-mini\"");
        }
        return model;
    }

    static void count(int size, String field, int max) {
        if (size == 0) {
            throw new InvalidRequestException("missing_field", "'" + field + "' must contain at least one entry");
        }
        if (size > max) {
            throw new InvalidRequestException(
                    "too_large", "'" + field + "' has " + size + " entries; the limit is " + max + " per request");
        }
    }
}
