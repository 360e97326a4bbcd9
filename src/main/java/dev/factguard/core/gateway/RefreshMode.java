package dev.factguard.core.gateway;

import java.util.Locale;

/** What the gateway checks in an answer. */
public enum RefreshMode {
    /** Nothing. */
    OFF,
    /** Freshness of its claims (no network). */
    FLAG,
    /** Freshness, then a web refresh of the stale claims within the time budget. */
    VERIFY;

    /** @throws IllegalArgumentException naming the allowed values */
    public static RefreshMode parse(String value, String field) {
        return GuardOptions.parse(RefreshMode.class, value, field);
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
