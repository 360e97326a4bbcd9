package dev.factguard.config;

import dev.factguard.adapter.logging.JBossLogObserver;
import dev.factguard.adapter.micrometer.MicrometerObserver;
import dev.factguard.adapter.opentelemetry.OpenTelemetryObserver;
import dev.factguard.core.observe.Observations;
import dev.factguard.core.observe.Observer;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Where events go: always the log signals; the Micrometer registry unless metrics are off ({@code factguard.metrics});
 * the call's span when traces are exported ({@code quarkus.otel.sdk.disabled} is false only with an OTLP endpoint,
 * see {@link TracesOnlyWithEndpoint}).
 */
@ApplicationScoped
public class ObservationProducers {

    /** Looked up lazily: a build with {@code quarkus.micrometer.enabled=false} has no registry bean. */
    @Produces
    @Singleton
    Observations observations(
            FactGuardConfig config,
            Instance<MeterRegistry> registry,
            Clock clock,
            @ConfigProperty(name = "quarkus.otel.sdk.disabled", defaultValue = "true") boolean tracesOff) {
        List<Observer> observers = new ArrayList<>(3);
        observers.add(new JBossLogObserver(config.logSignals().linesPerSecond(), clock));
        if (config.metrics().enabled() && registry.isResolvable()) {
            observers.add(new MicrometerObserver(registry.get()));
        }
        if (!tracesOff) {
            observers.add(new OpenTelemetryObserver());
        }
        return new Observations(observers);
    }
}
