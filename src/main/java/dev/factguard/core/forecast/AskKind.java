package dev.factguard.core.forecast;

/**
 * What kind of ask a prompt is, as far as its decision goes: one that needs facts, or one that states no fact an
 * answer could get wrong — for which knowledge-base coverage is no evidence either way. Read by {@link AskReader}.
 */
public enum AskKind {
    /** Asks for something an answer states as fact: the default for anything not recognised below. */
    NEEDS_FACTS("asks for facts"),
    /**
     * Orders the service to act for the caller on a thing the tenant's facts name ("cancel my booking"): an answer
     * says it can be or was done ({@link ServiceOrder}). Needs facts; never proceeds, grounded at best.
     */
    ORDER("orders the service to act for the caller"),
    /** A poem, a story, a joke, a slogan, names, an email or a letter in the caller's words. */
    CREATIVE("a creative task"),
    /** Grammar, spelling, rephrasing, translating, summarising or reformatting text given in the prompt. */
    REWRITE("rewriting text given in the prompt"),
    /** Greetings, thanks, "how are you". */
    SMALL_TALK("small talk"),
    /** Code to write, or to explain or change when it is given. */
    CODE("a coding task"),
    /** Sums, averages, splits and scaling of numbers the prompt gives. */
    ARITHMETIC("arithmetic on numbers the prompt gives"),
    /** What the model thinks or prefers, or advice on habits and choices. */
    OPINION("asks for an opinion or advice"),
    /**
     * Asks no question of fact and names nothing of the tenant's: news, feelings, a task named by its output ({@link
     * FactQuestion}). Read last, when none of the kinds above is recognised.
     */
    UNASKED("asks no question of fact");

    private final String description;

    AskKind(String description) {
        this.description = description;
    }

    /** Whether an answer to it states no fact that could be wrong, so coverage is no evidence for it. */
    public boolean statesNoFact() {
        return this != NEEDS_FACTS && this != ORDER;
    }

    /** How the rationale names it: "a creative task". */
    public String description() {
        return description;
    }
}
