package dev.factguard.langchain4j;

/**
 * What a guardrail does when FactGuard cannot give an answer: it is unreachable, too slow, or answers 5xx or a
 * refusal other than of the key. A refusal of the key itself (401, 403) always fails: that is a configuration error
 * that passing would hide.
 */
public enum OnUnavailable {
    /** Let the call go on unchecked, and log a warning saying so. The default: FactGuard guards, it is not a gate. */
    PASS,
    /** Fail the call, naming why FactGuard could not be asked. */
    FAIL;

    /** Whether {@code e} is decided by this policy rather than always failing. */
    static boolean applies(FactGuardException e) {
        return e.status() != 401 && e.status() != 403;
    }
}
