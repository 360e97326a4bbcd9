package dev.factguard.adapter.http;

import io.quarkus.rest.client.reactive.QuarkusRestClientBuilder;
import java.net.URI;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * What every JSON-over-HTTP adapter (search providers, NLI) builds the same way: a REST client with one timeout
 * for connecting and for the answer, statuses left to the adapter, credential headers masked; and the checks of
 * its settings. Each adapter maps failures to its own port's exception. Stateless.
 */
public final class JsonHttp {

    private JsonHttp() {}

    /**
     * A client for {@code api} at {@code base}. Statuses are not turned into exceptions (the default mapper is off)
     * so every adapter maps them itself; {@code secretHeaders} are masked should anyone turn REST client logging
     * on. Only works inside a running Quarkus application.
     */
    public static <T> T client(Class<T> api, URI base, Duration timeout, Set<String> secretHeaders) {
        positive(timeout);
        return QuarkusRestClientBuilder.newBuilder()
                .baseUri(base)
                .connectTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS)
                .readTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS)
                .disableDefaultMapper(true)
                .loggingMaskedHeaders(secretHeaders)
                .build(api);
    }

    public static Duration positive(Duration timeout) {
        if (timeout == null || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, was " + timeout);
        }
        return timeout;
    }

    /** Whether {@code uri} is absolute, with a host, over http or https. */
    public static boolean isHttpUrl(URI uri) {
        return uri != null
                && uri.getHost() != null
                && ("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()));
    }

    /** Scheme, host and port only: a URL may carry user info or a key in its query. */
    public static String origin(URI uri) {
        return uri.getScheme() + "://" + uri.getHost() + (uri.getPort() == -1 ? "" : ":" + uri.getPort());
    }
}
