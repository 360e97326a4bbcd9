package dev.factguard.function.litellm;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.factguard.core.gateway.OnReview;
import dev.factguard.core.gateway.RefreshMode;
import dev.factguard.core.gateway.VerifyMode;
import dev.factguard.function.InvalidRequestException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Reads LiteLLM's guardrail request. LiteLLM adds fields as it grows ({@code images}, {@code tools},
 * {@code litellm_version}, …), so fields not read here are let through unchecked; the ones read must have their
 * documented types, and FactGuard's own options in {@code additional_provider_specific_params} their values.
 * Other keys there belong to the operator's config or the caller's {@code extra_body} and are ignored. Stateless.
 */
final class GuardrailRequests {

    static final String EXAMPLE = "{\"texts\": [\"Who is the CEO of Twitter?\"], \"input_type\": \"request\","
            + " \"litellm_call_id\": \"…\", \"request_data\": {}, \"additional_provider_specific_params\": {}}";

    /**
     * One guardrail call, read.
     *
     * @param question the index of the question among the texts of a request; -1 on a response
     * @param asked    on a response, the last user message of {@code structured_messages} when sent; else null
     */
    record Parsed(
            boolean request,
            List<String> texts,
            int question,
            String asked,
            String tenant,
            OnReview onReview,
            RefreshMode refresh,
            VerifyMode verify,
            String callId) {}

    private final ObjectMapper json;

    GuardrailRequests(ObjectMapper json) {
        this.json = json.copy().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    }

    /** @throws InvalidRequestException 400 naming the field to fix */
    Parsed parse(String body) {
        JsonNode root;
        try {
            root = body == null || body.isBlank() ? null : json.readTree(body);
        } catch (JsonProcessingException e) {
            // Jackson reports a repeated key as a parse error: it is a wrong field, not broken JSON.
            String problem = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
            boolean duplicate = problem.startsWith("Duplicate field");
            throw new InvalidRequestException(
                    duplicate ? "invalid_field" : "malformed_json",
                    (duplicate ? problem : "the body is not valid JSON (" + problem + ")") + "; send e.g. " + EXAMPLE);
        }
        if (root == null || !root.isObject()) {
            throw new InvalidRequestException("missing_body", "send a JSON object, e.g. " + EXAMPLE);
        }
        String inputType = text(root, "input_type");
        if (!"request".equals(inputType) && !"response".equals(inputType)) {
            throw new InvalidRequestException(
                    inputType == null ? "missing_field" : "invalid_field",
                    "'input_type' must be \"request\" (before the model is called) or \"response\" (its answer)");
        }
        List<String> texts = texts(root.get("texts"));
        objectOrNull(root, "request_data");
        JsonNode params = objectOrNull(root, "additional_provider_specific_params");
        String tenant = params == null ? null : text(params, "tenant", "additional_provider_specific_params.tenant");
        OnReview onReview = option(params, "onReview", OnReview::parse);
        RefreshMode refresh = option(params, "refresh", RefreshMode::parse);
        VerifyMode verify = option(params, "verify", VerifyMode::parse);
        JsonNode messages = root.get("structured_messages");
        boolean request = "request".equals(inputType);
        int question = request ? question(texts, messages) : -1;
        String asked = request || messages == null ? null : lastUserText(messages);
        return new Parsed(
                request, texts, question, asked, tenant, onReview, refresh, verify, text(root, "litellm_call_id"));
    }

    private static List<String> texts(JsonNode texts) {
        if (texts == null || texts.isNull()) {
            return List.of();
        }
        if (!texts.isArray()) {
            throw invalid("'texts' must be an array of strings");
        }
        List<String> out = new ArrayList<>(texts.size());
        for (int i = 0; i < texts.size(); i++) {
            if (!texts.get(i).isTextual()) {
                throw invalid("'texts[" + i + "]' must be a string");
            }
            out.add(texts.get(i).asText());
        }
        return out;
    }

    /**
     * Which text is the question: the last user message of {@code structured_messages} (sent for chat endpoints),
     * found among the texts; without it, or when its text is not among them, the last text. -1 without texts.
     */
    private static int question(List<String> texts, JsonNode messages) {
        if (texts.isEmpty()) {
            return -1;
        }
        String asked = messages == null ? null : lastUserText(messages);
        if (asked != null) {
            for (int i = texts.size() - 1; i >= 0; i--) {
                if (texts.get(i).strip().equals(asked.strip())) {
                    return i;
                }
            }
        }
        return texts.size() - 1;
    }

    private static String lastUserText(JsonNode messages) {
        if (messages.isNull()) {
            return null;
        }
        if (!messages.isArray()) {
            throw invalid("'structured_messages' must be an array of {role, content}");
        }
        for (int i = messages.size() - 1; i >= 0; i--) {
            JsonNode message = messages.get(i);
            if (!message.isObject()) {
                throw invalid("'structured_messages[" + i + "]' must be an object");
            }
            if ("user".equals(message.path("role").asText(null))) {
                return contentText(message.get("content"));
            }
        }
        return null;
    }

    /** A string content, or the text parts of an array of content parts joined; null when there is no text. */
    private static String contentText(JsonNode content) {
        if (content == null || content.isNull()) {
            return null;
        }
        if (content.isTextual()) {
            return content.asText();
        }
        if (!content.isArray()) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        for (JsonNode part : content) {
            if (part.path("text").isTextual()) {
                parts.add(part.get("text").asText());
            }
        }
        return parts.isEmpty() ? null : String.join("\n", parts);
    }

    /** @param parse reads a value, throwing {@link IllegalArgumentException} naming the field and what it may be */
    private static <E> E option(JsonNode params, String name, BiFunction<String, String, E> parse) {
        if (params == null || !params.has(name) || params.get(name).isNull()) {
            return null;
        }
        String field = "additional_provider_specific_params." + name;
        String value = text(params, name, field);
        try {
            return parse.apply(value, field);
        } catch (IllegalArgumentException e) {
            throw invalid(e.getMessage());
        }
    }

    private static JsonNode objectOrNull(JsonNode root, String field) {
        JsonNode node = root.get(field);
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isObject()) {
            throw invalid("'" + field + "' must be an object");
        }
        return node;
    }

    private static String text(JsonNode node, String field) {
        return text(node, field, field);
    }

    private static String text(JsonNode node, String name, String field) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw invalid("'" + field + "' must be a string");
        }
        return value.asText();
    }

    private static InvalidRequestException invalid(String message) {
        return new InvalidRequestException("invalid_field", message);
    }
}
