package dev.factguard.function.http;

import dev.factguard.function.JsonErrorHandler;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * The console's page ({@code GET /console}): static files from {@code META-INF/resources/console/}, served by
 * Quarkus like any static resource, with the headers set here. The page holds no secret (it asks for the key and
 * keeps it in the tab's session storage), so the HTTP edge serves it without one; every call it makes is a
 * function call that needs the key like any other.
 */
@ApplicationScoped
public class ConsolePage {

    static final String PATH = "/console";

    /**
     * Scripts and styles only from this origin and never inline (so text the page shows cannot run), calls only to
     * this origin, nothing framed, no form posted anywhere, no plugin, no base URL to rewrite relative links.
     */
    static final String CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; style-src 'self';"
            + " img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

    void install(@Observes Router router) {
        // After the HTTP edge and the body handler, before the static resources.
        router.route().order(Integer.MIN_VALUE + 3).handler(this::handle);
    }

    /** {@code /console} and what lies under it, judged on the normalised path as routes are. */
    static boolean console(String normalizedPath) {
        return normalizedPath != null && (normalizedPath.equals(PATH) || normalizedPath.startsWith(PATH + "/"));
    }

    void handle(RoutingContext rc) {
        String path = rc.normalizedPath();
        if (!console(path)) {
            rc.next();
            return;
        }
        rc.addHeadersEndHandler(v -> headers(rc));
        HttpMethod method = rc.request().method();
        if (method != HttpMethod.GET && method != HttpMethod.HEAD) {
            rc.response().putHeader(HttpHeaders.ALLOW, "GET, HEAD");
            JsonErrorHandler.send(rc, 405, "method_not_allowed", "the console is a page: GET " + PATH);
            return;
        }
        if (path.equals(PATH)) {
            // The page's links are absolute (/console/...), so it is the same page with or without the slash.
            rc.reroute(PATH + "/");
            return;
        }
        rc.next();
    }

    private static void headers(RoutingContext rc) {
        rc.response()
                .putHeader("Content-Security-Policy", CONTENT_SECURITY_POLICY)
                .putHeader("X-Content-Type-Options", "nosniff")
                .putHeader("X-Frame-Options", "DENY")
                .putHeader("Referrer-Policy", "no-referrer")
                // Not kept by the browser nor by anything between: the page shows a tenant's data once a key is in.
                .putHeader(HttpHeaders.CACHE_CONTROL, "no-store");
    }
}
