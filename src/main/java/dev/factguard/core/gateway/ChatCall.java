package dev.factguard.core.gateway;

import java.util.List;

/**
 * A chat-completion request as the upstream will receive it: the caller's own fields, FactGuard's options
 * already removed. Implementations are immutable.
 */
public interface ChatCall {

    /** The messages in order, as text. */
    List<ChatMessage> messages();

    /** The model the caller asked for ({@code ""} when none is named or it is not a string). */
    default String model() {
        return "";
    }

    /** Whether the caller asked for a stream of chunks. */
    boolean stream();

    /** A copy with a system message added after the leading system messages (the caller's own instructions). */
    ChatCall withSystemMessage(String text);

    /** The request body to send, JSON text. */
    String body();

    /** The text of the last user message; empty when there is none. */
    default String lastUserText() {
        List<ChatMessage> messages = messages();
        for (int i = messages.size() - 1; i >= 0; i--) {
            if (messages.get(i).isUser()) {
                return messages.get(i).text();
            }
        }
        return "";
    }
}
