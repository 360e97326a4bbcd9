package dev.factguard.core.outcome;

import java.util.Locale;

/**
 * Who told the service an outcome: a caller's {@code feedback}, or the gateway itself, from an answer it checked
 * against the tenant's facts ({@code verify}) or refreshed on the web and found superseded ({@code refresh}).
 *
 * <p>A forecast counts one outcome. An automatic one is replaced by a caller's feedback for the same forecast (the
 * caller knows best); it never replaces anything itself.
 */
public enum OutcomeSource {
    USER,
    VERIFY,
    REFRESH;

    /** The source's name in counters, stores and the {@code insight} answer. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether a caller's feedback replaces an outcome of this source. */
    public boolean automatic() {
        return this != USER;
    }

    /** The source named {@code wireName}, or null when none is. */
    public static OutcomeSource of(String wireName) {
        for (OutcomeSource s : values()) {
            if (s.wireName().equals(wireName)) {
                return s;
            }
        }
        return null;
    }
}
