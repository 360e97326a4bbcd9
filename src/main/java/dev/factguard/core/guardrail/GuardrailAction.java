package dev.factguard.core.guardrail;

/** What the caller of a guardrail is to do with the texts it sent. */
public enum GuardrailAction {
    /** Go on with the texts unchanged. */
    NONE,
    /** Stop: the model must not be called (request) or the answer not shown (response). */
    BLOCKED,
    /** Go on with the texts the guardrail returned. */
    INTERVENED
}
