package dev.factguard.core.knowledge;

import java.util.Set;

/** The answers a question word asks for by itself: who ⇒ a name, when ⇒ a date, where ⇒ a place. */
enum AnswerType implements Focus {
    /** A name the question does not already give: a person, an organisation, an acronym. */
    NAME("a name") {
        @Override
        public boolean heldBy(FactProfile fact, Set<String> queryStems) {
            return fact.hasNameBeyond(queryStems);
        }
    },
    /** A year, a day, a month, a weekday or a clock time. */
    DATE("a date or time") {
        @Override
        public boolean heldBy(FactProfile fact, Set<String> queryStems) {
            return fact.hasDate();
        }
    },
    /** A place name the question does not give, or a word for a location (page, menu, city, …). */
    PLACE("a place") {
        @Override
        public boolean heldBy(FactProfile fact, Set<String> queryStems) {
            return fact.hasNameBeyond(queryStems) || fact.containsAny(FocusLexicon.PLACE_WORDS);
        }
    },
    /** Any number: "the number of …", "how many …". */
    NUMBER("a number") {
        @Override
        public boolean heldBy(FactProfile fact, Set<String> queryStems) {
            return fact.hasNumber();
        }
    };

    private final String label;

    AnswerType(String label) {
        this.label = label;
    }

    @Override
    public String label() {
        return label;
    }
}
