package dev.factguard.function.http;

import dev.factguard.config.FactGuardConfig;
import dev.factguard.config.StateProducers;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.observe.Observations;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;
import org.jboss.logging.Logger;

/**
 * How much work this instance takes at once ({@code factguard.overload.*}), and the refusal past it: {@code 503}
 * with {@code Retry-After}, answered at once, never queued. Three limits, because the work differs: forecasts
 * (counted by {@link ForecastDispatch} from the start of the work to its end: CPU on a worker, or a Redis round
 * trip; and LiteLLM's guardrail API, counted here like a function call), the other functions (counted here, from the
 * request read to the end of its answer: Funqy runs each on a worker), and the gateway's calls (counted by its
 * routes: mostly waiting on the model). Health checks, metrics and
 * the API description are never counted. On Lambda an instance serves one request at a time, so no limit of 1 or
 * more is ever reached there.
 */
@ApplicationScoped
public class LoadShedding {

    /** Forecasts and other functions allowed in flight per core when not configured; docs/operations.md says why. */
    static final int PER_CORE = 16;

    private static final Logger LOG = Logger.getLogger(LoadShedding.class);

    @Inject
    FactGuardConfig config;

    @Inject
    Observations observations;

    @Inject
    ForecastThreads threads;

    @Inject
    StateProducers state;

    @Inject
    Embeddings embeddings;

    private InFlight forecasts;
    private InFlight functions;
    private InFlight gateway;
    private String retryAfter;
    private byte[] forecastsRefusal;
    private byte[] functionsRefusal;

    @PostConstruct
    void init() {
        FactGuardConfig.Overload o = config.overload();
        int cores = Runtime.getRuntime().availableProcessors();
        forecasts = forecasts(o.forecasts(), cores);
        functions = perCore("functions", "function calls", o.functions(), cores);
        // Also the size of the upstream's connection pool (GatewayProducers), so the same number bounds both.
        gateway = new InFlight("gateway", "gateway calls", "factguard.overload.gateway-calls", o.gatewayCalls());
        retryAfter = Long.toString(retryAfterSeconds(o.retryAfter()));
        forecastsRefusal = refusal(forecasts);
        functionsRefusal = refusal(functions);
    }

    private byte[] refusal(InFlight full) {
        return new JsonObject()
                .put("error", "overloaded")
                .put("message", message(full))
                .encode()
                .getBytes(StandardCharsets.UTF_8);
    }

    void install(@Observes Router router) {
        // After the body is read and decoded (Integer.MIN_VALUE + 2) and after ForecastDispatch (+ 3), which counts
        // the forecasts it serves and answers them itself; before Funqy's route.
        router.route().order(Integer.MIN_VALUE + 4).handler(this::admitFunction);
        String forecastsLine = !embeddings.enabled() && !state.redisConfigured()
                ? "forecasts " + forecasts.limit() + " (LiteLLM's guardrail API; POST /forecast not counted: lexical,"
                        + " in memory, each runs on the event loop that read it)"
                : embeddings.enabled()
                        ? "forecasts " + forecasts.limit() + " (" + Math.min(threads.size(), forecasts.limit())
                                + " working, the rest waiting their turn)"
                        : "forecasts " + forecasts.limit() + " (each waiting on Redis)";
        LOG.infof(
                "load shedding, most in flight: %s; function calls %d; gateway calls %d (%d cores). Past a limit:"
                        + " 503 overloaded, Retry-After: %s",
                forecastsLine,
                functions.limit(),
                gateway.limit(),
                Runtime.getRuntime().availableProcessors(),
                retryAfter);
    }

    void admitFunction(RoutingContext rc) {
        if (FunctionAccess.function(rc.request().path()) == null) {
            rc.next();
            return;
        }
        admit(rc, functions);
    }

    /**
     * Counts the request among the forecasts and goes on, or refuses it: for a route that forecasts outside
     * {@link ForecastDispatch} on a worker (LiteLLM's guardrail API), placed after its body is read, so that its
     * forecasts and {@code POST /forecast}'s share one bound.
     */
    public void admitForecast(RoutingContext rc) {
        admit(rc, forecasts);
    }

    /** Counts the request under {@code limit} and goes on, or refuses it. */
    private void admit(RoutingContext rc, InFlight limit) {
        if (!limit.tryEnter()) {
            refuse(rc, limit);
            return;
        }
        // Once, when the answer has been written or the connection closed, whichever comes first.
        rc.addEndHandler(ended -> limit.exit());
        rc.next();
    }

    /** Forecasts in flight, counted by {@link ForecastDispatch}. */
    InFlight forecasts() {
        return forecasts;
    }

    /** Gateway calls in flight, counted by the gateway's routes. */
    public InFlight gateway() {
        return gateway;
    }

    /** Answers {@code 503 overloaded} in FactGuard's JSON shape. */
    void refuse(RoutingContext rc, InFlight full) {
        refused(rc, full);
        // Written once per limit: under a flood of refusals, encoding the same object each time took an eighth of
        // the event loops' time.
        byte[] body = full == forecasts ? forecastsRefusal : functionsRefusal;
        rc.response()
                .setStatusCode(503)
                .putHeader("Content-Type", "application/json")
                .end(Buffer.buffer(body));
    }

    /** Counts a refusal and sets its {@code Retry-After}; the caller writes the body in its own shape. */
    public void refused(RoutingContext rc, InFlight full) {
        observations.overloaded(full.name());
        rc.response().putHeader("Retry-After", retryAfter);
    }

    /** What a refused caller reads: which limit, its value and key, and what to do. */
    public String message(InFlight full) {
        return "this instance is at its limit of " + full.limit() + " " + full.what() + " in flight (" + full.setting()
                + "); nothing was done: retry after " + retryAfter + " s, or on another instance";
    }

    /**
     * The forecasts' limit. Unset, it follows what a forecast waits for: with an embedding model the CPU, so
     * {@link #PER_CORE} per core; with lexical coverage and Redis only a Redis round trip, so the Redis client's own
     * bound (connections plus calls waiting for one), past which a forecast would answer degraded.
     */
    private InFlight forecasts(int configured, int cores) {
        if (configured != 0 || embeddings.enabled() || !state.redisConfigured()) {
            return perCore("forecasts", "forecasts", configured, cores);
        }
        Config c = ConfigProvider.getConfig();
        int pool =
                c.getOptionalValue("quarkus.redis.max-pool-size", Integer.class).orElse(6)
                        + c.getOptionalValue("quarkus.redis.max-pool-waiting", Integer.class)
                                .orElse(24);
        return new InFlight("forecasts", "forecasts", "factguard.overload.forecasts", Math.max(1, pool));
    }

    /** {@code configured}, or {@link #PER_CORE} per core when it is 0. */
    static InFlight perCore(String name, String what, int configured, int cores) {
        String setting = "factguard.overload." + name;
        if (configured < 0) {
            throw new IllegalArgumentException(
                    setting + " must be 0 (" + PER_CORE + " per core) or more, was " + configured);
        }
        return new InFlight(name, what, setting, configured > 0 ? configured : PER_CORE * Math.max(1, cores));
    }

    static long retryAfterSeconds(java.time.Duration wait) {
        if (wait == null || wait.isNegative()) {
            throw new IllegalArgumentException("factguard.overload.retry-after must not be negative, was " + wait);
        }
        // Retry-After takes whole seconds; rounding down could tell a client to come back at once.
        return Math.max(1, (wait.toMillis() + 999) / 1000);
    }
}
