/**
 * OpenAI-compatible chat servers (OpenAI, vLLM, Ollama, LiteLLM, …) as the gateway's
 * {@link dev.factguard.core.gateway.ChatUpstream}: a MicroProfile REST Client interface ({@code OpenAiApi}) built
 * programmatically, so only inside a running Quarkus application, and {@link
 * dev.factguard.adapter.openai.OpenAiChatUpstream}, which owns the key, the timeouts and the mapping of transport
 * failures. Bodies travel as JSON text, so what the caller sent and what the server answered pass through unparsed;
 * only the assistant text is read out of them.
 */
package dev.factguard.adapter.openai;
