package dev.factguard.function.http;

/** What an error message may repeat of a client's value: a bounded prefix, never the whole of it. */
public final class Quote {

    /** Longest part of a sent value an error message quotes. */
    public static final int MAX_CHARS = 100;

    private Quote() {}

    /** {@code value} cut to {@link #MAX_CHARS} characters, with "…" and the full length when it was longer. */
    public static String of(String value) {
        if (value == null) {
            return "null";
        }
        if (value.length() <= MAX_CHARS) {
            return value;
        }
        int end = Character.isHighSurrogate(value.charAt(MAX_CHARS - 1)) ? MAX_CHARS - 1 : MAX_CHARS;
        return value.substring(0, end) + "… (" + value.length() + " characters)";
    }
}
