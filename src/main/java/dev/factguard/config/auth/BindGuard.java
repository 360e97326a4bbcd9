package dev.factguard.config.auth;

import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.eclipse.microprofile.config.Config;
import org.jboss.logging.Logger;

/**
 * Says at startup who can reach the server, and refuses to serve other interfaces without keys unless
 * {@code factguard.auth.mode=none} asks for it.
 */
@ApplicationScoped
public class BindGuard {

    private static final Logger LOG = Logger.getLogger(BindGuard.class);

    void check(@Observes StartupEvent start, Config config, AuthMode mode, ApiKeys keys) {
        boolean listens = config.getOptionalValue("quarkus.http.host-enabled", Boolean.class)
                .orElse(true);
        if (!listens) {
            return;
        }
        String host =
                config.getOptionalValue(LoopbackByDefault.HOST, String.class).orElse(LoopbackByDefault.LOOPBACK);
        boolean explicitNone =
                config.getOptionalValue("factguard.auth.mode", String.class).isPresent();
        String refusal = refusal(host, mode, explicitNone);
        if (refusal != null) {
            throw new IllegalStateException(refusal);
        }
        if (mode == AuthMode.KEYS) {
            LOG.infof("API keys: %d configured; a request without a valid key is refused (401)", keys.size());
        } else if (isLoopback(host)) {
            LOG.infof(
                    "no API keys configured (factguard.auth.keys): listening on %s only, so only this machine"
                            + " can call FactGuard; configure keys to serve other interfaces",
                    host);
        } else {
            LOG.warnf(
                    "factguard.auth.mode=none: serving %s without authentication; whoever reaches it reads and"
                            + " writes every tenant",
                    host);
        }
    }

    /** Why the server must not start listening on {@code host}, or null when it may. */
    static String refusal(String host, AuthMode mode, boolean explicitNone) {
        if (mode == AuthMode.KEYS || isLoopback(host) || explicitNone) {
            return null;
        }
        return "quarkus.http.host=" + host + " serves other machines, but no API key is configured: set"
                + " factguard.auth.keys (env FACTGUARD_AUTH_KEYS), or factguard.auth.mode=none to serve without"
                + " authentication";
    }

    static boolean isLoopback(String host) {
        if (host == null) {
            return false;
        }
        String h = host.strip();
        return h.equals("localhost") || h.startsWith("127.") || h.equals("::1") || h.equals("[::1]");
    }
}
