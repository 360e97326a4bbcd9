package dev.factguard.core.verify;

import dev.factguard.core.refresh.VerdictSource;
import java.util.List;

/**
 * One statement of an answer and what the facts say of it.
 *
 * @param text          the statement as written in the answer (markdown taken off)
 * @param verdict       supported, contradicted or unverifiable
 * @param source        {@code lexical} or {@code nli}; {@code none} when no fact covers it
 * @param factKey       the key of the fact that decided it ({@code context[i]} for the i-th context passage); null
 *                      when unverifiable
 * @param factText      that fact's text; null when unverifiable
 * @param differences   the parts that differ from the fact; empty unless contradicted (and empty when only an NLI
 *                      model saw the contradiction)
 * @param reason        a short reason, naming the fact
 * @param contradiction the NLI model's P(contradiction) for the fact, when the model decided; else null
 */
public record CheckedStatement(
        String text,
        StatementVerdict verdict,
        VerdictSource source,
        String factKey,
        String factText,
        List<Difference> differences,
        String reason,
        Double contradiction) {

    public CheckedStatement {
        if (text == null || verdict == null || source == null || reason == null) {
            throw new IllegalArgumentException("text, verdict, source and reason must not be null");
        }
        differences = List.copyOf(differences);
    }
}
