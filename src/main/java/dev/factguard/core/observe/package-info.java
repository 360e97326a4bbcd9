/**
 * What the service tells its operators: the {@link dev.factguard.core.observe.Observer} port (forecasts, feedback,
 * verdicts, degraded answers, search and NLI calls, store failures, gateway calls), the fan-out
 * {@link dev.factguard.core.observe.Observations} the function layer reports to, and the decorators that observe the
 * web-search and NLI ports from outside. Adapters turn the events into metrics and log lines; none of them may fail
 * or slow down the answer they describe.
 */
package dev.factguard.core.observe;
