/**
 * A guardrail over plain texts, for callers that hold the conversation themselves and ask FactGuard only for a
 * decision — LiteLLM's Generic Guardrail API. Before generation: forecast the question, then block it, ground it
 * with the tenant's facts, or let it through; after: name the answer's claims that may have gone stale, and what
 * the web now says of them. The same guards as the gateway's ({@link dev.factguard.core.gateway.PromptGuard},
 * {@link dev.factguard.core.gateway.AnswerCheck}); the wire format stays in the function layer.
 */
package dev.factguard.core.guardrail;
