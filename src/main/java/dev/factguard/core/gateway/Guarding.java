package dev.factguard.core.gateway;

import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.knowledge.Fact;
import java.util.List;

/**
 * What the gateway decided before generation.
 *
 * @param forecast  the forecast of the last user message (not null)
 * @param grounding the facts added as a system message, best first; empty when none were
 * @param call      the request to send upstream, grounding included (not null)
 * @param blocked   true when a {@code human_review} is blocked: the upstream must not be called
 * @param options   the options this request is guarded with
 * @param tenant    the tenant whose facts ground and verify the request (not null)
 * @param prompt    the last user message as forecast (not null)
 */
public record Guarding(
        Forecast forecast,
        List<Fact> grounding,
        ChatCall call,
        boolean blocked,
        GuardOptions options,
        String tenant,
        String prompt) {
    public Guarding {
        if (forecast == null || call == null || options == null || tenant == null || prompt == null) {
            throw new IllegalArgumentException("forecast, call, options, tenant and prompt must not be null");
        }
        grounding = List.copyOf(grounding);
    }
}
