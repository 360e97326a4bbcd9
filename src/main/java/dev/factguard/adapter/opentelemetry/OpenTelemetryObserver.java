package dev.factguard.adapter.opentelemetry;

import dev.factguard.core.forecast.Recommendation;
import dev.factguard.core.observe.Evaluation;
import dev.factguard.core.observe.Observer;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;

/**
 * Writes events onto {@link Span#current()}, the span of the call being answered (Quarkus' server span for the
 * HTTP request). Where no span is recording (sampled out, or a direct Lambda invocation, which has none) it does
 * nothing. Thread-safe: it holds no state.
 */
public final class OpenTelemetryObserver implements Observer {

    /** The GenAI semantic conventions' evaluation event and its attributes (not yet in the semconv artifact). */
    static final String EVALUATION_EVENT = "gen_ai.evaluation.result";

    static final AttributeKey<String> EVALUATION_NAME = AttributeKey.stringKey("gen_ai.evaluation.name");
    static final AttributeKey<Double> SCORE_VALUE = AttributeKey.doubleKey("gen_ai.evaluation.score.value");
    static final AttributeKey<String> SCORE_LABEL = AttributeKey.stringKey("gen_ai.evaluation.score.label");
    static final AttributeKey<String> EXPLANATION = AttributeKey.stringKey("gen_ai.evaluation.explanation");

    static final AttributeKey<String> RECOMMENDATION = AttributeKey.stringKey("factguard.recommendation");
    static final AttributeKey<Double> RISK = AttributeKey.doubleKey("factguard.risk");
    static final AttributeKey<String> GATEWAY_RESULT = AttributeKey.stringKey("factguard.gateway.result");

    @Override
    public void forecast(Recommendation recommendation, double risk) {
        Span span = Span.current();
        if (span.isRecording()) {
            span.setAttribute(RECOMMENDATION, recommendation.wireName());
            span.setAttribute(RISK, risk);
        }
    }

    @Override
    public void gatewayCall(String result) {
        Span span = Span.current();
        if (span.isRecording()) {
            span.setAttribute(GATEWAY_RESULT, result);
        }
    }

    @Override
    public boolean evaluates() {
        return true;
    }

    @Override
    public void evaluated(Evaluation evaluation) {
        Span span = Span.current();
        if (span.isRecording()) {
            span.addEvent(
                    EVALUATION_EVENT,
                    Attributes.of(
                            EVALUATION_NAME, evaluation.name(),
                            SCORE_VALUE, evaluation.score(),
                            SCORE_LABEL, evaluation.label(),
                            EXPLANATION, evaluation.explanation()));
        }
    }
}
