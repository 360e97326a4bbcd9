package dev.factguard.core.verify;

import java.util.Locale;

/** What the facts say of a statement, or of a whole answer. */
public enum StatementVerdict {
    /** A fact covers it and agrees, in other words or other units of the same value. */
    SUPPORTED,
    /** A fact covers it and states another value, name, date, place, quantity or condition. */
    CONTRADICTED,
    /** No fact covers it (or covers all of it). */
    UNVERIFIABLE;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The outcome this verdict teaches: {@code true} (hallucinated) for contradicted, {@code false} for supported,
     * null for unverifiable, which teaches nothing.
     */
    public Boolean hallucinated() {
        return switch (this) {
            case CONTRADICTED -> Boolean.TRUE;
            case SUPPORTED -> Boolean.FALSE;
            case UNVERIFIABLE -> null;
        };
    }
}
