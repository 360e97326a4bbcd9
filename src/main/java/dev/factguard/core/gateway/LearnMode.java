package dev.factguard.core.gateway;

import java.util.Locale;

/** Whether the gateway's own checks of an answer teach the forecast of its request. */
public enum LearnMode {
    /** Only callers' feedback teaches the forecast. */
    OFF,
    /**
     * An answer the gateway verified teaches it too: contradicted by the tenant's facts, or found superseded by a
     * refresh, it is a hallucinated outcome; supported by the facts, a sound one.
     */
    VERIFIED;

    /** @throws IllegalArgumentException naming the allowed values */
    public static LearnMode parse(String value, String field) {
        return GuardOptions.parse(LearnMode.class, value, field);
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
