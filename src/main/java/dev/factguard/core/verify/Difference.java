package dev.factguard.core.verify;

import java.util.Locale;

/**
 * One part in which an answer's statement and a fact differ.
 *
 * @param kind   what differs
 * @param answer the part as the answer writes it ("2.5 litres", "Kyoto", "every plan", "does not")
 * @param fact   the part as the fact writes it ("1.7 litres", "Tokyo", "Basic plan")
 */
public record Difference(Kind kind, String answer, String fact) {

    public enum Kind {
        /** Another amount, or the same number in another unit that is another amount. */
        QUANTITY,
        /** Another date. */
        DATE,
        /** Another time of day. */
        TIME,
        /** Other days of the week. */
        WEEKDAYS,
        /** Another name, place or product in the same place of the sentence. */
        NAME,
        /** One negates what the other states. */
        NEGATION,
        /** Another condition: "every" for a restricted set, "only" for "any", "at least" for "up to". */
        CONDITION;

        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public Difference {
        if (kind == null || answer == null || fact == null) {
            throw new IllegalArgumentException("kind, answer and fact must not be null");
        }
    }
}
