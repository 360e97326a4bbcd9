package dev.factguard.core.verify;

import dev.factguard.core.freshness.Sentences;
import dev.factguard.core.knowledge.Fact;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A fact read for comparison: its parts — each clause of each sentence, cut as an answer's statements are — and its
 * anchors. A statement is compared with one part at a time, so that the values and negations of one clause ("The
 * free trial lasts 30 days and needs no credit card") are never lined up with another's; a later clause keeps the
 * words of its sentence's first clause, which name its subject.
 */
record FactView(Fact fact, List<Part> parts, Anchors anchors) {

    /** One clause of the fact, and the words of the clause its subject is named in (empty for that clause). */
    record Part(Reading reading, Set<String> lean) {}

    static FactView of(Fact fact, boolean fromContext) {
        List<Part> parts = new ArrayList<>();
        List<String> sentences = Sentences.split(fact.text());
        for (String sentence : sentences) {
            Set<String> lean = Set.of();
            for (String clause : AnswerStatements.clauses(sentence)) {
                Reading reading = Reading.of(clause);
                parts.add(new Part(reading, lean));
                if (lean.isEmpty()) {
                    lean = AnswerStatements.words(reading);
                }
            }
        }
        Reading whole = Reading.of(fact.text());
        // A passage's key is its position ("context[0]"): it names nothing the statement must name.
        Anchors anchors = fromContext ? Anchors.NONE : Anchors.of(fact, whole);
        return new FactView(fact, List.copyOf(parts), anchors);
    }
}
