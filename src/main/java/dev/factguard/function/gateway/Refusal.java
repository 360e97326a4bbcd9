package dev.factguard.function.gateway;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.factguard.core.gateway.Annotation;
import dev.factguard.core.verify.CheckedStatement;
import dev.factguard.core.verify.StatementVerdict;

/**
 * What a caller gets instead of an answer withheld under {@code verify: block}: OpenAI's refusal shape — the
 * assistant message's {@code refusal} set, {@code finish_reason: "content_filter"} — with the same text in
 * {@code content}, so a client that shows only {@code content} shows the refusal rather than nothing. The text names
 * the fact the answer contradicts, so the user learns what is on record. Stateless.
 */
final class Refusal {

    static final String FINISH_REASON = "content_filter";
    private static final ObjectMapper JSON = new ObjectMapper();

    private Refusal() {}

    /** The refusal, naming the first fact the answer contradicts. */
    static String text(Annotation annotation) {
        for (CheckedStatement s : annotation.verification().statements()) {
            if (s.verdict() == StatementVerdict.CONTRADICTED && s.factText() != null) {
                return "This answer was withheld because it contradicts the facts on record. On record (" + s.factKey()
                        + "): " + s.factText().strip();
            }
        }
        return "This answer was withheld because it contradicts the facts on record.";
    }

    /**
     * The upstream's completion with every choice's message replaced by the refusal (only the first choice is
     * checked, and the others are not delivered unchecked), everything else (id, model, usage) kept. A body that is
     * not a completion becomes one holding only the refusal: a withheld answer never passes through.
     */
    static String replaceChoices(String body, Annotation annotation) {
        String text = text(annotation);
        ObjectNode completion;
        try {
            JsonNode read = JSON.readTree(body);
            completion = read instanceof ObjectNode o && read.path("choices").isArray() ? o : null;
        } catch (JsonProcessingException e) {
            completion = null;
        }
        if (completion == null) {
            completion = JSON.createObjectNode().put("object", "chat.completion");
            completion.putArray("choices").addObject().put("index", 0);
        }
        ArrayNode choices = (ArrayNode) completion.get("choices");
        if (choices.isEmpty()) {
            choices.addObject().put("index", 0);
        }
        for (int i = 0; i < choices.size(); i++) {
            ObjectNode choice = choices.get(i) instanceof ObjectNode o ? o : choices.insertObject(i);
            if (!choice.has("index")) {
                choice.put("index", i);
            }
            choice.putObject("message")
                    .put("role", "assistant")
                    .put("content", text)
                    .put("refusal", text);
            choice.put("finish_reason", FINISH_REASON);
            choice.remove("logprobs");
            choices.set(i, choice);
        }
        return completion.toString();
    }

    /**
     * The last chunk of a withheld stream before the annotation: the refusal as a {@code refusal} delta and, after a
     * blank line, as a {@code content} delta, with {@code finish_reason: "content_filter"}. What was streamed before
     * it has reached the caller already; this tells the client to take it back.
     */
    static ObjectNode chunk(ObjectNode shape, Annotation annotation) {
        String text = text(annotation);
        ObjectNode choice = shape.putArray("choices").addObject().put("index", 0);
        choice.putObject("delta").put("content", "\n\n" + text).put("refusal", text);
        choice.put("finish_reason", FINISH_REASON);
        return shape;
    }
}
