package dev.factguard.core.gateway;

import java.time.Duration;

/**
 * @param defaults          options of a request that overrides none
 * @param groundingFacts    facts added at most when the forecast says {@code ground}, at least 1
 * @param minFactScore      facts scoring below this are not added, in [0, 1]
 * @param template          the grounding system message; {@code {facts}} becomes one {@code - text} line per fact
 * @param refreshBudget     longest a {@code verify} refresh may take, positive
 * @param promptBytes       the forecast reads at most this many UTF-8 bytes of the last user message, at least 1
 */
public record GatewaySettings(
        GuardOptions defaults,
        int groundingFacts,
        double minFactScore,
        String template,
        Duration refreshBudget,
        int promptBytes) {

    public static final String FACTS = "{facts}";

    public GatewaySettings {
        if (defaults == null) {
            throw new IllegalArgumentException("defaults must not be null");
        }
        if (groundingFacts < 1) {
            throw new IllegalArgumentException("groundingFacts must be at least 1, was " + groundingFacts);
        }
        if (!(minFactScore >= 0.0 && minFactScore <= 1.0)) {
            throw new IllegalArgumentException("minFactScore must be in [0, 1], was " + minFactScore);
        }
        if (template == null || !template.contains(FACTS)) {
            throw new IllegalArgumentException("template must contain " + FACTS + ", was " + template);
        }
        if (refreshBudget == null || refreshBudget.isNegative() || refreshBudget.isZero()) {
            throw new IllegalArgumentException("refreshBudget must be positive, was " + refreshBudget);
        }
        if (promptBytes < 1) {
            throw new IllegalArgumentException("promptBytes must be at least 1, was " + promptBytes);
        }
    }
}
