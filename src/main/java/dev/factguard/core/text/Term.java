package dev.factguard.core.text;

/**
 * One content word of a text.
 *
 * @param stem     lower-cased, lightly stemmed form used for matching (never blank)
 * @param specific true for exact anchors — numbers, model names such as {@code K7}, proper nouns and
 *                 acronyms — whose absence from a fact means the fact is about something else
 */
public record Term(String stem, boolean specific) {
    public Term {
        if (stem == null || stem.isBlank()) {
            throw new IllegalArgumentException("stem must not be blank");
        }
    }
}
