package dev.factguard.core.guardrail;

import dev.factguard.core.freshness.ScoredClaim;
import dev.factguard.core.gateway.Annotation;
import dev.factguard.core.gateway.AnswerCheck;
import dev.factguard.core.gateway.OnReview;
import dev.factguard.core.gateway.PromptGuard;
import dev.factguard.core.gateway.RefreshMode;
import dev.factguard.core.gateway.VerifyMode;
import java.util.ArrayList;
import java.util.List;

/**
 * Decides about texts another gateway holds: {@link #request} before the model is called, {@link #response} after.
 * It never calls a model. Thread-safe if its guards are.
 */
public final class TextGuardrail {

    private final PromptGuard prompts;
    private final AnswerCheck answers;

    public TextGuardrail(PromptGuard prompts, AnswerCheck answers) {
        if (prompts == null || answers == null) {
            throw new IllegalArgumentException("prompts and answers must not be null");
        }
        this.prompts = prompts;
        this.answers = answers;
    }

    /**
     * Forecasts the question; a {@code human_review} is blocked when {@code onReview} says so, a {@code ground}
     * with facts found returns the texts with the facts added to the question, anything else lets them through.
     *
     * @param texts    the request's texts, in order (none null)
     * @param question the index of the question in {@code texts} (the last user text); -1 when there is none, and
     *                 then there is nothing to forecast and the texts go through
     */
    public GuardrailDecision request(String tenant, List<String> texts, int question, OnReview onReview) {
        if (question < -1 || question >= texts.size()) {
            throw new IllegalArgumentException("question must be -1 or an index of texts, was " + question);
        }
        if (question == -1 || texts.get(question).isBlank()) {
            return new GuardrailDecision(GuardrailAction.NONE, null, null, null, List.of(), List.of());
        }
        PromptGuard.Decision d = prompts.decide(tenant, texts.get(question), texts, onReview);
        if (d.blocked()) {
            String reason = "FactGuard's forecast recommends human review (risk "
                    + d.forecast().risk() + ": "
                    + String.join("; ", d.forecast().rationale()) + "); the model was not called";
            return new GuardrailDecision(GuardrailAction.BLOCKED, reason, null, d.forecast(), List.of(), List.of());
        }
        if (d.grounding().isEmpty()) {
            return new GuardrailDecision(GuardrailAction.NONE, null, null, d.forecast(), List.of(), List.of());
        }
        List<String> grounded = new ArrayList<>(texts);
        grounded.set(question, texts.get(question) + "\n\n" + prompts.render(d.grounding()));
        return new GuardrailDecision(
                GuardrailAction.INTERVENED, null, grounded, d.forecast(), d.grounding(), List.of());
    }

    /**
     * Checks each answer text as {@code refresh} and {@code verify} say. A text with claims that may have gone stale
     * is kept and gets a note naming them (and, in {@code verify} refresh mode, what the web now says); a text the
     * tenant's facts contradict is kept and gets a note naming each contradicted statement and the fact on record,
     * unless {@code verify} is {@code block}: then the answer is {@code BLOCKED} with that as the reason. Both
     * {@code off} check nothing.
     *
     * @param prompt the question the texts answer, or null: a statement that names nothing leans on it
     */
    public GuardrailDecision response(
            String tenant, List<String> texts, String prompt, RefreshMode refresh, VerifyMode verify) {
        List<String> noted = new ArrayList<>(texts.size());
        List<Annotation> annotations = new ArrayList<>(texts.size());
        boolean changed = false;
        boolean withheld = false;
        for (String text : texts) {
            Annotation annotation = text.isBlank()
                    ? Annotation.NONE
                    : answers.annotate(refresh, verify, tenant, text, prompt, List.of());
            annotations.add(annotation);
            List<ScoredClaim> stale =
                    annotation.freshness() == null ? List.of() : answers.staleClaims(annotation.freshness());
            String note = join(StaleNote.of(annotation, stale), ContradictionNote.of(annotation));
            noted.add(note == null ? text : text + note);
            changed |= note != null;
            withheld |= annotation.withheld();
        }
        if (withheld) {
            return new GuardrailDecision(
                    GuardrailAction.BLOCKED,
                    ContradictionNote.blockedReason(annotations),
                    null,
                    null,
                    List.of(),
                    annotations);
        }
        return new GuardrailDecision(
                changed ? GuardrailAction.INTERVENED : GuardrailAction.NONE,
                null,
                changed ? noted : null,
                null,
                List.of(),
                annotations);
    }

    private static String join(String stale, String contradicted) {
        if (stale == null || contradicted == null) {
            return stale == null ? contradicted : stale;
        }
        return stale + contradicted;
    }
}
