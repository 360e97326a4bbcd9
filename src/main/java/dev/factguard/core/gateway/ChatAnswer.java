package dev.factguard.core.gateway;

/**
 * What the upstream answered to one request that was not streamed.
 *
 * @param status HTTP status
 * @param body   the answer's body as received (JSON text for OpenAI-compatible servers), never null
 * @param text   the assistant text of the first choice when the status is 2xx, else null
 */
public record ChatAnswer(int status, String body, String text) {
    public ChatAnswer {
        if (status < 100 || status > 599) {
            throw new IllegalArgumentException("status must be an HTTP status, was " + status);
        }
        body = body == null ? "" : body;
    }

    public boolean ok() {
        return status / 100 == 2;
    }
}
