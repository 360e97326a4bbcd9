package dev.factguard.core.verify;

import java.util.List;

/**
 * An answer to check.
 *
 * @param text    the answer (not blank)
 * @param prompt  the question it answers, or null: a statement that names nothing leans on it
 * @param model   the model that answered, or null; kept for the outcome the verdict may become
 * @param context passages the caller retrieved for the answer, checked like facts ({@code context[i]}), never
 *                stored; empty for none
 */
public record Answer(String text, String prompt, String model, List<String> context) {

    public Answer {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("text must not be blank");
        }
        context = context == null ? List.of() : List.copyOf(context);
    }

    public static Answer of(String text) {
        return new Answer(text, null, null, List.of());
    }
}
