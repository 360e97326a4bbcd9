package dev.factguard.core.knowledge;

import java.util.List;

/**
 * One page of a tenant's facts in key order (see {@link KnowledgeStore#list}).
 *
 * @param facts the page's facts, keys ascending ({@link String#compareTo}: UTF-16 code units)
 * @param next  the key to list after for the next page, or null when no fact follows this page
 * @param total the tenant's fact count when the page was read
 */
public record FactPage(List<Fact> facts, String next, int total) {
    public FactPage {
        facts = List.copyOf(facts);
        if (total < facts.size()) {
            throw new IllegalArgumentException("total must be at least the page's size, was " + total);
        }
        if (next != null && facts.isEmpty()) {
            throw new IllegalArgumentException("next: an empty page has no next page");
        }
    }
}
