package dev.factguard.function;

import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * Input checks shared by every function. Each failure names the field and what to change, and all
 * checks run before anything is written, so a rejected request leaves no partial state.
 */
final class Requests {

    static final String DEFAULT_TENANT = "default";
    private static final Pattern TENANT = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._:-]{0,63}");

    private Requests() {}

    static <T> T body(T body, String example) {
        if (body == null) {
            throw new InvalidRequestException("missing_body", "send a JSON body, e.g. " + example);
        }
        return body;
    }

    /** The tenant, {@code "default"} when absent; 1–64 of letters, digits and {@code . _ : -}. */
    static String tenant(String tenant) {
        if (tenant == null) {
            return DEFAULT_TENANT;
        }
        if (!TENANT.matcher(tenant).matches()) {
            throw new InvalidRequestException("invalid_tenant",
                    "tenant must be 1-64 characters of letters, digits, '.', '_', ':' or '-', starting with a"
                            + " letter or digit");
        }
        return tenant;
    }

    static String required(String value, String field) {
        if (value == null || value.isBlank()) {
            throw new InvalidRequestException("missing_field", "'" + field + "' is required and must not be blank");
        }
        return value;
    }

    static String requiredWithin(String value, String field, int maxBytes) {
        required(value, field);
        int bytes = value.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > maxBytes) {
            throw new InvalidRequestException("too_large",
                    "'" + field + "' is " + bytes + " bytes; the limit is " + maxBytes + " bytes (UTF-8)");
        }
        return value;
    }

    static void count(int size, String field, int max) {
        if (size == 0) {
            throw new InvalidRequestException("missing_field", "'" + field + "' must contain at least one entry");
        }
        if (size > max) {
            throw new InvalidRequestException("too_large",
                    "'" + field + "' has " + size + " entries; the limit is " + max + " per request");
        }
    }
}
