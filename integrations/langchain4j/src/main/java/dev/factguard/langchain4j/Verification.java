package dev.factguard.langchain4j;

import java.util.List;

/**
 * An answer's statements checked against the tenant's facts ({@code POST /verify}).
 *
 * @param verdict    {@code supported}, {@code contradicted} or {@code unverifiable}, over the whole answer
 * @param statements each statement checked
 */
public record Verification(String verdict, List<Statement> statements) {

    public static final String CONTRADICTED = "contradicted";

    public Verification {
        statements = List.copyOf(statements);
    }

    /**
     * @param text    the statement
     * @param verdict {@code supported}, {@code contradicted} or {@code unverifiable}
     * @param factKey the key of the fact it was checked against; null when none applied
     * @param fact    that fact's text, when the service sent it; else null
     */
    public record Statement(String text, String verdict, String factKey, String fact) {

        public boolean contradicted() {
            return CONTRADICTED.equals(verdict);
        }
    }
}
