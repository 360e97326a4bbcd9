package dev.factguard.function.http;

import dev.factguard.config.auth.Caller;
import dev.factguard.config.auth.IamTenants;
import dev.factguard.config.auth.Role;
import io.quarkus.vertx.http.runtime.QuarkusHttpHeaders;
import io.vertx.core.MultiMap;
import io.vertx.ext.web.RoutingContext;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The caller API Gateway's authorizer vouched for, read from the API Gateway v2 event that the Lambda HTTP
 * binding (-Papigw) attaches to each request: a JWT authorizer's tenant claim, or an IAM principal mapped by
 * {@code factguard.auth.iam-tenants}. Read reflectively because the event classes exist only in that packaging;
 * on the plain HTTP server there is no event and this finds nobody. An authorizer-vouched caller may write:
 * which routes need which scopes is API Gateway's configuration.
 */
final class GatewayAuthorizer {

    private static final String EVENT = "com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent";

    /** What the authorizer said: nothing, a caller, or an identity that maps to no tenant. */
    record Verdict(Caller caller, String refusal) {
        static final Verdict NOBODY = new Verdict(null, null);
    }

    private GatewayAuthorizer() {}

    static Verdict of(RoutingContext rc, String tenantClaim, IamTenants iam) {
        Object authorizer = authorizer(rc);
        if (authorizer == null) {
            return Verdict.NOBODY;
        }
        Object jwt = call(authorizer, "getJwt");
        Object claims = jwt == null ? null : call(jwt, "getClaims");
        if (claims instanceof Map<?, ?> map && !map.isEmpty()) {
            Object subject = map.get("sub");
            Object claim = map.get(tenantClaim);
            List<String> tenants = claim == null ? List.of() : split(claim.toString());
            String name = "jwt:" + (subject == null ? "?" : subject);
            return tenants.isEmpty()
                    ? new Verdict(null, "the JWT has no '" + tenantClaim + "' claim naming a valid tenant")
                    : new Verdict(new Caller(name, tenants, Role.WRITE), null);
        }
        Object identity = call(authorizer, "getIam");
        Object arn = identity == null ? null : call(identity, "getUserArn");
        if (arn != null) {
            Optional<List<String>> tenants = iam.tenantsOf(arn.toString());
            return tenants.map(t -> new Verdict(new Caller("iam:" + arn, t, Role.WRITE), null))
                    .orElseGet(() -> new Verdict(
                            null, "the IAM principal is not mapped to a tenant" + " (factguard.auth.iam-tenants)"));
        }
        return Verdict.NOBODY;
    }

    private static List<String> split(String claim) {
        List<String> out = new ArrayList<>();
        for (String t : claim.split("[+ ,]")) {
            if (dev.factguard.config.auth.Tenants.valid(t.strip())) {
                out.add(t.strip());
            }
        }
        return out;
    }

    private static Object authorizer(RoutingContext rc) {
        MultiMap headers = rc.request().headers();
        if (!(headers instanceof QuarkusHttpHeaders quarkus) || quarkus.getContextObjects() == null) {
            return null;
        }
        for (Map.Entry<Class<?>, Object> entry : quarkus.getContextObjects().entrySet()) {
            if (entry.getKey().getName().equals(EVENT)) {
                Object context = call(entry.getValue(), "getRequestContext");
                return context == null ? null : call(context, "getAuthorizer");
            }
        }
        return null;
    }

    private static Object call(Object target, String getter) {
        try {
            Method method = target.getClass().getMethod(getter);
            return method.invoke(target);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
