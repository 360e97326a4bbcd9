package dev.factguard.function.http;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import dev.factguard.function.InvalidRequestException;
import java.util.Collection;
import java.util.Map;

/**
 * Turns the reason Jackson refused a body into a 400 a client can act on: the field as a path
 * ({@code facts[0].key}), the JSON type it must have, and at most {@value Quote#MAX_CHARS} characters of what
 * was sent. Funqy answers an unreadable body with a bare 400 and drops the reason, so the body is read again
 * here, with the same reader, only on that failure path.
 */
public final class JsonProblems {

    private JsonProblems() {}

    /** The problem with {@code body} for {@code reader}, or null when it reads fine. */
    public static InvalidRequestException problem(ObjectReader reader, byte[] body) {
        // The parser is ours, so after a failure it still says where it stood and what it read.
        try (JsonParser parser = reader.createParser(body)) {
            try {
                reader.readValue(parser);
                return null;
            } catch (JsonProcessingException e) {
                return describe(e, parser);
            }
        } catch (java.io.IOException e) {
            return new InvalidRequestException("malformed_json", "the body could not be read as JSON");
        }
    }

    private static InvalidRequestException describe(JsonProcessingException e, JsonParser parser) {
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        if (message.startsWith("Duplicate field")) {
            return new InvalidRequestException(
                    "invalid_field",
                    "'" + pointer(parser.getParsingContext()) + "' appears twice in one object; send each key once");
        }
        if (e instanceof MismatchedInputException mismatch) {
            String sent = mismatch instanceof InvalidFormatException format && format.getValue() != null
                    ? describeValue(format.getValue())
                    : sent(parser);
            return new InvalidRequestException(
                    "invalid_field",
                    "'" + path(mismatch) + "' must be " + expected(mismatch.getTargetType())
                            + (sent == null ? "" : ", was " + sent));
        }
        if (e instanceof JsonMappingException mapping) {
            return new InvalidRequestException(
                    "invalid_field", "'" + path(mapping) + "' could not be read: " + Quote.of(message));
        }
        return syntax(e);
    }

    private static String describeValue(Object value) {
        return value instanceof String text ? "the string \"" + Quote.of(text) + "\"" : Quote.of(value.toString());
    }

    private static InvalidRequestException syntax(JsonProcessingException e) {
        String where = e.getLocation() == null
                ? ""
                : " at line " + e.getLocation().getLineNr() + ", column "
                        + e.getLocation().getColumnNr();
        return new InvalidRequestException(
                "malformed_json", "the body is not valid JSON" + where + "; see the API section of the README");
    }

    private static String path(JsonMappingException e) {
        StringBuilder out = new StringBuilder();
        for (JsonMappingException.Reference ref : e.getPath()) {
            if (ref.getFieldName() != null) {
                out.append(out.length() == 0 ? "" : ".").append(ref.getFieldName());
            } else if (ref.getIndex() >= 0) {
                out.append('[').append(ref.getIndex()).append(']');
            }
        }
        return out.length() == 0 ? "(body)" : out.toString();
    }

    private static String pointer(JsonStreamContext context) {
        java.util.ArrayDeque<String> parts = new java.util.ArrayDeque<>();
        for (JsonStreamContext c = context; c != null && !c.inRoot(); c = c.getParent()) {
            parts.addFirst(
                    c.inArray()
                            ? "[" + c.getCurrentIndex() + "]"
                            : "." + (c.getCurrentName() == null ? "?" : c.getCurrentName()));
        }
        String joined = String.join("", parts);
        return joined.isEmpty() ? "(body)" : joined.startsWith(".") ? joined.substring(1) : joined;
    }

    private static String expected(Class<?> type) {
        if (type == null) {
            return "of another type";
        }
        if (type == String.class) {
            return "a string";
        }
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class) {
            return "an integer";
        }
        if (type == Double.class || type == double.class || type == Float.class || type == float.class) {
            return "a number";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "an array";
        }
        return Map.class.isAssignableFrom(type) || !type.getName().startsWith("java.")
                ? "an object"
                : "a " + type.getSimpleName();
    }

    private static String sent(JsonParser parser) {
        JsonToken token = parser.currentToken();
        if (token == null) {
            return null;
        }
        try {
            return switch (token) {
                case VALUE_STRING -> "the string \"" + Quote.of(parser.getText()) + "\"";
                case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "the number " + Quote.of(parser.getText());
                case VALUE_TRUE, VALUE_FALSE -> token == JsonToken.VALUE_TRUE ? "true" : "false";
                case VALUE_NULL -> "null";
                case START_ARRAY -> "an array";
                case START_OBJECT, FIELD_NAME -> "an object";
                default -> "something else";
            };
        } catch (java.io.IOException e) {
            return "unreadable";
        }
    }
}
