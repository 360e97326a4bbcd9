package dev.factguard.core.knowledge;

import java.util.Set;

/**
 * A measured or named attribute — power, capacity, depth, price, a colour, a board role — and the forms a
 * fact states it in. Immutable.
 *
 * @param label how the rationale names it
 * @param units stems and symbols of its units; one-letter units ("W", "l") count only right after a
 *              number, where they cannot be an initial or a plan name
 * @param words stems that name it or state it ("power", "capacity", "chairs", "red")
 * @param rule  how units and words combine into holding it
 */
record FocusKind(String label, Set<String> units, Set<String> words, Rule rule) implements Focus {

    /** How a fact holds a kind. */
    enum Rule {
        /**
         * A unit, or a word beside a number: "2 kW" or "a power of 2,000": "a powerful kettle" does not say
         * how powerful.
         */
        UNIT_OR_WORD_WITH_NUMBER,
        /** A unit and a word: "120 metres deep" holds a depth, "2,850 kilometres long" does not. */
        UNIT_AND_WORD,
        /** A word alone: roles and colours are stated by naming them. */
        WORD
    }

    /** Looked up, not evaluated: every fact's profile lists the kinds it holds when it is indexed. */
    @Override
    public boolean heldBy(FactProfile fact, Set<String> queryStems) {
        return fact.held().contains(this);
    }

    /** Whether the fact holds this kind, read from its stems and quantities; done once per fact. */
    boolean evaluate(FactProfile fact) {
        boolean word = fact.containsAny(words);
        return switch (rule) {
            case WORD -> word;
            case UNIT_AND_WORD -> word && hasUnit(fact);
            case UNIT_OR_WORD_WITH_NUMBER -> hasUnit(fact) || (word && fact.hasNumber());
        };
    }

    // Kinds are constants: identity is equality, and hashing must not walk the word sets on every lookup.
    @Override
    public boolean equals(Object other) {
        return this == other;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    private boolean hasUnit(FactProfile fact) {
        for (String unit : units) {
            if (fact.hasUnit(unit)) {
                return true;
            }
        }
        return false;
    }
}
