package dev.factguard.testing;

import io.quarkus.test.junit.callback.QuarkusTestBeforeEachCallback;
import io.quarkus.test.junit.callback.QuarkusTestMethodContext;
import io.restassured.RestAssured;
import io.restassured.filter.Filter;
import io.restassured.filter.FilterContext;
import io.restassured.http.Header;
import io.restassured.response.Response;
import io.restassured.specification.FilterableRequestSpecification;
import io.restassured.specification.FilterableResponseSpecification;
import io.restassured.specification.RequestSpecification;
import java.net.SocketTimeoutException;
import org.jboss.logging.Logger;

/**
 * Under {@code -Plambda} and {@code -Papigw}, RestAssured reaches the functions through Quarkus' mock Lambda event
 * server, which outlives the application from one test class to the next. When an application stops just as its
 * poll loop asks for the next event, the server can keep that request as a second taker: the next event it hands
 * there goes to a stopped application and is never answered, and the test waits out its read timeout. Only those
 * builds get this filter (registered for every {@code @QuarkusTest} in {@code META-INF/services}), and it sends a
 * request once more after a read timeout — a lost event was never run, so nothing is counted twice. The default
 * build talks to the real HTTP server and retries nothing; a second timeout fails the test as before.
 */
public final class MockEventServerRetry implements Filter, QuarkusTestBeforeEachCallback {

    private static final Logger LOG = Logger.getLogger(MockEventServerRetry.class);

    /** Set by the surefire configuration of the two builds that test through the mock event server. */
    private static final String MOCK_EVENT_PORT = "quarkus.lambda.mock-event-server.test-port";

    @Override
    public void beforeEach(QuarkusTestMethodContext context) {
        if (System.getProperty(MOCK_EVENT_PORT) != null
                && RestAssured.filters().stream().noneMatch(MockEventServerRetry.class::isInstance)) {
            RestAssured.filters(new MockEventServerRetry());
        }
    }

    @Override
    public Response filter(
            FilterableRequestSpecification request, FilterableResponseSpecification response, FilterContext context) {
        try {
            return context.next(request, response);
        } catch (Exception e) {
            // Groovy lets the client's checked SocketTimeoutException through undeclared; anything else goes on.
            if (!(e instanceof SocketTimeoutException)) {
                throw e;
            }
            LOG.warnf(
                    "%s %s timed out through the mock event server; sending it once more",
                    request.getMethod(), request.getURI());
            return again(request);
        }
    }

    /** The same request without filters, so a second timeout reaches the test. */
    private static Response again(FilterableRequestSpecification request) {
        RequestSpecification again = RestAssured.given().noFilters().config(request.getConfig());
        for (Header header : request.getHeaders()) {
            if (!header.getName().equalsIgnoreCase("Content-Type")) {
                again.header(header);
            }
        }
        if (request.getContentType() != null) {
            again.contentType(request.getContentType());
        }
        Object body = request.getBody();
        if (body instanceof byte[] bytes) {
            again.body(bytes);
        } else if (body != null) {
            again.body(body.toString());
        }
        return again.request(request.getMethod(), request.getURI());
    }
}
