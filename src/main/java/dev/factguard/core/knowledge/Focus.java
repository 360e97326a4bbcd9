package dev.factguard.core.knowledge;

import java.util.Set;

/**
 * A kind of answer a question asks for — a power, a price, a person, a date — and the test of whether a
 * fact holds one. Implementations are immutable and thread-safe.
 */
public interface Focus {

    /** How the rationale names it, e.g. "power (watts)". */
    String label();

    /**
     * Whether the fact holds an answer of this kind.
     *
     * @param fact       the fact's profile
     * @param queryStems the question's own stems: a name the question already gives is not an answer
     */
    boolean heldBy(FactProfile fact, Set<String> queryStems);
}
