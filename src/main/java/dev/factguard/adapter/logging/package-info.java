/**
 * The {@link dev.factguard.core.observe.Observer} port as WARN log lines with fixed tokens ({@code degraded=},
 * {@code search_failure=}, {@code store_unavailable}) that log-based alarms count, e.g. the CloudWatch metric
 * filters of {@code terraform/}. One line per event, never a stack trace, at most a budget of lines per second.
 */
package dev.factguard.adapter.logging;
