package dev.factguard.core.refresh;

/** What the evidence says about a claim. */
public enum Verdict {
    /** The evidence confirms the claimed value and nothing marks it superseded. */
    SUPPORTED("supported"),
    /** An NLI model found the evidence contradicts the claim (never a lexical verdict). */
    CONTRADICTED("contradicted"),
    /** The evidence names another value, marks the claimed one as former, or does not confirm it: verify. */
    DRIFT_SUSPECTED("drift_suspected"),
    /** The search found nothing. */
    NO_EVIDENCE("no_evidence"),
    /** The search provider failed; {@code error} says why. */
    UNVERIFIED("unverified");

    private final String wireName;

    Verdict(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }
}
