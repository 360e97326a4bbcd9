package dev.factguard.core.knowledge;

/**
 * One knowledge-base entry of a tenant. The key names the fact and is unique per tenant: adding a fact
 * with an existing key replaces it.
 *
 * @param key  short topic, e.g. "capital of France" (not blank)
 * @param text the fact itself, e.g. "The capital of France is Paris." (not blank)
 */
public record Fact(String key, String text) {
    public Fact {
        if (key == null || key.isBlank()) {
            throw new IllegalArgumentException("key must not be blank");
        }
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("text must not be blank");
        }
    }
}
