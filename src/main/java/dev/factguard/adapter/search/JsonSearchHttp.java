package dev.factguard.adapter.search;

import dev.factguard.adapter.Causes;
import dev.factguard.adapter.http.JsonHttp;
import dev.factguard.core.search.SearchFailure;
import dev.factguard.core.search.SearchFailure.Kind;
import dev.factguard.core.search.SearchResult;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jsoup.Jsoup;

/**
 * What the JSON search adapters share: building a REST client with their timeouts, and mapping transport
 * failures, HTTP statuses and unreadable bodies to {@link SearchFailure}. Messages name the provider and the
 * endpoint host, never a credential: no header or request URL is quoted. Stateless.
 */
final class JsonSearchHttp {

    /** Headers that carry credentials; masked should anyone turn REST client logging on. */
    private static final Set<String> SECRET_HEADERS = Set.of("X-Subscription-Token", "Authorization");

    private final String provider;
    private final URI base;
    private final Duration timeout;

    JsonSearchHttp(String provider, URI base, Duration timeout) {
        this.provider = provider;
        this.base = base;
        this.timeout = timeout;
    }

    /**
     * A client for {@code api} at {@code url}. Statuses are not turned into exceptions (the default mapper is off)
     * so every adapter maps them itself. Only works inside a running Quarkus application.
     */
    static <T> T client(Class<T> api, URI base, Duration timeout) {
        return JsonHttp.client(api, base, timeout, SECRET_HEADERS);
    }

    /** Parses a configured base URL, naming the setting when it is not an absolute http(s) URL. */
    static URI baseUri(String url, String setting) {
        URI uri;
        try {
            uri = url == null || url.isBlank() ? null : URI.create(url.strip().replaceAll("/+$", ""));
        } catch (IllegalArgumentException e) {
            uri = null;
        }
        if (!JsonHttp.isHttpUrl(uri)) {
            throw new IllegalArgumentException(setting + " must be an absolute http(s) URL, was '" + url + "'");
        }
        return uri;
    }

    static Duration positive(Duration timeout) {
        return JsonHttp.positive(timeout);
    }

    /** Sends a request, mapping a connection failure to UNAVAILABLE and no answer in time to TIMEOUT. */
    Response send(Supplier<Response> request) {
        try {
            return request.get();
        } catch (RuntimeException e) {
            if (Causes.isTimeout(e)) {
                throw failure(Kind.TIMEOUT, "no answer within " + timeout.toMillis() + " ms", e);
            }
            throw failure(Kind.UNAVAILABLE, "cannot reach " + host() + ": " + rootMessage(e), e);
        }
    }

    /**
     * Throws for a status that is not an answer: 401/403 UNAUTHORIZED with {@code unauthorized} as the message
     * (which says which setting to fix), 429 and 202 RATE_LIMITED, 5xx UNAVAILABLE, any other non-2xx UNAVAILABLE.
     */
    void failOnStatus(Response response, String unauthorized) {
        int status = response.getStatus();
        if (status / 100 == 2 && status != 202) {
            return;
        }
        if (status == 401 || status == 403) {
            throw failure(Kind.UNAUTHORIZED, unauthorized + " (HTTP " + status + ")", null);
        }
        if (status == 429 || status == 202) {
            throw rateLimited(response, "HTTP " + status + ": throttled (rate limit or quota)");
        }
        String hint = status / 100 == 5 ? "" : ": check the URL " + host();
        throw failure(Kind.UNAVAILABLE, "HTTP " + status + hint, null);
    }

    /** Reads a 2xx body as {@code type}; anything that is not that JSON shape is MALFORMED. */
    <T> T read(Response response, Class<T> type) {
        T body;
        try {
            body = response.readEntity(type);
        } catch (RuntimeException e) {
            // No cause: the parser's message would quote the body, which may echo the request.
            throw failure(Kind.MALFORMED, "unreadable answer (not the expected JSON): " + rootType(e), null);
        }
        if (body == null) {
            throw failure(Kind.MALFORMED, "empty answer instead of JSON results", null);
        }
        return body;
    }

    /** RATE_LIMITED, carrying how long the provider asked us to wait (Retry-After, X-RateLimit-Reset) if it did. */
    SearchFailure rateLimited(Response response, String message) {
        return new SearchFailure(
                provider, Kind.RATE_LIMITED, message, null, RetryAfter.of(response::getHeaderString, Instant.now()));
    }

    SearchFailure failure(Kind kind, String message, Throwable cause) {
        return new SearchFailure(provider, kind, message, cause);
    }

    /**
     * The first {@code maxResults} usable results of a provider's list (null list = none): entries without a
     * URL are skipped, titles and snippets made plain text.
     */
    static <T> List<SearchResult> results(
            List<T> items,
            int maxResults,
            Function<T, String> url,
            Function<T, String> title,
            Function<T, String> snippet,
            Function<T, LocalDate> published) {
        List<SearchResult> results = new ArrayList<>();
        for (T item : items == null ? List.<T>of() : items) {
            if (results.size() == maxResults) {
                break;
            }
            String link = item == null ? null : url.apply(item);
            if (link != null && !link.isBlank()) {
                results.add(new SearchResult(
                        text(title.apply(item)), text(snippet.apply(item)), link, published.apply(item)));
            }
        }
        return results;
    }

    /** Title and snippet text: providers mark query terms up ({@code <strong>}) and escape entities. */
    static String text(String html) {
        return html == null || html.isBlank()
                ? ""
                : Jsoup.parseBodyFragment(html).text();
    }

    /** Scheme, host and port only: a base URL may carry user info. */
    private String host() {
        return JsonHttp.origin(base);
    }

    private static String rootMessage(Throwable e) {
        Throwable root = Causes.root(e);
        return root.getClass().getSimpleName() + (root.getMessage() == null ? "" : " " + root.getMessage());
    }

    private static String rootType(Throwable e) {
        return Causes.root(e).getClass().getSimpleName();
    }
}
