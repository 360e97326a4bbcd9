package dev.factguard.function.gateway;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.factguard.core.gateway.GuardOptions;
import dev.factguard.core.gateway.OnReview;
import dev.factguard.core.gateway.RefreshMode;
import dev.factguard.core.gateway.VerifyMode;
import java.util.Iterator;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads a chat-completion request: checks what the guards rely on ({@code messages}, {@code stream}) and leaves
 * every other field to the upstream, and takes out FactGuard's own {@code factguard} object so it is never
 * forwarded. Stateless.
 */
final class ChatRequests {

    private static final Pattern TENANT = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._:-]{0,63}");
    private static final Set<String> OPTIONS = Set.of("tenant", "onReview", "refresh", "verify");
    private static final String EXAMPLE = "{\"model\": \"gpt-4o-mini\", \"messages\": [{\"role\": \"user\","
            + " \"content\": \"What is the capital of France?\"}], \"factguard\": {\"tenant\": \"acme\"}}";

    /** The caller's request, FactGuard's options out of it. */
    /** @param tenant the tenant the request names, or null (the caller's, or {@code default} without keys) */
    record Parsed(JsonChatCall call, String tenant, GuardOptions options) {}

    private final ObjectMapper json;

    ChatRequests(ObjectMapper json) {
        this.json = json.copy().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    }

    /** @throws OpenAiError 400 naming the field to fix */
    Parsed parse(String body, GuardOptions defaults) {
        JsonNode root;
        try {
            root = body == null || body.isBlank() ? null : json.readTree(body);
        } catch (JsonProcessingException e) {
            throw OpenAiError.invalid(
                    null, "the body is not valid JSON (" + e.getOriginalMessage() + "); send e.g. " + EXAMPLE);
        }
        if (root == null || !root.isObject()) {
            throw OpenAiError.invalid(null, "send a JSON object, e.g. " + EXAMPLE);
        }
        ObjectNode request = (ObjectNode) root;
        JsonNode factguard = request.remove("factguard");
        checkMessages(request.get("messages"));
        JsonNode stream = request.get("stream");
        if (stream != null && !stream.isBoolean() && !stream.isNull()) {
            throw OpenAiError.invalid("stream", "'stream' must be true or false");
        }
        return options(factguard, new JsonChatCall(json, request), defaults);
    }

    private static void checkMessages(JsonNode messages) {
        if (messages == null || !messages.isArray() || messages.isEmpty()) {
            throw OpenAiError.invalid("messages", "'messages' must be a non-empty array of {role, content}");
        }
        for (int i = 0; i < messages.size(); i++) {
            JsonNode message = messages.get(i);
            String param = "messages[" + i + "]";
            if (!message.isObject() || !message.path("role").isTextual()) {
                throw OpenAiError.invalid(param, "'" + param + "' must be an object with a string 'role'");
            }
            JsonNode content = message.get("content");
            if (content != null && !content.isNull() && !content.isTextual() && !content.isArray()) {
                throw OpenAiError.invalid(
                        param + ".content", "'" + param + ".content' must be a string or an array of content parts");
            }
        }
    }

    private static Parsed options(JsonNode factguard, JsonChatCall call, GuardOptions defaults) {
        if (factguard == null || factguard.isNull()) {
            return new Parsed(call, null, defaults);
        }
        if (!factguard.isObject()) {
            throw OpenAiError.invalid(
                    "factguard",
                    "'factguard' must be an object, e.g. {\"tenant\": \"acme\","
                            + " \"onReview\": \"block\", \"refresh\": \"verify\", \"verify\": \"block\"}");
        }
        for (Iterator<String> names = factguard.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!OPTIONS.contains(name)) {
                throw OpenAiError.invalid(
                        "factguard." + name,
                        "unknown option 'factguard." + name + "'; known: tenant, onReview, refresh, verify");
            }
        }
        try {
            OnReview onReview = factguard.has("onReview")
                    ? OnReview.parse(textOrNull(factguard.get("onReview")), "factguard.onReview")
                    : null;
            RefreshMode refresh = factguard.has("refresh")
                    ? RefreshMode.parse(textOrNull(factguard.get("refresh")), "factguard.refresh")
                    : null;
            VerifyMode verify = factguard.has("verify")
                    ? VerifyMode.parse(textOrNull(factguard.get("verify")), "factguard.verify")
                    : null;
            return new Parsed(call, tenant(factguard.get("tenant")), defaults.with(onReview, refresh, verify));
        } catch (IllegalArgumentException e) {
            throw OpenAiError.invalid("factguard", e.getMessage());
        }
    }

    private static String textOrNull(JsonNode node) {
        return node != null && node.isTextual() ? node.asText() : null;
    }

    /**
     * The tenant the request names, or null when it names none: its form is checked here, whether the caller may
     * act on it where the caller is known ({@link GatewayRoutes}).
     */
    static String tenant(JsonNode tenant) {
        if (tenant == null || tenant.isNull()) {
            return null;
        }
        if (!tenant.isTextual() || !TENANT.matcher(tenant.asText()).matches()) {
            throw OpenAiError.invalid(
                    "factguard.tenant",
                    "'factguard.tenant' must be 1-64 characters of letters,"
                            + " digits, '.', '_', ':' or '-', starting with a letter or digit");
        }
        return tenant.asText();
    }
}
