package dev.factguard.core.verify;

import java.util.List;

/**
 * An answer checked against the tenant's facts.
 *
 * @param verdict    contradicted when any statement is; supported when at least one statement was checked and all
 *                   were supported (and none was left unchecked); otherwise unverifiable
 * @param statements the checkable statements in the order of the answer
 * @param skipped    sentences not checked: questions, courtesies, and statements past the limit
 * @param truncated  true when the answer had more statements than are checked per answer
 * @param degraded   what the check went without, each as {@code "<backend>: <what happened>"} with backend
 *                   {@code knowledge} or {@code nli}; empty when nothing failed
 */
public record VerifyReport(
        StatementVerdict verdict,
        List<CheckedStatement> statements,
        int skipped,
        boolean truncated,
        List<String> degraded) {

    public VerifyReport {
        if (verdict == null) {
            throw new IllegalArgumentException("verdict must not be null");
        }
        if (skipped < 0) {
            throw new IllegalArgumentException("skipped must not be negative, was " + skipped);
        }
        statements = List.copyOf(statements);
        degraded = List.copyOf(degraded);
    }

    /** How many statements have this verdict. */
    public int count(StatementVerdict which) {
        int n = 0;
        for (CheckedStatement s : statements) {
            n += s.verdict() == which ? 1 : 0;
        }
        return n;
    }

    /**
     * The outcome the answer teaches a forecast: hallucinated when contradicted, not when supported, nothing (null)
     * when unverifiable.
     */
    public Boolean hallucinated() {
        return verdict.hallucinated();
    }
}
