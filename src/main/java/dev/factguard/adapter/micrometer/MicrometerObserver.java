package dev.factguard.adapter.micrometer;

import dev.factguard.core.forecast.Recommendation;
import dev.factguard.core.observe.Observer;
import dev.factguard.core.refresh.Verdict;
import dev.factguard.core.refresh.VerdictSource;
import dev.factguard.core.search.SearchFailure;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.concurrent.TimeUnit;

/**
 * FactGuard's meters (docs/operations.md lists them with their meaning). Meters are looked up by name and tags on
 * each event; the registry keeps one instance per combination, so the cost is a map lookup. Thread-safe.
 */
public final class MicrometerObserver implements Observer {

    /**
     * Risk buckets, in percent: tenths show where forecasts land against the band thresholds. Percent rather than
     * [0, 1] because the Prometheus registry's summary histogram treats values below 1 as 1 (every risk fell in the
     * last bucket).
     */
    private static final double[] RISK_BUCKETS = {10, 20, 30, 40, 50, 60, 70, 80, 90, 100};

    private final MeterRegistry registry;
    private final DistributionSummary risk;

    public MicrometerObserver(MeterRegistry registry) {
        this.registry = registry;
        this.risk = DistributionSummary.builder("factguard.forecast.risk.percent")
                .description("Risk of each forecast, in percent")
                .serviceLevelObjectives(RISK_BUCKETS)
                .register(registry);
    }

    @Override
    public void forecast(Recommendation recommendation, double value) {
        count(
                "factguard.forecasts",
                "Forecasts answered, by recommendation",
                "recommendation",
                recommendation.wireName());
        risk.record(value * 100);
    }

    @Override
    public void feedback(boolean hallucinated) {
        count(
                "factguard.feedback",
                "Outcomes reported through feedback",
                "outcome",
                hallucinated ? "hallucinated" : "correct");
    }

    @Override
    public void verdict(Verdict verdict, VerdictSource source) {
        Counter.builder("factguard.refresh.verdicts")
                .description("Refreshed claims, by verdict and its source")
                .tag("verdict", verdict.wireName())
                .tag("source", source.wireName())
                .register(registry)
                .increment();
    }

    @Override
    public void degraded(String backend, String function, String detail) {
        Counter.builder("factguard.degraded")
                .description("Answers that fell back because a backend failed")
                .tag("backend", backend)
                .tag("function", function)
                .register(registry)
                .increment();
    }

    @Override
    public void searched(String provider) {
        count("factguard.search.calls", "Searches asked of a provider (cache misses)", "provider", provider);
    }

    @Override
    public void searchFailed(String provider, SearchFailure.Kind kind, String detail) {
        Counter.builder("factguard.search.failures")
                .description("Failed searches, by provider and kind")
                .tag("provider", provider)
                .tag("kind", kind.wireName())
                .register(registry)
                .increment();
    }

    @Override
    public void classified(long nanos, boolean failed) {
        Timer.builder("factguard.nli.latency")
                .description("Calls to the NLI model, by outcome")
                .tag("outcome", failed ? "failed" : "ok")
                .register(registry)
                .record(nanos, TimeUnit.NANOSECONDS);
    }

    @Override
    public void storeUnavailable(String function, String detail) {
        count("factguard.store.unavailable", "Requests answered 503 store_unavailable", "function", function);
    }

    @Override
    public void gatewayCall(String result) {
        count("factguard.gateway.calls", "Chat-completion calls of the gateway, by how they ended", "result", result);
    }

    @Override
    public void overloaded(String limit) {
        count(
                "factguard.overloaded",
                "Requests refused with 503 overloaded, by the limit that was full",
                "limit",
                limit);
    }

    private void count(String name, String description, String tag, String value) {
        Counter.builder(name)
                .description(description)
                .tag(tag, value)
                .register(registry)
                .increment();
    }
}
