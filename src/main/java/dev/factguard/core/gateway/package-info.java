/**
 * The guard gateway's behaviour, in plain Java: forecast the caller's last user message, ground it with the
 * tenant's facts when the forecast says {@code ground}, block or flag a {@code human_review}, hand the request to
 * an OpenAI-compatible model behind the {@link dev.factguard.core.gateway.ChatUpstream} port, then score the
 * answer's freshness and, when asked, refresh its stale claims within a time budget, and check its statements
 * against the tenant's facts (flagging, or withholding, a contradicted answer). The JSON of the requests and
 * answers stays opaque here: {@link dev.factguard.core.gateway.ChatCall} carries it, the adapters read it.
 */
package dev.factguard.core.gateway;
