package dev.factguard.core.gateway;

import java.util.Locale;

/** What the gateway does with an answer checked against the tenant's facts. */
public enum VerifyMode {
    /** Nothing is checked. */
    OFF,
    /** The verdict is reported with the answer. */
    FLAG,
    /** The verdict is reported, and a contradicted answer is replaced by a refusal. */
    BLOCK;

    /** @throws IllegalArgumentException naming the allowed values */
    public static VerifyMode parse(String value, String field) {
        return GuardOptions.parse(VerifyMode.class, value, field);
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
