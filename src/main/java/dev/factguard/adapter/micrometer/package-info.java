/**
 * The {@link dev.factguard.core.observe.Observer} port as Micrometer meters, all named {@code factguard.*}
 * ({@code factguard_*} at {@code /q/metrics} in Prometheus form). Tags hold only bounded values: recommendations,
 * verdicts, backends, configured provider names, failure kinds, function names.
 */
package dev.factguard.adapter.micrometer;
