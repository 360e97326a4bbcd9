package dev.factguard.core.forecast;

import dev.factguard.core.knowledge.FactMatch;
import dev.factguard.core.knowledge.Retrieval;

/**
 * What the tenant's facts and the request's context can do for a prompt: answer it, or only come close.
 *
 * @param answer    the best fact or passage that holds everything the prompt names and asks for, scoring at least
 *                  the decision's floor; null when none does
 * @param nearMiss  the best fact that names the prompt's subject (a word of its key, such as "support hotline", or
 *                  a name it gives) without holding what is asked; null when none does
 * @param knowledge whether there were facts or passages to look at
 * @param known     false when the facts could not be read (the store was unavailable): nothing is known either way
 */
public record Groundability(FactMatch answer, FactMatch nearMiss, boolean knowledge, boolean known) {

    /** The facts could not be read. */
    public static final Groundability UNKNOWN = new Groundability(null, null, false, false);

    /**
     * Reads a retrieval (facts, with the request's passages merged in when they cover more); null reads as
     * {@link #UNKNOWN}.
     *
     * @param answersFrom the least coverage of a match that holds everything asked for it to count as an answer
     */
    public static Groundability of(Retrieval retrieval, double answersFrom) {
        if (retrieval == null) {
            return UNKNOWN;
        }
        FactMatch answer = null;
        FactMatch nearMiss = null;
        for (FactMatch m : retrieval.matches()) {
            boolean answers = m.holdsAll() && m.score() >= answersFrom;
            // Of the facts that answer equally well, one that names the subject: another that only shares its
            // smaller words may score as high ("e-books" and "borrow" for a question on book loans).
            if (answers
                    && (answer == null
                            || (m.namesSubject() && !answer.namesSubject() && m.score() >= answer.score()))) {
                answer = m;
            } else if (nearMiss == null && !m.holdsAll() && m.namesSubject()) {
                nearMiss = m;
            }
        }
        return new Groundability(answer, nearMiss, retrieval.factCount() > 0, true);
    }

    /** Whether the facts or the context can answer the prompt. */
    public boolean answerable() {
        return answer != null;
    }

    /**
     * A question about the tenant's own subject that no fact answers: a fact names what it asks about, and neither
     * it nor any other fact about that subject, nor a passage of the request's context, holds what is asked. A fact
     * that names nothing the question names holds it only by sharing its smaller words ("monthly", "Notely" in a
     * question on refunds, against a fact on prices): it is no answer to a question another fact names the subject
     * of.
     */
    public boolean subjectUnanswered() {
        return nearMiss != null && (answer == null || !(answer.namesSubject() || answeredByContext()));
    }

    /**
     * Whether one of the tenant's facts answers the prompt: an answer the tenant holds and the answering model was
     * not given (a passage of the request's context, it was).
     */
    public boolean heldFactAnswers() {
        return answer != null && !answeredByContext();
    }

    /** Whether the answer comes from the request's context rather than the tenant's facts. */
    public boolean answeredByContext() {
        return answer != null && answer.fact().key().startsWith("context[");
    }
}
