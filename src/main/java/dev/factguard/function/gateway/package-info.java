/**
 * The OpenAI-compatible HTTP face of the guard gateway: {@code POST /v1/chat/completions} (JSON or server-sent
 * events) and {@code GET /v1/models}, as Vert.x routes on the router Funqy shares, since Funqy serves neither
 * those paths nor streams. They parse and check the request ({@link dev.factguard.function.gateway.ChatRequests}),
 * run the core {@link dev.factguard.core.gateway.GuardGateway} and add the {@code factguard} object and
 * {@code x-factguard-*} headers to the upstream's answer. Every error is in OpenAI's shape.
 */
package dev.factguard.function.gateway;
