package dev.factguard.core.guardrail;

import dev.factguard.core.gateway.Annotation;
import dev.factguard.core.verify.CheckedStatement;
import dev.factguard.core.verify.StatementVerdict;
import java.util.ArrayList;
import java.util.List;

/**
 * What the person reading an answer is told when the tenant's facts contradict it: each contradicted statement and
 * the fact on record, so they learn what is true rather than only that something is wrong. Stateless.
 */
final class ContradictionNote {

    private ContradictionNote() {}

    /** The note appended to an answer, or null when no statement of it is contradicted (or it was not verified). */
    static String of(Annotation annotation) {
        List<String> lines = lines(annotation);
        return lines.isEmpty()
                ? null
                : "\n\n" + StaleNote.HEADING + " " + statements(lines.size()) + " the facts on record:\n"
                        + String.join("\n", lines);
    }

    /** Why the answers were withheld: every contradicted statement of every answer. */
    static String blockedReason(List<Annotation> annotations) {
        List<String> lines = new ArrayList<>();
        annotations.forEach(a -> lines.addAll(lines(a)));
        return "FactGuard withheld the answer: " + statements(lines.size()) + " the facts on record:\n"
                + String.join("\n", lines);
    }

    private static List<String> lines(Annotation annotation) {
        if (annotation.verification() == null) {
            return List.of();
        }
        List<String> lines = new ArrayList<>();
        for (CheckedStatement s : annotation.verification().statements()) {
            if (s.verdict() == StatementVerdict.CONTRADICTED) {
                lines.add("- \"" + s.text().strip() + "\": "
                        + (s.factText() == null
                                ? s.reason()
                                : "on record (" + s.factKey() + "): "
                                        + s.factText().strip()));
            }
        }
        return lines;
    }

    private static String statements(int n) {
        return n == 1 ? "1 statement in this answer contradicts" : n + " statements in this answer contradict";
    }
}
