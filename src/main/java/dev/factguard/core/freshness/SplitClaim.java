package dev.factguard.core.freshness;

/**
 * A claim split into what it is about and what it asserts.
 *
 * @param subject the office, metric, record or title the claim is about ("CEO of Twitter", "population of
 *                India"), never the asserted value; not blank
 * @param value   the asserted value ("Jack Dorsey", "1.2 billion"), or null for a question or a sentence
 *                whose value could not be told apart from its subject
 */
public record SplitClaim(String subject, String value) {
    public SplitClaim {
        if (subject == null || subject.isBlank()) {
            throw new IllegalArgumentException("subject must not be blank");
        }
        if (value != null && value.isBlank()) {
            value = null;
        }
    }
}
