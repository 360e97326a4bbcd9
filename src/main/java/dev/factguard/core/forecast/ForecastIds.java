package dev.factguard.core.forecast;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Optional;
import java.util.UUID;

/**
 * Forecast ids carry their prompt's shape ({@code fc_<base64url(shape)>_<uuid>}), so feedback quoting an
 * id can be recorded by any instance without a shared id→shape table. The uuid makes each id unique,
 * which is what idempotent feedback keys on.
 */
public final class ForecastIds {

    private static final String PREFIX = "fc_";

    private ForecastIds() {}

    public static String newId(String shape) {
        String encoded = Base64.getUrlEncoder().withoutPadding().encodeToString(shape.getBytes(StandardCharsets.UTF_8));
        return PREFIX + encoded + "_" + UUID.randomUUID();
    }

    /** The shape inside a well-formed id; empty when the id was not issued by {@link #newId}. */
    public static Optional<String> shapeOf(String forecastId) {
        if (forecastId == null || !forecastId.startsWith(PREFIX) || forecastId.length() > 200) {
            return Optional.empty();
        }
        int sep = forecastId.lastIndexOf('_');
        if (sep <= PREFIX.length()) {
            return Optional.empty();
        }
        try {
            UUID.fromString(forecastId.substring(sep + 1));
            byte[] shape = Base64.getUrlDecoder().decode(forecastId.substring(PREFIX.length(), sep));
            String decoded = new String(shape, StandardCharsets.UTF_8);
            return decoded.chars().filter(c -> c == '|').count() == 2 ? Optional.of(decoded) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
