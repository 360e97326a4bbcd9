package dev.factguard.function;

import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import dev.factguard.config.FactGuardConfig;
import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.observe.Observations;
import dev.factguard.core.outcome.FeatureCounts;
import dev.factguard.core.outcome.FeedbackRecorder;
import dev.factguard.core.outcome.OutcomeStore;
import io.quarkus.funqy.Funq;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;

/** {@code forecast} and {@code feedback}: map JSON to the core and back, nothing else. */
// One instance: as a @Dependent bean Funqy would build the function, and its config mapping, on every call.
@Singleton
public class ForecastFunctions {

    static final int MAX_OUTCOMES = 1000;
    private static final String INVALID_ID = "'forecastId' is not an id this tenant was issued by forecast, or it"
            + " expired; send the forecastId as received, in the tenant that received it, or send 'prompt' instead";

    @Inject
    Forecaster forecaster;

    @Inject
    FeedbackRecorder feedback;

    @Inject
    FactGuardConfig config;

    @Inject
    Observations observations;

    static final int MAX_CONTEXT = 20;

    /**
     * @param context passages the caller retrieved (≤ 20, each ≤ the fact-text limit): scored, never stored
     * @param model   the model that will answer (≤ 128 bytes, no control characters): outcomes are learned per model
     */
    public record ForecastRequest(String tenant, String prompt, List<String> context, String model) {
        public ForecastRequest(String tenant, String prompt, List<String> context) {
            this(tenant, prompt, context, null);
        }
    }

    public record SignalsView(Double ambiguity, Double kbCoverage, Double patternHistory, Double volatility) {}

    @JsonSerialize(using = ForecastResponseJson.class)
    public record ForecastResponse(
            double risk,
            String recommendation,
            List<String> rationale,
            SignalsView signals,
            Map<String, Double> weights,
            String shape,
            String forecastId,
            long outcomes,
            boolean priorsOnly,
            List<String> degraded) {}

    /** @param model for feedback by prompt: the model that answered (a forecast id already carries its model) */
    public record OutcomeView(String forecastId, String prompt, Boolean hallucinated, String model) {
        public OutcomeView(String forecastId, String prompt, Boolean hallucinated) {
            this(forecastId, prompt, hallucinated, null);
        }
    }

    public record FeedbackRequest(
            String tenant,
            String forecastId,
            String prompt,
            Boolean hallucinated,
            String idempotencyKey,
            List<OutcomeView> outcomes,
            String model) {
        public FeedbackRequest(
                String tenant,
                String forecastId,
                String prompt,
                Boolean hallucinated,
                String idempotencyKey,
                List<OutcomeView> outcomes) {
            this(tenant, forecastId, prompt, hallucinated, idempotencyKey, outcomes, null);
        }
    }

    /**
     * @param counted  for one outcome: whether it was counted (false for a repeated id or idempotency key)
     * @param imported for a batch: how many of its outcomes were counted
     * @param shape    the prompt's shape, for feedback by prompt
     */
    public record FeedbackResponse(
            Boolean counted, Integer imported, String shape, long hallucinations, long total, double rate) {}

    @Funq("forecast")
    public ForecastResponse forecast(ForecastRequest request) {
        Asked asked = asked(request);
        return view(forecaster.forecast(asked.tenant(), asked.prompt(), asked.context(), asked.model()));
    }

    /**
     * {@link #forecast} whose state read does not block the calling thread, for the HTTP dispatch on an event
     * loop when the read is a round trip (Redis) and no model runs. A request that is not valid throws at once,
     * as {@link #forecast} does; the stage completes on the thread that completes the read.
     */
    public CompletionStage<ForecastResponse> forecastAsync(ForecastRequest request) {
        Asked asked = asked(request);
        return forecaster
                .forecastAsync(asked.tenant(), asked.prompt(), asked.context(), asked.model())
                .thenApply(this::view);
    }

    private record Asked(String tenant, String prompt, List<String> context, String model) {}

    private Asked asked(ForecastRequest request) {
        Requests.body(request, "{\"prompt\": \"What is the capital of France?\"}");
        String tenant = Requests.tenant(request.tenant());
        String prompt = Requests.requiredWithin(
                request.prompt(), "prompt", config.limits().promptBytes());
        List<String> context = Requests.passages(
                request.context(), MAX_CONTEXT, config.limits().factTextBytes());
        return new Asked(tenant, prompt, context, Requests.model(request.model(), "model"));
    }

    private ForecastResponse view(Forecast f) {
        observations.forecasted(f, "forecast");
        return new ForecastResponse(
                f.risk(),
                f.recommendation().wireName(),
                f.rationale(),
                new SignalsView(
                        f.signals().ambiguity(),
                        f.signals().kbCoverage(),
                        f.signals().patternHistory(),
                        f.signals().volatility()),
                f.weights(),
                f.shape(),
                f.forecastId(),
                f.outcomes(),
                f.priorsOnly(),
                f.degraded());
    }

    @Funq("feedback")
    public FeedbackResponse feedback(FeedbackRequest request) {
        Requests.body(request, "{\"forecastId\": \"fc_...\", \"hallucinated\": true}");
        String tenant = Requests.tenant(request.tenant());
        if (request.outcomes() != null) {
            return batch(tenant, request);
        }
        boolean hallucinated = hallucinated(request.hallucinated(), "hallucinated");
        if (present(request.forecastId())) {
            if (request.idempotencyKey() != null) {
                throw new InvalidRequestException(
                        "invalid_field",
                        "'idempotencyKey' is for feedback by prompt; a forecastId already counts once");
            }
            if (request.model() != null) {
                throw new InvalidRequestException(
                        "invalid_field",
                        "'model' is for feedback by prompt; a forecastId already carries the model it was made for");
            }
            OutcomeStore.Recorded r = feedback.byForecastId(tenant, request.forecastId(), hallucinated)
                    .orElseThrow(() -> new InvalidRequestException("invalid_forecast_id", INVALID_ID));
            observations.feedback(hallucinated);
            return response(r.counted(), null, null, r.total());
        }
        if (present(request.prompt())) {
            String prompt = Requests.requiredWithin(
                    request.prompt(), "prompt", config.limits().promptBytes());
            String key = request.idempotencyKey() == null
                    ? null
                    : Requests.requiredWithin(request.idempotencyKey(), "idempotencyKey", 128);
            String model = Requests.model(request.model(), "model");
            FeedbackRecorder.ByPrompt r = feedback.byPrompt(tenant, prompt, model, hallucinated, key);
            observations.feedback(hallucinated);
            return response(r.counted(), null, r.shape(), r.total());
        }
        throw new InvalidRequestException(
                "missing_field",
                "send 'forecastId' (from forecast) or 'prompt',"
                        + " or 'outcomes': [{forecastId | prompt, hallucinated}, ...] to import a batch");
    }

    private FeedbackResponse batch(String tenant, FeedbackRequest request) {
        if (present(request.forecastId())
                || present(request.prompt())
                || request.hallucinated() != null
                || request.model() != null) {
            throw new InvalidRequestException(
                    "invalid_field",
                    "send either one outcome (forecastId or prompt, hallucinated) or 'outcomes', not both");
        }
        List<OutcomeView> views = request.outcomes();
        Requests.count(views.size(), "outcomes", MAX_OUTCOMES);
        List<FeedbackRecorder.Item> items = new ArrayList<>(views.size());
        for (int i = 0; i < views.size(); i++) {
            OutcomeView v = views.get(i);
            String at = "outcomes[" + i + "]";
            if (v == null) {
                throw new InvalidRequestException("missing_field", "'" + at + "' must be an object");
            }
            boolean h = hallucinated(v.hallucinated(), at + ".hallucinated");
            if (present(v.forecastId()) == present(v.prompt())) {
                throw new InvalidRequestException(
                        "missing_field", "'" + at + "' needs exactly one of 'forecastId' or 'prompt'");
            }
            if (present(v.forecastId()) && v.model() != null) {
                throw new InvalidRequestException(
                        "invalid_field",
                        "'" + at + ".model' is for an outcome by prompt; a forecastId already carries its model");
            }
            items.add(new FeedbackRecorder.Item(
                    present(v.forecastId()) ? v.forecastId() : null,
                    present(v.prompt())
                            ? Requests.requiredWithin(
                                    v.prompt(), at + ".prompt", config.limits().promptBytes())
                            : null,
                    Requests.model(v.model(), at + ".model"),
                    h));
        }
        try {
            OutcomeStore.BatchResult r = feedback.batch(tenant, items);
            items.forEach(item -> observations.feedback(item.hallucinated()));
            return response(null, r.counted(), null, r.total());
        } catch (FeedbackRecorder.InvalidIds e) {
            throw new InvalidRequestException(
                    "invalid_forecast_id",
                    "outcomes" + e.indexes() + ": " + INVALID_ID + "; nothing of this batch was written");
        }
    }

    private static FeedbackResponse response(Boolean counted, Integer imported, String shape, FeatureCounts total) {
        double rate = total.total() == 0 ? 0.0 : (double) total.hallucinated() / total.total();
        return new FeedbackResponse(counted, imported, shape, total.hallucinated(), total.total(), rate);
    }

    private static boolean hallucinated(Boolean value, String field) {
        if (value == null) {
            throw new InvalidRequestException("missing_field", "'" + field + "' (true or false) is required");
        }
        return value;
    }

    private static boolean present(String s) {
        return s != null && !s.isBlank();
    }
}
