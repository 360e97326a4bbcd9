package dev.factguard.function.gateway;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * An error answered in OpenAI's shape, {@code {"error": {"message", "type", "param", "code"}}}, so OpenAI clients
 * raise their usual exception with a readable message.
 */
final class OpenAiError extends RuntimeException {

    private final int status;
    private final String type;
    private final String param;
    private final String code;

    OpenAiError(int status, String type, String code, String param, String message) {
        super(message);
        this.status = status;
        this.type = type;
        this.code = code;
        this.param = param;
    }

    static OpenAiError invalid(String param, String message) {
        return new OpenAiError(400, "invalid_request_error", "invalid_request", param, message);
    }

    int status() {
        return status;
    }

    ObjectNode body() {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.putObject("error")
                .put("message", getMessage())
                .put("type", type)
                .put("param", param)
                .put("code", code);
        return root;
    }
}
