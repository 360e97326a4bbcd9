/**
 * The {@link dev.factguard.core.observe.Observer} port as OpenTelemetry span attributes and span events on the
 * span of the call being answered: the forecast's recommendation and risk, how a gateway call ended, and one
 * {@code gen_ai.evaluation.result} event per guard decision (GenAI semantic conventions). Installed only when
 * traces are exported (docs/observability.md).
 */
package dev.factguard.adapter.opentelemetry;
