package dev.factguard.function.gateway;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * Traces on, as an operator turns them on: an OTLP endpoint. The tests' in-memory exporter takes the spans (so
 * nothing connects to the endpoint); a short batch delay hands them over quickly.
 */
public class TracesProfile implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "quarkus.otel.exporter.otlp.endpoint", "http://localhost:4317",
                "quarkus.otel.bsp.schedule.delay", "50ms");
    }
}
