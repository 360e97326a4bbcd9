package dev.factguard.config.auth;

import java.util.Locale;
import java.util.Optional;

/** How requests are authenticated, from {@code factguard.auth.mode} and whether keys are configured. */
public enum AuthMode {
    /** Every request needs a configured API key (or an API Gateway authorizer's identity). */
    KEYS,
    /** No key is needed; without keys this is the default, and then the server listens on loopback only. */
    NONE;

    /**
     * The mode in effect. Keys imply {@code keys}; an explicit {@code none} next to keys is refused rather than
     * silently ignoring either setting.
     */
    public static AuthMode of(Optional<String> configured, boolean keysConfigured) {
        String mode = configured.map(m -> m.strip().toLowerCase(Locale.ROOT)).orElse(keysConfigured ? "keys" : "none");
        return switch (mode) {
            case "keys" -> {
                if (!keysConfigured) {
                    throw new IllegalArgumentException("factguard.auth.mode=keys needs factguard.auth.keys"
                            + " (env FACTGUARD_AUTH_KEYS) to hold at least one key");
                }
                yield KEYS;
            }
            case "none" -> {
                if (keysConfigured && configured.isPresent()) {
                    throw new IllegalArgumentException("factguard.auth.mode=none contradicts factguard.auth.keys:"
                            + " remove the keys or the mode");
                }
                yield NONE;
            }
            default ->
                throw new IllegalArgumentException(
                        "factguard.auth.mode must be keys or none, was '" + configured.orElse("") + "'");
        };
    }
}
