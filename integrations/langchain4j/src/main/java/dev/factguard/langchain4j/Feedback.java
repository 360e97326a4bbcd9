package dev.factguard.langchain4j;

/**
 * What FactGuard recorded from a {@link FactGuardClient#feedback} call.
 *
 * @param counted       false when this forecast's outcome had already been reported
 * @param hallucinations outcomes reported as hallucinated for the prompt's shape, this one included
 * @param total          outcomes reported for it
 */
public record Feedback(boolean counted, long hallucinations, long total) {}
