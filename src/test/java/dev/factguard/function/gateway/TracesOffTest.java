package dev.factguard.function.gateway;

import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import dev.factguard.testing.WireMockUpstreamResource;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.List;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

/**
 * No OTLP endpoint configured (the default): the OpenTelemetry SDK stays off. A caller's traceparent is neither
 * recorded nor passed on, nothing reaches the exporter, and no exporting thread runs.
 */
@QuarkusTest
@QuarkusTestResource(value = WireMockUpstreamResource.class, restrictToAnnotatedClass = true)
class TracesOffTest {

    @Inject
    InMemorySpanExporter spans;

    @Test
    void without_an_endpoint_nothing_is_traced_exported_or_started() throws Exception {
        WireMockUpstreamResource.server().resetAll();
        Upstream.answersCompletion();
        String trace = TracesTest.traceId();
        given().contentType(ContentType.JSON)
                .header("traceparent", TracesTest.traceparent(trace))
                .body("{\"prompt\":\"" + TracesTest.PROMPT + "\"}")
                .when()
                .post("/forecast")
                .then()
                .statusCode(200);
        given().contentType(ContentType.JSON)
                .header("traceparent", TracesTest.traceparent(trace))
                .body(GatewayTest.request("acme-gw", TracesTest.PROMPT, ""))
                .when()
                .post("/v1/chat/completions")
                .then()
                .statusCode(200);

        assertThat(ConfigProvider.getConfig().getValue("quarkus.otel.sdk.disabled", Boolean.class))
                .isTrue();
        List<LoggedRequest> upstream =
                WireMockUpstreamResource.server().findAll(postRequestedFor(urlPathEqualTo("/v1/chat/completions")));
        assertThat(upstream).hasSize(1);
        assertThat(upstream.get(0).getHeader("traceparent"))
                .as("no trace context is passed on")
                .isNull();

        // A batch processor would have handed spans over within its 5 s delay; this waits past it.
        Thread.sleep(6000);
        assertThat(spans.getFinishedSpanItems()).isEmpty();
        assertThat(Thread.getAllStackTraces().keySet())
                .extracting(Thread::getName)
                .noneMatch(name -> name.contains("BatchSpanProcessor"));
    }
}
