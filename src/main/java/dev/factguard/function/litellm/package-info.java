/**
 * LiteLLM's Generic Guardrail API, {@code POST /beta/litellm_basic_guardrail_api}: LiteLLM's request read into the
 * core's {@link dev.factguard.core.guardrail.TextGuardrail} and its answer written as LiteLLM reads it. A route on
 * the router Funqy shares, like the gateway's; the caller's API key (LiteLLM sends it as {@code x-api-key}) is
 * checked by the HTTP edge before it runs.
 */
package dev.factguard.function.litellm;
