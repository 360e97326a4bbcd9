package dev.factguard.function.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.factguard.config.StateProducers;
import dev.factguard.core.Stages;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.function.ForecastFunctions;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.funqy.runtime.FunctionInvoker;
import io.quarkus.funqy.runtime.FunctionRecorder;
import io.quarkus.funqy.runtime.FunqyServerRequest;
import io.quarkus.funqy.runtime.FunqyServerResponse;
import io.quarkus.funqy.runtime.RequestContext;
import io.quarkus.funqy.runtime.RequestContextImpl;
import io.quarkus.vertx.http.runtime.CurrentVertxRequest;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.io.IOException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Supplier;

/**
 * Serves {@code POST /forecast} ahead of Funqy's HTTP binding, calling the same Funqy function with the same JSON
 * reader and writer. Funqy hands every request to a worker thread and its answer to another worker before the
 * event loop writes it; a lexical, in-memory forecast is a few microseconds of CPU that never waits, so here it
 * runs on the event loop that read the request. A lexical forecast with Redis waits only for its one round trip:
 * it runs on the event loop too, through {@link ForecastFunctions#forecastAsync}, which sends the read without
 * waiting and finishes the forecast when the answer comes (a tenant index to bring up to date goes to a worker
 * inside the adapter); the answer is written from the request's event loop. With an embedding model a forecast
 * runs a model, so it goes once to {@link ForecastThreads} (a few threads per core, first come first served) and
 * is written from the event loop. Errors fail the routing context exactly as Funqy does, and
 * {@code JsonErrorHandler} answers them.
 *
 * <p>A forecast that goes to those threads or waits on Redis is counted in flight ({@link LoadShedding#forecasts})
 * from before its body is parsed until its work is done, so the count bounds the work, waiting and running,
 * however the connection fares; past the limit the request is refused at once and nothing is queued. One on the
 * event loop is not counted: it is done before the loop reads the next request, so at most one per event loop
 * ever runs.
 */
@ApplicationScoped
public class ForecastDispatch {

    private static final String PATH = "/forecast";

    @Inject
    StateProducers state;

    @Inject
    Embeddings embeddings;

    // A client proxy: each call reaches the instance of the request context active on the calling thread.
    @Inject
    CurrentVertxRequest currentRequest;

    @Inject
    ForecastFunctions functions;

    @Inject
    LoadShedding shedding;

    @Inject
    ForecastThreads threads;

    private volatile boolean inline;
    private volatile boolean async;

    void install(@Observes Router router) {
        inline = !state.redisConfigured() && !embeddings.enabled();
        async = state.redisConfigured() && !embeddings.enabled();
        // After the edge's checks and the body's decoding (Integer.MIN_VALUE + 2), before Funqy's route.
        router.post(PATH).order(Integer.MIN_VALUE + 3).handler(this::handle);
    }

    void handle(RoutingContext rc) {
        // Routes match the normalised path; the edge judged the raw one, so only the plain path is served here.
        FunctionInvoker invoker =
                FunctionRecorder.registry == null ? null : FunctionRecorder.registry.matchInvoker(PATH.substring(1));
        if (!PATH.equals(rc.request().path()) || invoker == null) {
            rc.next();
            return;
        }
        // Before the body is parsed: past the limit a refusal costs as little as it can.
        InFlight inFlight = inline ? null : shedding.forecasts();
        if (inFlight != null && !inFlight.tryEnter()) {
            shedding.refuse(rc, inFlight);
            return;
        }
        Object input;
        try {
            input = read(rc, invoker);
        } catch (IOException | RuntimeException e) {
            if (inFlight != null) {
                inFlight.exit();
            }
            if (e instanceof IOException) {
                rc.fail(400);
            } else {
                rc.fail(e);
            }
            return;
        }
        if (inline) {
            answer(rc, invoker, invoke(rc, invoker, input));
            return;
        }
        if (async) {
            dispatchAsync(rc, invoker, input, inFlight);
            return;
        }
        Context loop = Vertx.currentContext();
        try {
            threads.execute(() -> {
                Outcome outcome = invoke(rc, invoker, input);
                loop.runOnContext(v -> {
                    inFlight.exit();
                    answer(rc, invoker, outcome);
                });
            });
        } catch (RejectedExecutionException e) { // shutting down
            inFlight.exit();
            rc.fail(e);
        }
    }

    private static Object read(RoutingContext rc, FunctionInvoker invoker) throws IOException {
        Buffer body = rc.body() == null ? null : rc.body().buffer();
        if (body == null || body.length() == 0) {
            return null;
        }
        ObjectReader reader = (ObjectReader) invoker.getBindingContext().get(ObjectReader.class.getName());
        return reader.readValue(body.getBytes());
    }

    /** Runs the function in a request context whose current request is {@code rc}, as Funqy does. */
    private Outcome invoke(RoutingContext rc, FunctionInvoker invoker, Object input) {
        return inRequest(rc, () -> {
            Response response = new Response();
            invoker.invoke(new Request(input), response);
            Object[] result = new Object[1];
            Throwable[] failure = new Throwable[1];
            // The function returned (or threw) before invoke returned: its Uni is already resolved.
            response.output.subscribe().with(v -> result[0] = v, t -> failure[0] = t);
            return failure[0] != null ? Outcome.failed(failure[0]) : new Outcome(result[0], null);
        });
    }

    /**
     * Starts the forecast in a request context, as {@link #invoke} does: what reads the request (the caller's
     * tenants) runs before the read is sent, so the context ends there; the rest of the forecast uses no
     * request-scoped bean. The answer is written on the event loop that read the request; {@code inFlight} is left
     * when the forecast is done, before its answer is written.
     */
    private void dispatchAsync(RoutingContext rc, FunctionInvoker invoker, Object input, InFlight inFlight) {
        Context context = Vertx.currentContext();
        CompletionStage<?>[] started = new CompletionStage<?>[1];
        Outcome failed = inRequest(rc, () -> {
            started[0] = functions.forecastAsync((ForecastFunctions.ForecastRequest) input);
            return null;
        });
        if (failed != null) {
            inFlight.exit();
            answer(rc, invoker, failed);
            return;
        }
        started[0].whenComplete((value, failure) -> {
            inFlight.exit();
            Outcome outcome = failure == null ? new Outcome(value, null) : Outcome.failed(Stages.unwrapped(failure));
            if (context == null || Vertx.currentContext() == context) {
                answer(rc, invoker, outcome);
            } else {
                context.runOnContext(v -> answer(rc, invoker, outcome));
            }
        });
    }

    /** {@code body} in a request context whose current request is {@code rc}; a throw becomes a failed outcome. */
    private Outcome inRequest(RoutingContext rc, Supplier<Outcome> body) {
        ManagedContext requestContext = Arc.container().requestContext();
        requestContext.activate();
        try {
            currentRequest.setCurrent(rc);
            return body.get();
        } catch (RuntimeException e) {
            return Outcome.failed(e);
        } finally {
            requestContext.terminate();
        }
    }

    private static void answer(RoutingContext rc, FunctionInvoker invoker, Outcome outcome) {
        if (outcome.failure() != null) {
            rc.fail(outcome.failure());
            return;
        }
        ObjectWriter writer = (ObjectWriter) invoker.getBindingContext().get(ObjectWriter.class.getName());
        byte[] json;
        try {
            json = writer.writeValueAsBytes(outcome.value());
        } catch (JsonProcessingException e) {
            rc.fail(e);
            return;
        }
        // Spelled as Funqy does: API Gateway's Lambda binding looks the name up case-sensitively, and base64-encodes
        // a body whose "Content-Type" it does not find.
        rc.response()
                .setStatusCode(200)
                .putHeader("Content-Type", "application/json")
                .end(Buffer.buffer(json));
    }

    private record Outcome(Object value, Throwable failure) {
        static Outcome failed(Throwable t) {
            return new Outcome(null, t);
        }
    }

    private static final class Request implements FunqyServerRequest {
        private final Object input;
        private final RequestContext context = new RequestContextImpl();

        Request(Object input) {
            this.input = input;
        }

        @Override
        public RequestContext context() {
            return context;
        }

        @Override
        public Object extractInput(Class type) {
            return input;
        }
    }

    private static final class Response implements FunqyServerResponse {
        private Uni<?> output;

        @Override
        public Uni<?> getOutput() {
            return output;
        }

        @Override
        public void setOutput(Uni<?> output) {
            this.output = output;
        }
    }
}
