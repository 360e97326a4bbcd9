package dev.factguard.core.guardrail;

import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.gateway.Annotation;
import dev.factguard.core.knowledge.Fact;
import java.util.List;

/**
 * A guardrail's answer about one set of texts.
 *
 * @param action        what to do (not null)
 * @param blockedReason why, when {@code action} is {@link GuardrailAction#BLOCKED}; else null
 * @param texts         the texts to go on with, as many as were sent and in the same order, when {@code action} is
 *                      {@link GuardrailAction#INTERVENED}; else null
 * @param forecast      the question's forecast on a request; null on a response, or when there was no question
 * @param grounding     the facts added to the question; empty when none were
 * @param annotations   on a response, what was found in each text, in order; empty on a request
 */
public record GuardrailDecision(
        GuardrailAction action,
        String blockedReason,
        List<String> texts,
        Forecast forecast,
        List<Fact> grounding,
        List<Annotation> annotations) {
    public GuardrailDecision {
        if (action == null) {
            throw new IllegalArgumentException("action must not be null");
        }
        if ((action == GuardrailAction.BLOCKED) != (blockedReason != null)) {
            throw new IllegalArgumentException("blockedReason is required exactly when the action is BLOCKED");
        }
        if ((action == GuardrailAction.INTERVENED) != (texts != null)) {
            throw new IllegalArgumentException("texts are required exactly when the action is INTERVENED");
        }
        texts = texts == null ? null : List.copyOf(texts);
        grounding = List.copyOf(grounding);
        annotations = List.copyOf(annotations);
    }
}
