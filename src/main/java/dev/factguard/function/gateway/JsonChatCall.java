package dev.factguard.function.gateway;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.factguard.core.gateway.ChatCall;
import dev.factguard.core.gateway.ChatMessage;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** A chat request held as the caller's JSON, already checked; never modified after construction. */
final class JsonChatCall implements ChatCall {

    private final ObjectMapper json;
    private final ObjectNode request;
    private final List<ChatMessage> messages;

    /** @param request a checked request without its {@code factguard} object; owned by this call from now on */
    JsonChatCall(ObjectMapper json, ObjectNode request) {
        this.json = json;
        this.request = request;
        List<ChatMessage> read = new ArrayList<>();
        for (JsonNode message : request.get("messages")) {
            read.add(new ChatMessage(message.get("role").asText(), text(message.get("content"))));
        }
        this.messages = List.copyOf(read);
    }

    /** A string, or the text parts of an array of content parts; images and audio have no text. */
    static String text(JsonNode content) {
        if (content == null || content.isNull()) {
            return "";
        }
        if (content.isTextual()) {
            return content.asText();
        }
        StringBuilder text = new StringBuilder();
        for (JsonNode part : content) {
            JsonNode partText = part.get("text");
            if ("text".equals(part.path("type").asText()) && partText != null && partText.isTextual()) {
                text.append(text.length() == 0 ? "" : "\n").append(partText.asText());
            }
        }
        return text.toString();
    }

    @Override
    public List<ChatMessage> messages() {
        return messages;
    }

    @Override
    public String model() {
        JsonNode model = request.get("model");
        return model != null && model.isTextual() ? model.asText() : "";
    }

    @Override
    public boolean stream() {
        return request.path("stream").asBoolean(false);
    }

    @Override
    public ChatCall withSystemMessage(String text) {
        ObjectNode copy = request.deepCopy();
        ArrayNode list = (ArrayNode) copy.get("messages");
        int at = 0;
        while (at < list.size() && isInstruction(list.get(at).path("role").asText())) {
            at++;
        }
        list.insert(at, json.createObjectNode().put("role", "system").put("content", text));
        return new JsonChatCall(json, copy);
    }

    private static boolean isInstruction(String role) {
        return "system".equals(role) || "developer".equals(role);
    }

    @Override
    public String body() {
        try {
            return json.writeValueAsString(request);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
