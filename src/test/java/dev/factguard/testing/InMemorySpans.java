package dev.factguard.testing;

import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;

/**
 * The span exporter of every {@code @QuarkusTest}: Quarkus hands finished spans to the CDI {@code SpanExporter}
 * beans (and then builds no OTLP exporter), so tests read what the service would have sent to a collector.
 */
@ApplicationScoped
public class InMemorySpans {

    @Produces
    @Singleton
    InMemorySpanExporter exporter() {
        return InMemorySpanExporter.create();
    }

    /** The finished spans matching {@code wanted}, waiting up to 10 s for the batch processor to hand them over. */
    public static List<SpanData> await(InMemorySpanExporter exporter, Predicate<SpanData> wanted)
            throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (true) {
            List<SpanData> found =
                    exporter.getFinishedSpanItems().stream().filter(wanted).toList();
            if (!found.isEmpty() || System.nanoTime() > deadline) {
                return found;
            }
            Thread.sleep(50);
        }
    }
}
