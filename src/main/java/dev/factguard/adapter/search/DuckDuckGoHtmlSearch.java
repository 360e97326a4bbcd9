package dev.factguard.adapter.search;

import dev.factguard.adapter.Lazy;
import dev.factguard.core.search.SearchFailure;
import dev.factguard.core.search.SearchFailure.Kind;
import dev.factguard.core.search.SearchResult;
import dev.factguard.core.search.WebSearch;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

/**
 * DuckDuckGo's keyless HTML endpoint: one form POST per query, the page read by {@link DuckDuckGoHtmlParser}.
 * Thread-safe; one instance (one connection pool) per application.
 *
 * <p>Uses the JDK {@link HttpClient} rather than a MicroProfile REST Client: the Quarkus REST Client can only be built
 * inside a running Quarkus application (ArC), while this adapter must work as a plain object in fast JUnit tests,
 * benchmarks and tools. The page is HTML, so the REST Client's JSON mapping would bring nothing.
 */
public class DuckDuckGoHtmlSearch implements WebSearch {

    /** A current desktop browser: DuckDuckGo answers unknown or library user agents with its bot challenge. */
    public static final String BROWSER_USER_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) "
            + "AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

    private final URI endpoint;
    private final Duration timeout;
    private final String userAgent;
    /**
     * Built on the first search: building a client loads the JDK's trust store and TLS context, a fifth of the
     * main thread's work in a Lambda cold start, and a function that never refreshes (forecast) never needs it.
     */
    private final Lazy<HttpClient> http;

    private final DuckDuckGoHtmlParser parser = new DuckDuckGoHtmlParser();

    /** @see #DuckDuckGoHtmlSearch(String, Duration, String) */
    public DuckDuckGoHtmlSearch(String url, Duration timeout) {
        this(url, timeout, BROWSER_USER_AGENT);
    }

    /**
     * @param url       the HTML endpoint, e.g. {@code https://html.duckduckgo.com/html/} (a WireMock URL in tests)
     * @param timeout   connect timeout, and the limit for the whole answer to arrive
     * @param userAgent the {@code User-Agent} header sent
     */
    public DuckDuckGoHtmlSearch(String url, Duration timeout, String userAgent) {
        if (url == null || url.isBlank()) {
            throw new IllegalArgumentException("url must not be blank");
        }
        if (timeout == null || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, was " + timeout);
        }
        if (userAgent == null || userAgent.isBlank()) {
            throw new IllegalArgumentException("userAgent must not be blank");
        }
        this.endpoint = URI.create(url.strip());
        this.timeout = timeout;
        this.userAgent = userAgent;
        this.http = new Lazy<>(() -> HttpClient.newBuilder()
                .connectTimeout(timeout)
                // HTTP/1.1: a cleartext HTTP/2 upgrade attempt confuses some mirrors and test servers.
                .version(HttpClient.Version.HTTP_1_1)
                .followRedirects(HttpClient.Redirect.NORMAL)
                .build());
    }

    @Override
    public String name() {
        return DuckDuckGoHtmlParser.PROVIDER;
    }

    @Override
    public List<SearchResult> search(String query, int maxResults) {
        WebSearch.checkRequest(query, maxResults);
        HttpResponse<String> response = post(query);
        failOnStatus(response.statusCode());
        return parser.parse(response.body(), maxResults);
    }

    private HttpResponse<String> post(String query) {
        // kl=wt-wt: no region, so evidence does not depend on where the server happens to run.
        String form = "q=" + URLEncoder.encode(query, StandardCharsets.UTF_8) + "&kl=wt-wt";
        HttpRequest request = HttpRequest.newBuilder(endpoint)
                .timeout(timeout)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("User-Agent", userAgent)
                .header("Accept", "text/html,application/xhtml+xml")
                .header("Accept-Language", "en-US,en;q=0.9")
                .POST(HttpRequest.BodyPublishers.ofString(form))
                .build();
        try {
            return http.get().send(request, HttpResponse.BodyHandlers.ofString());
        } catch (HttpTimeoutException e) {
            throw new SearchFailure(name(), Kind.TIMEOUT, "no answer within " + timeout.toMillis() + " ms", e);
        } catch (IOException e) {
            throw new SearchFailure(name(), Kind.UNAVAILABLE, "cannot reach " + endpoint.getHost() + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SearchFailure(name(), Kind.UNAVAILABLE, "interrupted", e);
        }
    }

    /**
     * DuckDuckGo throttles with 202 (an empty page), 429, or 401/403 when it has blocked the caller: none of them is
     * a credentials problem here (there are none), so all are rate limits and the chain should back off.
     */
    private void failOnStatus(int status) {
        if (status == 200) {
            return;
        }
        Kind kind =
                status == 202 || status == 429 || status == 401 || status == 403 ? Kind.RATE_LIMITED : Kind.UNAVAILABLE;
        throw new SearchFailure(name(), kind, "HTTP " + status);
    }
}
