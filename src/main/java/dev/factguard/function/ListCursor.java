package dev.factguard.function;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * knowledge-list's {@code next} / {@code cursor}: the last key of a page, base64url-encoded so that callers treat
 * it as a token to send back rather than a key to build, and so a key's own characters need no escaping anywhere
 * a cursor is carried.
 */
final class ListCursor {

    private ListCursor() {}

    static String of(String key) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(key.getBytes(StandardCharsets.UTF_8));
    }

    /** The key a cursor names, null for none (the first page); a cursor this service cannot have sent is a 400. */
    static String key(String cursor, int maxKeyBytes) {
        if (cursor == null) {
            return null;
        }
        // A key's bytes, base64-encoded without padding: at most 4 characters per 3 bytes.
        if (cursor.isEmpty() || cursor.length() > (maxKeyBytes * 4 + 2) / 3) {
            throw invalid();
        }
        try {
            byte[] bytes = Base64.getUrlDecoder().decode(cursor);
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (IllegalArgumentException | CharacterCodingException e) {
            throw invalid();
        }
    }

    static InvalidRequestException invalid() {
        return new InvalidRequestException(
                "invalid_field",
                "'cursor' is not one this service returned; send the 'next' of the previous page, or no cursor for"
                        + " the first page");
    }
}
