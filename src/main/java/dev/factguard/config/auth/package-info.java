/**
 * Who may call FactGuard and for which tenants: API keys (only their SHA-256 is configured), the API Gateway
 * authorizer's tenant claim or IAM principal map, the auth mode, and the loopback-only default when no key is
 * configured. The HTTP edge ({@code dev.factguard.function.http}) applies them to each request.
 */
package dev.factguard.config.auth;
