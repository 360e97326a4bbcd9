package dev.factguard.core.refresh;

/**
 * A verdict with what backs it.
 *
 * @param verdict        not null
 * @param source         not null
 * @param contradiction  the highest P(contradiction), when NLI decided; else null
 * @param candidateValue the value the evidence attaches to the subject, or null
 * @param error          why the verdict is degraded, or null
 * @param explanation    which statement decided a lexical verdict, from which result, dated how; else null
 */
record Judgement(
        Verdict verdict,
        VerdictSource source,
        Double contradiction,
        String candidateValue,
        String error,
        String explanation) {}
