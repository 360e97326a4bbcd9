package dev.factguard.core.knowledge;

import java.util.Set;

/**
 * A measured or named attribute — power, capacity, price, a board role — and the forms a fact states it in.
 * A unit ("kW", "litres", "€") holds it on its own; a word ("power", "capacity") holds it only beside a
 * number when {@code wordsNeedNumber}, because "a powerful kettle" does not say how powerful.
 *
 * @param label           how the rationale names it
 * @param units           stems and symbols that hold it by themselves; one-letter units ("W", "l") count
 *                        only right after a number, where they cannot be an initial or a plan name
 * @param words           stems that hold it (beside a number when {@code wordsNeedNumber})
 * @param wordsNeedNumber whether a word needs a number in the fact
 */
record FocusKind(String label, Set<String> units, Set<String> words, boolean wordsNeedNumber) implements Focus {

    @Override
    public boolean heldBy(FactProfile fact, Set<String> queryStems) {
        for (String unit : units) {
            if (fact.hasUnit(unit)) {
                return true;
            }
        }
        return (!wordsNeedNumber || fact.hasNumber()) && fact.containsAny(words);
    }
}
