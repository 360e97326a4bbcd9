package dev.factguard.core.forecast;

/** What the caller should do with the prompt. */
public enum Recommendation {
    /** Low risk: generate as usual. */
    PROCEED,
    /** Medium risk: retrieve more context (RAG, tools) before generating. */
    GROUND,
    /** High risk: route the answer to a person. */
    HUMAN_REVIEW;

    /** The wire name: {@code proceed}, {@code ground}, {@code human_review}. */
    public String wireName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
