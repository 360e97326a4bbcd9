package dev.factguard.function;

import dev.factguard.config.FactGuardConfig;
import dev.factguard.core.forecast.FeedbackRecorder;
import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.history.ShapeStats;
import io.quarkus.funqy.Funq;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;

/** {@code forecast} and {@code feedback}: map JSON to the core and back, nothing else. */
public class ForecastFunctions {

    @Inject
    Forecaster forecaster;

    @Inject
    FeedbackRecorder feedback;

    @Inject
    FactGuardConfig config;

    public record ForecastRequest(String tenant, String prompt) {}

    public record SignalsView(Double ambiguity, Double kbCoverage, Double patternHistory, Double volatility) {}

    public record ForecastResponse(double risk, String recommendation, List<String> rationale, SignalsView signals,
            Map<String, Double> weights, String shape, String forecastId, List<String> degraded) {}

    public record FeedbackRequest(String tenant, String forecastId, String prompt, Boolean hallucinated) {}

    public record FeedbackResponse(String shape, long hallucinations, long total, double rate,
            Double smoothedRate, boolean counted) {}

    @Funq("forecast")
    public ForecastResponse forecast(ForecastRequest request) {
        Requests.body(request, "{\"prompt\": \"What is the capital of France?\"}");
        String tenant = Requests.tenant(request.tenant());
        String prompt = Requests.requiredWithin(request.prompt(), "prompt", config.limits().promptBytes());
        Forecast f = forecaster.forecast(tenant, prompt);
        return new ForecastResponse(f.risk(), f.recommendation().wireName(), f.rationale(),
                new SignalsView(f.signals().ambiguity(), f.signals().kbCoverage(), f.signals().patternHistory(),
                        f.signals().volatility()),
                f.weights(), f.shape(), f.forecastId(), f.degraded());
    }

    @Funq("feedback")
    public FeedbackResponse feedback(FeedbackRequest request) {
        Requests.body(request, "{\"forecastId\": \"fc_...\", \"hallucinated\": true}");
        String tenant = Requests.tenant(request.tenant());
        if (request.hallucinated() == null) {
            throw new InvalidRequestException("missing_field", "'hallucinated' (true or false) is required");
        }
        boolean hallucinated = request.hallucinated();
        FeedbackRecorder.Outcome outcome;
        if (request.forecastId() != null && !request.forecastId().isBlank()) {
            outcome = feedback.byForecastId(tenant, request.forecastId(), hallucinated)
                    .orElseThrow(() -> new InvalidRequestException("invalid_forecast_id",
                            "'forecastId' is not an id returned by forecast; send the forecastId as received,"
                                    + " or send 'prompt' instead"));
        } else if (request.prompt() != null && !request.prompt().isBlank()) {
            String prompt = Requests.requiredWithin(request.prompt(), "prompt", config.limits().promptBytes());
            outcome = feedback.byPrompt(tenant, prompt, hallucinated);
        } else {
            throw new InvalidRequestException("missing_field", "send 'forecastId' (from forecast) or 'prompt'");
        }
        ShapeStats stats = outcome.recorded().stats();
        double rate = stats.total() == 0 ? 0.0 : (double) stats.hallucinations() / stats.total();
        return new FeedbackResponse(outcome.shape(), stats.hallucinations(), stats.total(), rate,
                forecaster.settings().smoothing().rate(stats), outcome.recorded().counted());
    }
}
