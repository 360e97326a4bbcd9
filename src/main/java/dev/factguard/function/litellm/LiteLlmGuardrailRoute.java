package dev.factguard.function.litellm;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.factguard.config.FactGuardConfig;
import dev.factguard.config.auth.Caller;
import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.gateway.Annotation;
import dev.factguard.core.gateway.OnReview;
import dev.factguard.core.gateway.RefreshMode;
import dev.factguard.core.gateway.VerifyMode;
import dev.factguard.core.guardrail.GuardrailAction;
import dev.factguard.core.guardrail.GuardrailDecision;
import dev.factguard.core.guardrail.TextGuardrail;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.observe.Observations;
import dev.factguard.function.InvalidRequestException;
import dev.factguard.function.JsonErrorHandler;
import dev.factguard.function.Requests;
import dev.factguard.function.VerifyView;
import dev.factguard.function.http.JsonMediaType;
import dev.factguard.function.http.LoadShedding;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

/**
 * {@code POST /beta/litellm_basic_guardrail_api}: LiteLLM's Generic Guardrail API. For {@code input_type: request}
 * the question is forecast ({@code BLOCKED} on a blocked {@code human_review}, the texts with the tenant's facts
 * added on a {@code ground}); for {@code response} the answer's stale claims, and its statements the tenant's facts
 * contradict, are named in a note appended to it ({@code GUARDRAIL_INTERVENED}; {@code BLOCKED} for a contradicted
 * answer when verify is {@code block}). The tenant is the API key's, or {@code additional_provider_specific_params.tenant}
 * when the key holds it. Runs on a worker thread: a forecast may wait on Redis, a {@code verify} on the web. Counted
 * among the forecasts in flight ({@code factguard.overload.forecasts}), whichever its {@code input_type}: it is read
 * after admission, and a caller sends both kinds alike; past them {@code 503 overloaded}.
 */
@ApplicationScoped
public class LiteLlmGuardrailRoute {

    static final String PATH = "/beta/litellm_basic_guardrail_api";

    @Inject
    TextGuardrail guardrail;

    @Inject
    FactGuardConfig config;

    @Inject
    Observations observations;

    @Inject
    LoadShedding shedding;

    private final ObjectMapper json = new ObjectMapper();
    private final GuardrailRequests requests = new GuardrailRequests(json);

    void install(@Observes Router router) {
        router.post(PATH)
                .order(-101)
                .handler(BodyHandler.create(false).setBodyLimit(config.gateway().maxBodyBytes()));
        router.post(PATH).order(-100).handler(shedding::admitForecast).blockingHandler(this::guard, false);
        router.route(PATH).order(-99).handler(rc -> {
            rc.response().putHeader(HttpHeaders.ALLOW, "POST");
            JsonErrorHandler.send(rc, 405, "method_not_allowed", "use POST " + PATH + " with LiteLLM's JSON body");
        });
    }

    private void guard(RoutingContext rc) {
        String refusal = JsonMediaType.refusal(rc.request().getHeader(HttpHeaders.CONTENT_TYPE));
        if (refusal != null) {
            JsonErrorHandler.send(rc, 415, "unsupported_media_type", refusal);
            return;
        }
        // Quarkus' own body handler may have read the body before this route's, up to its larger limit.
        int limit = config.gateway().maxBodyBytes();
        if (rc.body().length() > limit) {
            JsonErrorHandler.send(
                    rc, 413, "too_large", "the body is over factguard.gateway.max-body-bytes = " + limit + " bytes");
            return;
        }
        try {
            GuardrailRequests.Parsed call = requests.parse(rc.body().asString());
            String tenant = Requests.tenant(call.tenant(), rc.get(Caller.CONTEXT_KEY));
            GuardrailDecision decision = call.request()
                    ? guardrail.request(tenant, call.texts(), call.question(), onReview(call))
                    : guardrail.response(tenant, call.texts(), call.asked(), refresh(call), verify(call));
            observe(decision);
            rc.response()
                    .setStatusCode(200)
                    .putHeader(HttpHeaders.CONTENT_TYPE, "application/json")
                    .end(answer(decision, tenant).toString());
        } catch (InvalidRequestException e) {
            JsonErrorHandler.send(rc, e.status(), e.code(), e.getMessage());
        }
    }

    private OnReview onReview(GuardrailRequests.Parsed call) {
        return call.onReview() != null
                ? call.onReview()
                : OnReview.parse(config.gateway().onReview(), "factguard.gateway.on-review");
    }

    private RefreshMode refresh(GuardrailRequests.Parsed call) {
        return call.refresh() != null
                ? call.refresh()
                : RefreshMode.parse(config.gateway().refresh(), "factguard.gateway.refresh");
    }

    private VerifyMode verify(GuardrailRequests.Parsed call) {
        return call.verify() != null
                ? call.verify()
                : VerifyMode.parse(config.gateway().verify(), "factguard.gateway.verify");
    }

    private void observe(GuardrailDecision decision) {
        if (decision.forecast() != null) {
            observations.forecasted(decision.forecast(), "litellm");
        }
        for (Annotation a : decision.annotations()) {
            if (a.refreshes() != null) {
                observations.refreshed(a.refreshes(), "litellm");
            }
            if (a.verification() != null) {
                observations.verified(a.verification(), "litellm");
            }
        }
    }

    /**
     * LiteLLM's response ({@code action}, {@code blocked_reason}, {@code texts}) and, beside it, a {@code factguard}
     * object LiteLLM ignores and its logs keep: the forecast (quote its id in {@code feedback}), the facts added,
     * the stale claims found and each text's verification against the tenant's facts.
     */
    private ObjectNode answer(GuardrailDecision decision, String tenant) {
        ObjectNode root = json.createObjectNode();
        root.put(
                "action",
                switch (decision.action()) {
                    case NONE -> "NONE";
                    case BLOCKED -> "BLOCKED";
                    case INTERVENED -> "GUARDRAIL_INTERVENED";
                });
        if (decision.action() == GuardrailAction.BLOCKED) {
            root.put("blocked_reason", decision.blockedReason());
        }
        if (decision.texts() != null) {
            ArrayNode texts = root.putArray("texts");
            decision.texts().forEach(texts::add);
        }
        ObjectNode factguard = root.putObject("factguard").put("tenant", tenant);
        Forecast f = decision.forecast();
        if (f != null) {
            ObjectNode forecast = factguard
                    .putObject("forecast")
                    .put("risk", f.risk())
                    .put("recommendation", f.recommendation().wireName())
                    .put("forecastId", f.forecastId());
            f.rationale().forEach(forecast.putArray("rationale")::add);
            ArrayNode grounding = factguard.putArray("grounding");
            for (Fact fact : decision.grounding()) {
                grounding.addObject().put("key", fact.key()).put("text", fact.text());
            }
        }
        if (!decision.annotations().isEmpty()) {
            ArrayNode stale = factguard.putArray("staleClaims");
            decision.annotations().forEach(a -> stale.add(a.staleClaims()));
            ArrayNode verification = factguard.putArray("verification");
            for (Annotation a : decision.annotations()) {
                verification.add(
                        a.verification() == null ? json.nullNode() : json.valueToTree(VerifyView.of(a.verification())));
            }
        }
        return root;
    }
}
