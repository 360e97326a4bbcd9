/**
 * FactGuard for LangChain4j: {@link dev.factguard.langchain4j.FactGuardClient}, a typed client of FactGuard's HTTP
 * API (JDK {@code HttpClient}, Jackson), and two guardrails built on it —
 * {@link dev.factguard.langchain4j.FactGuardInputGuardrail} (forecast before the model is called: block, ground or
 * pass) and {@link dev.factguard.langchain4j.FactGuardOutputGuardrail} (stale or contradicted claims in the answer:
 * ask the model again with the evidence). Nothing here depends on the service's code.
 */
package dev.factguard.langchain4j;
