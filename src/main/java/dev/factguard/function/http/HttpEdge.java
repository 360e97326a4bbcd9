package dev.factguard.function.http;

import dev.factguard.config.FactGuardConfig;
import dev.factguard.config.auth.ApiKeys;
import dev.factguard.config.auth.AuthMode;
import dev.factguard.config.auth.Caller;
import dev.factguard.config.auth.IamTenants;
import dev.factguard.config.auth.Role;
import dev.factguard.function.JsonErrorHandler;
import io.quarkus.runtime.configuration.MemorySize;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.impl.RoutingContextInternal;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The first handler of every request, before Quarkus reads the body: the caller (401, 403), then for a function
 * the method (405), the media type and the content encoding (415). A refused request is answered here, so a body
 * that will not be used is never read or decoded — a form post never reaches the form decoder. Health checks
 * ({@code /q/health/*}), the OpenAPI document ({@code /q/openapi}), Swagger UI ({@code /q/swagger-ui}) and the
 * console's page ({@code /console}, which asks for a key and sends it with each call) stay open.
 */
@ApplicationScoped
public class HttpEdge {

    /** Who calls a public route: nobody known, so the default tenant only, and read-only. */
    private static final Caller PUBLIC = new Caller("public", List.of("default"), Role.READ);

    @Inject
    ApiKeys keys;

    @Inject
    IamTenants iam;

    @Inject
    AuthMode mode;

    @Inject
    FactGuardConfig config;

    @ConfigProperty(name = "quarkus.http.limits.max-body-size", defaultValue = "10240K")
    MemorySize maxBody;

    void install(@Observes Router router) {
        // Below Quarkus' body handler (Integer.MIN_VALUE + 1): nothing has been read yet.
        router.route().order(Integer.MIN_VALUE).handler(this::handle);
        // Just after it: the body has been read, and a compressed one is decoded before Funqy parses it.
        router.route().order(Integer.MIN_VALUE + 2).handler(this::decode);
    }

    void decode(RoutingContext rc) {
        String encoding = rc.request().getHeader(HttpHeaders.CONTENT_ENCODING);
        if (!BodyDecoding.compressed(encoding)
                || rc.body() == null
                || rc.body().buffer() == null
                || FunctionAccess.function(rc.request().path()) == null) {
            rc.next();
            return;
        }
        try {
            byte[] plain = BodyDecoding.decode(encoding, rc.body().buffer().getBytes(), maxBody.asLongValue());
            ((RoutingContextInternal) rc).setBody(Buffer.buffer(plain));
            rc.next();
        } catch (BodyDecoding.Undecodable e) {
            JsonErrorHandler.send(rc, e.status, e.status == 413 ? "too_large" : "malformed_body", e.getMessage());
        }
    }

    void handle(RoutingContext rc) {
        String path = rc.request().path();
        // Routes match the normalised path, so that is the one to judge: "/q/health/../../v1/models" is the gateway.
        if (path == null || open(rc.normalizedPath())) {
            rc.next();
            return;
        }
        String function = FunctionAccess.function(path);
        if (!authenticate(rc, function, FunctionAccess.needed(function))) {
            return;
        }
        if (function != null && !accepted(rc, function)) {
            return;
        }
        rc.next();
    }

    /** Health checks, the API description, its UI and the console's page: no secret in them, nothing beside them. */
    private static boolean open(String path) {
        return path == null
                || path.equals("/q/health")
                || path.startsWith("/q/health/")
                || path.equals("/q/openapi")
                || path.equals("/q/openapi.json")
                || path.equals("/q/openapi.yaml")
                || path.equals("/q/openapi.yml")
                || path.equals("/q/swagger-ui")
                || path.startsWith("/q/swagger-ui/")
                || ConsolePage.console(path);
    }

    private boolean authenticate(RoutingContext rc, String function, Role needed) {
        GatewayAuthorizer.Verdict gateway =
                GatewayAuthorizer.of(rc, config.auth().jwtTenantClaim(), iam);
        if (gateway.refusal() != null) {
            JsonErrorHandler.send(rc, 403, "forbidden_tenant", gateway.refusal());
            return false;
        }
        Caller caller = gateway.caller();
        List<String> publicFunctions = config.auth().publicFunctions().orElse(List.of());
        if (caller == null && !publicFunctions.isEmpty() && presentedKey(rc) == null) {
            // Routes API Gateway serves without its authorizer: anyone may call them, so only for the default
            // tenant (a body tenant of another is 403 forbidden_tenant), and every other route needs a caller.
            if (function == null || !publicFunctions.contains(function)) {
                JsonErrorHandler.send(
                        rc,
                        401,
                        "unauthorized",
                        "this route needs the API's authorizer; only " + String.join(", ", publicFunctions)
                                + " are public, for the default tenant");
                return false;
            }
            caller = PUBLIC;
        }
        if (caller == null && mode == AuthMode.KEYS) {
            String key = presentedKey(rc);
            caller = keys.verify(key).orElse(null);
            if (caller == null) {
                rc.response().putHeader("WWW-Authenticate", "Bearer realm=\"factguard\"");
                JsonErrorHandler.send(
                        rc,
                        401,
                        "unauthorized",
                        key == null
                                ? "send an API key: Authorization: Bearer <key> (or X-Api-Key: <key>)"
                                : "the API key is not valid");
                return false;
            }
        }
        if (caller != null && !caller.role().allows(needed)) {
            JsonErrorHandler.send(
                    rc,
                    403,
                    "forbidden_role",
                    "this key may only " + caller.role().wireName() + "; "
                            + rc.request().path().substring(1) + " needs a " + needed.wireName() + " key");
            return false;
        }
        if (caller != null) {
            rc.put(Caller.CONTEXT_KEY, caller);
        }
        return true;
    }

    private static String presentedKey(RoutingContext rc) {
        String authorization = rc.request().getHeader(HttpHeaders.AUTHORIZATION);
        if (authorization != null && authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
            String key = authorization.substring(7).strip();
            return key.isEmpty() ? null : key;
        }
        String header = rc.request().getHeader("X-Api-Key");
        return header == null || header.isBlank() ? null : header.strip();
    }

    private static boolean accepted(RoutingContext rc, String function) {
        if (rc.request().method() != HttpMethod.POST) {
            rc.response().putHeader(HttpHeaders.ALLOW, "POST");
            JsonErrorHandler.send(
                    rc,
                    405,
                    "method_not_allowed",
                    function + " takes POST with a JSON body, not "
                            + rc.request().method().name());
            return false;
        }
        String encoding = rc.request().getHeader(HttpHeaders.CONTENT_ENCODING);
        if (!BodyDecoding.supported(encoding)) {
            JsonErrorHandler.send(
                    rc,
                    415,
                    "unsupported_media_type",
                    "Content-Encoding " + Quote.of(encoding)
                            + " is not supported; send the body as is, or gzip / deflate compressed");
            return false;
        }
        String refusal = JsonMediaType.refusal(rc.request().getHeader(HttpHeaders.CONTENT_TYPE));
        if (refusal != null) {
            JsonErrorHandler.send(rc, 415, "unsupported_media_type", refusal);
            return false;
        }
        return true;
    }
}
