/**
 * FactGuard's behaviour in plain Java: no Quarkus, no I/O libraries. Features live in sub-packages
 * ({@code forecast}, {@code knowledge}, {@code history}, {@code freshness}, {@code refresh}, {@code text});
 * the interfaces adapters implement (ports) are named in domain words.
 */
package dev.factguard.core;
