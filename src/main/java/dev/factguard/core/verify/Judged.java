package dev.factguard.core.verify;

import java.util.List;

/**
 * What one fact says of one statement.
 *
 * @param verdict     supported or contradicted; unverifiable when the fact covers the statement's topic but not
 *                    all it says; null when the fact is not about the statement at all
 * @param differences the parts that differ (contradicted only)
 * @param reason      a short reason, naming the fact
 * @param shared      how much of the statement's topic the fact shares, to rank facts
 */
record Judged(StatementVerdict verdict, List<Difference> differences, String reason, int shared) {

    static final Judged UNRELATED = new Judged(null, List.of(), null, 0);

    Judged {
        differences = List.copyOf(differences);
    }

    boolean covers() {
        return verdict != null;
    }

    /** Whether this judgement outranks {@code other}: supported, then contradicted, then a partial cover. */
    boolean outranks(Judged other) {
        if (other == null || !other.covers()) {
            return covers();
        }
        if (!covers()) {
            return false;
        }
        int mine = rank(verdict);
        int theirs = rank(other.verdict);
        return mine != theirs ? mine > theirs : shared > other.shared;
    }

    private static int rank(StatementVerdict v) {
        return switch (v) {
            case SUPPORTED -> 3;
            case CONTRADICTED -> 2;
            case UNVERIFIABLE -> 1;
        };
    }
}
