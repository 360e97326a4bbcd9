package dev.factguard.config;

import io.smallrye.config.ConfigSourceInterceptor;
import io.smallrye.config.ConfigSourceInterceptorContext;
import io.smallrye.config.ConfigValue;
import io.smallrye.config.Priorities;
import jakarta.annotation.Priority;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Traces are exported only where an OTLP endpoint is configured. Quarkus' OpenTelemetry SDK is on by default and
 * exports to {@code http://localhost:4317}; this turns the SDK off ({@code quarkus.otel.sdk.disabled=true}: no
 * exporter, no span processor thread, no Vert.x tracer, no connection) unless {@code quarkus.otel.exporter.otlp
 * .endpoint} or {@code quarkus.otel.exporter.otlp.traces.endpoint} is set by the user. An explicit
 * {@code quarkus.otel.sdk.disabled} is kept as set. Registered through {@code META-INF/services}: Quarkus reads the
 * key while it starts, before any bean exists.
 */
@Priority(Priorities.APPLICATION + 100)
public class TracesOnlyWithEndpoint implements ConfigSourceInterceptor {

    static final String SDK_DISABLED = "quarkus.otel.sdk.disabled";
    static final String ENDPOINT = "quarkus.otel.exporter.otlp.endpoint";
    static final String TRACES_ENDPOINT = "quarkus.otel.exporter.otlp.traces.endpoint";

    // Sources a user writes to (application.properties, environment, system properties) have ordinals of 100
    // and up; the extension's default endpoint sits at the bottom.
    private static final int LOWEST_USER_ORDINAL = 100;

    @Override
    public ConfigValue getValue(ConfigSourceInterceptorContext context, String name) {
        ConfigValue value = context.proceed(name);
        if (!SDK_DISABLED.equals(name) || set(value)) {
            return value;
        }
        boolean endpoint = set(context.proceed(ENDPOINT)) || set(context.proceed(TRACES_ENDPOINT));
        String disabled = Boolean.toString(!endpoint);
        return value == null
                ? ConfigValue.builder()
                        .withName(name)
                        .withValue(disabled)
                        .withConfigSourceName("factguard-traces")
                        .withConfigSourceOrdinal(Integer.MIN_VALUE)
                        .build()
                : value.withValue(disabled);
    }

    /**
     * Lists the key among the configured names even where no source holds it: Quarkus builds the SDK's own
     * settings from the names it iterates, and without {@code otel.sdk.disabled} there it would build a tracer that
     * records spans (to no exporter) while everything else is off.
     */
    @Override
    public Iterator<String> iterateNames(ConfigSourceInterceptorContext context) {
        Set<String> names = new LinkedHashSet<>();
        context.iterateNames().forEachRemaining(names::add);
        names.add(SDK_DISABLED);
        return names.iterator();
    }

    private static boolean set(ConfigValue value) {
        return value != null
                && value.getConfigSourceOrdinal() >= LOWEST_USER_ORDINAL
                && value.getValue() != null
                && !value.getValue().isBlank();
    }
}
