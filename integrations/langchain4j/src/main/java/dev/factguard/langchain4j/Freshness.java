package dev.factguard.langchain4j;

import java.util.List;

/**
 * The staleness-prone claims of a text ({@code POST /freshness}, no network).
 *
 * @param claims              each claim, in text order
 * @param overallStalenessRisk the highest risk of any claim, in [0, 1]
 */
public record Freshness(List<Claim> claims, double overallStalenessRisk) {

    public Freshness {
        claims = List.copyOf(claims);
    }

    /**
     * @param text          the sentence
     * @param category      why it can go stale: {@code position}, {@code statistic}, {@code record}, …
     * @param subject       what it is about
     * @param value         the value it asserts; null for a question
     * @param stalenessRisk in [0, 1]
     */
    public record Claim(String text, String category, String subject, String value, double stalenessRisk) {}
}
