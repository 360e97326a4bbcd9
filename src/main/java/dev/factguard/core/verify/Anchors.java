package dev.factguard.core.verify;

import dev.factguard.core.knowledge.Fact;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a statement must name for a fact to be about the same thing: the names in the fact's key that its text also
 * writes ("Japan" in "capital of Japan", "Nordwind K5" in "Nordwind K5 kettle"), or, for a key without names, one
 * of the key's content words ("return" in "return window"). A key whose words the text does not write (an opaque id)
 * asks for nothing. Without this, "Delivery to Germany takes 3 to 5 days" would be compared with the fact about
 * Austria, and the K7 kettle with the K5's capacity.
 *
 * @param names      name runs from the key; a statement names one when it writes one of its words, or every word
 *                   with a digit of an identifier ("K5" of "Nordwind K5", "11" of "Apollo 11")
 * @param keyStems   canonical stems of the key's content words that the fact's text writes; used when names is empty
 */
record Anchors(List<NameRun> names, Set<String> keyStems) {

    static final Anchors NONE = new Anchors(List.of(), Set.of());

    static Anchors of(Fact fact, Reading text) {
        Reading key = Reading.of(fact.key());
        Set<String> textWords = lowerWords(text);
        List<NameRun> names = new ArrayList<>();
        for (NameRun run : key.names) {
            if (textWords.containsAll(run.words())) {
                names.add(run);
            }
        }
        // A key written in capitals or as a heading ("Moon distance") opens with a name the reader calls weak.
        Set<String> stems = new LinkedHashSet<>();
        for (String stem : key.topic) {
            if (text.topic.contains(stem)) {
                stems.add(stem);
            }
        }
        return new Anchors(names, stems);
    }

    static Set<String> lowerWords(Reading reading) {
        Set<String> words = new LinkedHashSet<>();
        for (Word w : reading.words) {
            if (!w.isWord() && !w.isNumber()) {
                continue;
            }
            words.add(
                    w.lower().endsWith("'s") ? w.lower().substring(0, w.lower().length() - 2) : w.lower());
        }
        return words;
    }

    private static boolean hasDigit(String word) {
        return word.chars().anyMatch(Character::isDigit);
    }

    /** The anchor a statement does not name, or null when it names them all. */
    String missing(Set<String> statementWords, Set<String> statementTopic) {
        for (NameRun run : names) {
            boolean named = run.identifier()
                    ? run.words().stream().filter(Anchors::hasDigit).allMatch(statementWords::contains)
                    : run.words().stream().anyMatch(statementWords::contains);
            if (!named) {
                return run.text();
            }
        }
        if (names.isEmpty() && !keyStems.isEmpty()) {
            for (String stem : keyStems) {
                if (statementTopic.contains(stem)) {
                    return null;
                }
            }
            // The key's word may be written as a name in the statement ("Hemoglobin is …" opens the sentence).
            for (String word : statementWords) {
                String stem = Paraphrases.of(word);
                if (stem != null && keyStems.contains(stem)) {
                    return null;
                }
            }
            return String.join(" ", keyStems);
        }
        return null;
    }
}
