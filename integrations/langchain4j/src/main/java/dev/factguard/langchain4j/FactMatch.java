package dev.factguard.langchain4j;

/**
 * One of the tenant's facts found for a query ({@code POST /knowledge-search}).
 *
 * @param key   the fact's key
 * @param text  the fact
 * @param score how well it matches, in [0, 1]
 */
public record FactMatch(String key, String text, double score) {}
