package dev.factguard.langchain4j;

import dev.langchain4j.data.message.TextContent;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.guardrail.InputGuardrail;
import dev.langchain4j.guardrail.InputGuardrailRequest;
import dev.langchain4j.guardrail.InputGuardrailResult;
import dev.langchain4j.invocation.InvocationContext;
import dev.langchain4j.invocation.InvocationParameters;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Forecasts the user message before the model is called. {@code proceed} passes; {@code ground} passes with the
 * message followed by the tenant's best facts for it ({@code knowledge-search}); {@code human_review} fails the
 * call (fatal: the model is not called) or, built with {@link OnHumanReview#FLAG}, passes. The forecast is put in
 * the invocation's {@link InvocationParameters} under {@link #FORECAST} (its id under {@link #FORECAST_ID}): declare
 * an {@code InvocationParameters} parameter on the AI service method to read it and report the outcome with
 * {@link FactGuardClient#feedback}. Thread-safe.
 *
 * <pre>{@code
 * Assistant assistant = AiServices.builder(Assistant.class).chatModel(model)
 *         .inputGuardrails(new FactGuardInputGuardrail(factguard))
 *         .outputGuardrails(new FactGuardOutputGuardrail(factguard)).build();
 * }</pre>
 */
public final class FactGuardInputGuardrail implements InputGuardrail {

    /** Invocation parameter holding the user message's {@link Forecast}. */
    public static final String FORECAST = "factguard.forecast";

    /** Invocation parameter holding the forecast's id, for {@link FactGuardClient#feedback}. */
    public static final String FORECAST_ID = "factguard.forecastId";

    /** Invocation parameter holding the user message as asked, before any facts were added to it. */
    public static final String QUESTION = "factguard.question";

    /** The grounding text's default; {@code {facts}} becomes one {@code - fact} line per fact. */
    public static final String DEFAULT_TEMPLATE =
            "Answer using these facts where they apply; if they do not cover the question, say so. Facts:\n{facts}";

    private static final Logger LOG = LoggerFactory.getLogger(FactGuardInputGuardrail.class);

    /** What a {@code human_review} forecast does. */
    public enum OnHumanReview {
        /** Fail the call before the model is called. */
        BLOCK,
        /** Let it through; the forecast stays readable in the invocation parameters. */
        FLAG
    }

    private final FactGuardClient client;
    private final OnHumanReview onHumanReview;
    private final OnUnavailable onUnavailable;
    private final int groundingFacts;
    private final double minFactScore;
    private final String template;

    /** Blocks a {@code human_review}, passes with a warning when FactGuard is unavailable. */
    public FactGuardInputGuardrail(FactGuardClient client) {
        this(builder(client));
    }

    private FactGuardInputGuardrail(Builder b) {
        this.client = Objects.requireNonNull(b.client, "client");
        this.onHumanReview = b.onHumanReview;
        this.onUnavailable = b.onUnavailable;
        this.groundingFacts = b.groundingFacts;
        this.minFactScore = b.minFactScore;
        this.template = b.template;
    }

    public static Builder builder(FactGuardClient client) {
        return new Builder(client);
    }

    @Override
    public InputGuardrailResult validate(InputGuardrailRequest request) {
        String question = text(request.userMessage());
        if (question.isBlank()) {
            return success();
        }
        Forecast forecast;
        try {
            forecast = client.forecast(question);
        } catch (FactGuardException e) {
            return unavailable(e);
        }
        InvocationParameters parameters = parameters(request.requestParams().invocationContext());
        if (parameters != null) {
            parameters.put(FORECAST, forecast);
            if (forecast.forecastId() != null) {
                parameters.put(FORECAST_ID, forecast.forecastId());
            }
            parameters.put(QUESTION, question);
        }
        if (forecast.humanReview() && onHumanReview == OnHumanReview.BLOCK) {
            return fatal("FactGuard recommends human review (risk " + forecast.risk() + ": "
                    + String.join("; ", forecast.rationale()) + "); the model was not called");
        }
        if (!forecast.ground()) {
            return success();
        }
        List<FactMatch> facts;
        try {
            facts = client.knowledgeSearch(question, groundingFacts).stream()
                    .filter(f -> f.score() >= minFactScore)
                    .toList();
        } catch (FactGuardException e) {
            return unavailable(e);
        }
        if (facts.isEmpty()) {
            return success();
        }
        String lines = facts.stream().map(f -> "- " + f.text().strip()).collect(Collectors.joining("\n"));
        return successWith(question + "\n\n" + template.replace("{facts}", lines));
    }

    private InputGuardrailResult unavailable(FactGuardException e) {
        if (onUnavailable == OnUnavailable.PASS && OnUnavailable.applies(e)) {
            LOG.warn(
                    "FactGuard could not forecast the user message; it goes to the model unchecked: {}",
                    e.getMessage());
            return success();
        }
        return fatal("FactGuard could not forecast the user message: " + e.getMessage(), e);
    }

    static InvocationParameters parameters(InvocationContext context) {
        return context == null ? null : context.invocationParameters();
    }

    /** The message's text parts, joined; empty when it has none (an image alone). */
    static String text(UserMessage message) {
        return message.contents().stream()
                .filter(TextContent.class::isInstance)
                .map(c -> ((TextContent) c).text())
                .collect(Collectors.joining("\n"));
    }

    /** Configures a {@link FactGuardInputGuardrail}. */
    public static final class Builder {
        private final FactGuardClient client;
        private OnHumanReview onHumanReview = OnHumanReview.BLOCK;
        private OnUnavailable onUnavailable = OnUnavailable.PASS;
        private int groundingFacts = 3;
        private double minFactScore = 0.1;
        private String template = DEFAULT_TEMPLATE;

        private Builder(FactGuardClient client) {
            this.client = client;
        }

        /** {@link OnHumanReview#BLOCK} by default. */
        public Builder onHumanReview(OnHumanReview onHumanReview) {
            this.onHumanReview = Objects.requireNonNull(onHumanReview, "onHumanReview");
            return this;
        }

        /** {@link OnUnavailable#PASS} by default. */
        public Builder onUnavailable(OnUnavailable onUnavailable) {
            this.onUnavailable = Objects.requireNonNull(onUnavailable, "onUnavailable");
            return this;
        }

        /** Most facts added on {@code ground}; 3 by default, as the gateway. */
        public Builder groundingFacts(int groundingFacts) {
            if (groundingFacts < 1) {
                throw new IllegalArgumentException("groundingFacts must be at least 1, was " + groundingFacts);
            }
            this.groundingFacts = groundingFacts;
            return this;
        }

        /** Facts scoring below this (in [0, 1]) are not added; 0.1 by default, as the gateway. */
        public Builder minFactScore(double minFactScore) {
            if (!(minFactScore >= 0 && minFactScore <= 1)) {
                throw new IllegalArgumentException("minFactScore must be in [0, 1], was " + minFactScore);
            }
            this.minFactScore = minFactScore;
            return this;
        }

        /** The text added after the user message on {@code ground}; must contain {@code {facts}}. */
        public Builder groundingTemplate(String template) {
            if (template == null || !template.contains("{facts}")) {
                throw new IllegalArgumentException("the grounding template must contain {facts}, was " + template);
            }
            this.template = template;
            return this;
        }

        public FactGuardInputGuardrail build() {
            return new FactGuardInputGuardrail(this);
        }
    }
}
