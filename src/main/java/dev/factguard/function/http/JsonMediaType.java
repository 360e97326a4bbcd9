package dev.factguard.function.http;

import java.util.Locale;

/**
 * Which request bodies are JSON: {@code application/json} and {@code application/<anything>+json}, with or
 * without parameters, in UTF-8 (the only encoding JSON has, RFC 8259). Anything else — text/plain, forms,
 * multipart — is refused before the body is read: a browser may send those cross-origin without a preflight.
 */
public final class JsonMediaType {

    private JsonMediaType() {}

    /** Null when {@code contentType} is acceptable, else why not (for the 415 message). */
    public static String refusal(String contentType) {
        if (contentType == null || contentType.isBlank()) {
            return "send Content-Type: application/json";
        }
        String[] parts = contentType.split(";");
        String type = parts[0].strip().toLowerCase(Locale.ROOT);
        boolean json = type.equals("application/json")
                || (type.startsWith("application/") && type.endsWith("+json") && type.indexOf('/') == 11);
        if (!json) {
            return "Content-Type " + Quote.of(type) + " is not JSON; send Content-Type: application/json";
        }
        for (int i = 1; i < parts.length; i++) {
            String parameter = parts[i].strip().toLowerCase(Locale.ROOT);
            if (parameter.startsWith("charset=")) {
                String charset = parameter
                        .substring("charset=".length())
                        .replace("\"", "")
                        .strip();
                if (!charset.equals("utf-8") && !charset.equals("utf8")) {
                    return "JSON is read as UTF-8 only, the body says charset=" + Quote.of(charset);
                }
            }
        }
        return null;
    }
}
