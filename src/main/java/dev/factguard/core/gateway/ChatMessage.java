package dev.factguard.core.gateway;

/**
 * The text of one chat message, as the guards read it.
 *
 * @param role e.g. {@code system}, {@code user}, {@code assistant}, {@code tool} (not null)
 * @param text its text parts joined; empty when it has none (images, tool calls), never null
 */
public record ChatMessage(String role, String text) {
    public ChatMessage {
        if (role == null) {
            throw new IllegalArgumentException("role must not be null");
        }
        text = text == null ? "" : text;
    }

    public boolean isUser() {
        return "user".equals(role);
    }
}
