package dev.factguard.core.verify;

import dev.factguard.core.freshness.Sentences;
import dev.factguard.core.knowledge.Fact;
import java.util.ArrayList;
import java.util.List;

/**
 * A fact read for comparison: each of its sentences, and its anchors. A statement is compared with one sentence at
 * a time, so that the values of one sentence of a passage are never lined up with the subject of another.
 */
record FactView(Fact fact, List<Reading> sentences, Anchors anchors) {

    static FactView of(Fact fact, boolean fromContext) {
        List<Reading> sentences = new ArrayList<>();
        for (String sentence : Sentences.split(fact.text())) {
            sentences.add(Reading.of(sentence));
        }
        Reading whole = sentences.size() == 1 ? sentences.get(0) : Reading.of(fact.text());
        // A passage's key is its position ("context[0]"): it names nothing the statement must name.
        Anchors anchors = fromContext ? Anchors.NONE : Anchors.of(fact, whole);
        return new FactView(fact, List.copyOf(sentences), anchors);
    }
}
