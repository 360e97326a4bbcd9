package dev.factguard.function.http;

import dev.factguard.config.FactGuardConfig;
import dev.factguard.config.FactGuardConfig.Tracing.TenantAttribute;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Names what a call is about on its span (Quarkus' server span for the HTTP request): the function, the tenant as
 * {@code factguard.tracing.tenant} says, the model. Only ids and names: never a prompt or an answer. Where no span is
 * recording (traces off, sampled out, a direct Lambda invocation) each method returns after one look-up. The
 * tenant's form is static because the input checks that resolve tenants are static; it is set when the HTTP
 * server starts.
 */
@ApplicationScoped
public class CallSpan {

    static final AttributeKey<String> FUNCTION = AttributeKey.stringKey("factguard.function");
    static final AttributeKey<String> TENANT = AttributeKey.stringKey("factguard.tenant");
    /** The GenAI semantic conventions' name for the model a request asks for. */
    static final AttributeKey<String> MODEL = AttributeKey.stringKey("gen_ai.request.model");

    private static volatile TenantAttribute tenants = TenantAttribute.HASHED;

    @Inject
    FactGuardConfig config;

    @ConfigProperty(name = "quarkus.otel.sdk.disabled", defaultValue = "true")
    boolean tracesOff;

    void install(@Observes Router router) {
        tenants = config.tracing().tenant();
        if (!tracesOff) {
            // First of all: the edge's refusals (401, 403, 415) are calls of a function too.
            router.route().order(Integer.MIN_VALUE).handler(CallSpan::name);
        }
    }

    private static void name(RoutingContext rc) {
        String path = rc.request().path();
        String function = path != null && path.startsWith("/v1/")
                ? "gateway"
                : path != null && path.startsWith("/beta/litellm")
                        ? "litellm-guardrail"
                        : FunctionAccess.function(path);
        if (function != null) {
            function(function);
        }
        rc.next();
    }

    /** The function a call runs, e.g. {@code forecast}, or {@code gateway}. */
    public static void function(String name) {
        Span span = Span.current();
        if (span.isRecording()) {
            span.setAttribute(FUNCTION, name);
        }
    }

    /** The tenant a call acts on, once the caller's right to it is checked. */
    public static void tenant(String tenant) {
        TenantAttribute form = tenants;
        if (form == TenantAttribute.NONE) {
            return;
        }
        Span span = Span.current();
        if (span.isRecording()) {
            span.setAttribute(TENANT, form == TenantAttribute.PLAIN ? tenant : hashed(tenant));
        }
    }

    /** The model a call names; nothing for {@code ""} (none named). */
    public static void model(String model) {
        if (model == null || model.isEmpty()) {
            return;
        }
        Span span = Span.current();
        if (span.isRecording()) {
            span.setAttribute(MODEL, model);
        }
    }

    /** The first 16 hex digits of the tenant's SHA-256: stable, so one tenant's calls can be grouped. */
    static String hashed(String tenant) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(tenant.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
